import { SIDEBAR_COLLAPSE_WIDTH_PX } from '@meridian/domain';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { theme } from '@meridian/ui';
import { isMobileUserAgent } from './useNow';

/** Windows of 980 px or less collapse the sidebar to icons (spec 01 §2 Sidebar). */
export const narrowMedia = `(max-width: ${SIDEBAR_COLLAPSE_WIDTH_PX}px)`;
/** Phones (below 600 px): no icon rail, the header keeps one line (no date or clock, the user's initials). */
export const phoneMedia = `(max-width: ${theme.breakpoint.phone - 0.02}px)`;

/**
 * How the navigation shows: `wide`, the sidebar in the page, expanded or collapsed by the toggle;
 * `rail`, icons in the page and the expanded menu as a drawer over it (980 px or less, or a
 * mobile user agent, which starts collapsed); `phone`, the drawer only.
 */
export type SidebarLayout = 'wide' | 'rail' | 'phone';

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

export interface SidebarState {
  layout: SidebarLayout;
  /** The sidebar in the page shows labels (only in the wide layout). */
  expanded: boolean;
  /** The navigation drawer is open (rail and phone layouts). */
  drawerOpen: boolean;
  /**
   * The header's menu button cannot be used: mobile user agents keep the icon rail collapsed
   * (spec 01 §2 Header), except on a phone, where the button is the only way to the menu.
   */
  toggleDisabled: boolean;
  /** The header's menu button: expands or collapses the sidebar, or opens the drawer. */
  toggle(): void;
  setDrawerOpen(open: boolean): void;
}

/** The sidebar's layout for the window, and its expanded and drawer state. The drawer closes on navigation. */
export function useSidebar(): SidebarState {
  const mobile = isMobileUserAgent();
  const narrow = useMediaQuery(narrowMedia);
  const phone = useMediaQuery(phoneMedia);
  const layout: SidebarLayout = phone ? 'phone' : narrow || mobile ? 'rail' : 'wide';
  const [expanded, setExpanded] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // Coming back to a wide window shows the sidebar expanded again; the drawer belongs to narrow ones.
  useEffect(() => {
    if (layout === 'wide') {
      setExpanded(true);
      setDrawerOpen(false);
    }
  }, [layout]);

  const { key } = useLocation();
  useEffect(() => setDrawerOpen(false), [key]);

  const toggle = useCallback(() => {
    if (layout === 'wide') setExpanded((e) => !e);
    else setDrawerOpen(true);
  }, [layout]);

  return {
    layout,
    expanded: layout === 'wide' && expanded,
    drawerOpen: layout !== 'wide' && drawerOpen,
    toggleDisabled: mobile && layout !== 'phone',
    toggle,
    setDrawerOpen,
  };
}

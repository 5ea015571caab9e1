import { useFeatureFlags, useRevalidateAll } from '@meridian/api/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a followed same-URL link waits for the router's move before it is not that move. */
const SAME_URL_MARK_MS = 1000;

/** Where a page load made in place of an in-app navigation is going (session storage: this tab only). */
const FULL_PAGE_NAVIGATION = 'meridian.fullPageNavigation';

/**
 * Whether this page load is a navigation made whole by `in_app_navigation` being off (then the landing
 * redirect, meant for a fresh visit, does not apply); read once.
 */
export function arrivedByFullPageNavigation(): boolean {
  try {
    const to = window.sessionStorage.getItem(FULL_PAGE_NAVIGATION);
    window.sessionStorage.removeItem(FULL_PAGE_NAVIGATION);
    return to !== null && to === window.location.pathname;
  } catch {
    return false; // storage refused (private mode): a fresh visit
  }
}

/**
 * How the portal moves between pages (spec 01 §2, §6):
 * - **Same-URL navigation reloads**: a link to the page already open (the sidebar's Dashboard on the
 *   dashboard, Create Quote on its own quote page) mounts the page again, so it reads everything
 *   afresh instead of doing nothing. `generation` changes then; the routes are keyed by it.
 * - **`in_app_navigation`** (on unless the account or user turns it off): off, every navigation after
 *   the first page loads the new URL as a whole page. The router has already written the URL and its
 *   state into the history entry (which a reload keeps), so the page reloads there; `reloading` is
 *   true meanwhile and the routes render nothing, so the new page is never half-built before it. The
 *   landing redirect (a fresh visit outside the landing paths goes to the dashboard) does not apply
 *   to such a load: it is the user's navigation, not a fresh visit.
 */
export function useNavigationMode(): { generation: number; reloading: boolean } {
  const location = useLocation();
  // A link followed to the page already open: seen in the capture phase, before the router's own
  // handler moves anything, so the open URL is still the one the click started from. Only marked then:
  // rebuilding the page inside the click would detach the link before React saw it (the link inside the
  // page, an admin screen's own entry, would then be followed by the browser as a page load). The
  // router's move to the same URL (a new location key) is what rebuilds it. Navigations a page makes
  // itself (a quick action's state, a dialog clearing it) are not links and never rebuild it.
  const followed = useRef<{ href: string; at: number } | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return;
      // Both absolute and normalised by the browser.
      if (anchor.href === window.location.href) followed.current = { href: anchor.href, at: Date.now() };
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  const [generation, setGeneration] = useState(0);
  useLayoutEffect(() => {
    const mark = followed.current;
    followed.current = null;
    // The mark of a link the router did not follow (a handler that prevented it) goes stale.
    if (mark && mark.href === window.location.href && Date.now() - mark.at < SAME_URL_MARK_MS)
      setGeneration((n) => n + 1);
  }, [location.key]);

  const flags = useFeatureFlags().data?.flags;
  const fullPage = flags?.in_app_navigation === false;
  // The location the flags were first known at: the page as loaded (after its landing redirect).
  // (A page's own state change at the same URL, a quick action opening a dialog, is not a move.)
  const url = `${location.pathname}${location.search}`;
  const [loadedAt, setLoadedAt] = useState<string | undefined>(undefined);
  if (flags !== undefined && loadedAt === undefined) setLoadedAt(url);
  const reloading = fullPage && loadedAt !== undefined && url !== loadedAt;
  useEffect(() => {
    if (!reloading) return;
    try {
      window.sessionStorage.setItem(FULL_PAGE_NAVIGATION, window.location.pathname);
    } catch {
      // Without storage the page still loads; it lands as a fresh visit would.
    }
    window.location.reload();
  }, [reloading]);

  // Same-URL navigation reads afresh: the page's hooks mount again, and every cached read is revalidated
  // (a remount alone would be answered from the cache within SWR's deduping interval).
  const revalidateAll = useRevalidateAll();
  useEffect(() => {
    if (generation > 0) void revalidateAll();
  }, [generation, revalidateAll]);

  return { generation, reloading };
}

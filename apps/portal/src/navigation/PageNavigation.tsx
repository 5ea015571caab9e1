import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType, type RouteObject } from 'react-router-dom';
import { documentTitle, pageTitleOf } from './pageTitles';

/**
 * Moves focus to the new page's `h1` (in `main`) once it shows, checking every 100 ms for 5 s while
 * a lazily loaded page arrives. The first check waits a task, so a closing dialog's focus return
 * (the quick search closes as it navigates) comes first; focus the page itself moved into the
 * content, or a dialog holds, stays where it is, and so does focus the user moved while waiting.
 */
function focusHeadingWhenShown(): () => void {
  let tries = 0;
  let timer = 0;
  // Where focus was at the first check; if the user moves it while the page is still arriving (opens
  // the quick search from the header on a slow phone), the heading does not take it from them.
  let settled: Element | null | undefined;
  const attempt = () => {
    const main = document.querySelector('main');
    const active = document.activeElement;
    if (active && active !== document.body && (main?.contains(active) || active.closest('[role$="dialog"]'))) return;
    if (settled === undefined) settled = active;
    else if (active !== settled && active !== document.body) return;
    const heading = main?.querySelector('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    } else if (++tries < 50) timer = window.setTimeout(attempt, 100);
  };
  timer = window.setTimeout(attempt, 0);
  return () => window.clearTimeout(timer);
}

/** The navigation state a page passes to change its own path without moving focus: `{ state: KEEP_FOCUS }`. */
export const KEEP_FOCUS = { keepFocus: true } as const;

export const keepsFocus = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { keepFocus?: unknown }).keepFocus === true;

/**
 * Page titles and focus on navigation: the document title follows the route's `handle.title`
 * ('Lead Search · Meridian'); after a route change (not the first load) focus moves to the new
 * page's heading, so keyboard and screen-reader users start at the content they asked for.
 */
export function PageNavigation({ routes }: { routes: RouteObject[] }) {
  const { pathname, state } = useLocation();
  const navigationType = useNavigationType();
  const title = pageTitleOf(routes, pathname);
  // The first load, and the redirects it makes (replace), keep focus at the top of the document.
  const navigated = useRef<boolean | undefined>(undefined);

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  useEffect(() => {
    if (navigated.current === undefined || (!navigated.current && navigationType === 'REPLACE')) {
      navigated.current = false;
      return;
    }
    navigated.current = true;
    // A page that changes its own path in place (a tab, an article beside its list) keeps focus where it is.
    if (keepsFocus(state)) return;
    return focusHeadingWhenShown();
    // Only a new path is a new page (a search's page or order changes only the query).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}

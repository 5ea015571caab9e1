import { SkipLink, ToastProvider } from '@meridian/ui';
import { Fragment, useEffect, useRef } from 'react';
import { BrowserRouter, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { SWRConfig, type Middleware } from 'swr';
import { AppFrame } from './shell/AppFrame';
import { adminRoutes } from './features/admin';
import { calendarRoutes } from './features/calendar';
import { dialerRoutes } from './features/dialer';
import { leadImportRoutes } from './features/lead-import';
import { renderNewLeadForForm, leadRoutes } from './features/leads';
import { quickSearchRoutes } from './features/quick-search';
import { quoteRoutes } from './features/quotes';
import { arrivedByFullPageNavigation, useNavigationMode } from './navigation/navigationMode';
import { PageNavigation } from './navigation/PageNavigation';
import { preloadRoute } from './navigation/preloadRoute';
import { pageRoutes } from './pages/routes';
import { landingPath } from './routes';
import { SessionProvider } from './session/SessionProvider';
import { NewLeadSlotProvider } from './shared/newLeadSlot';
import { yieldToMain } from './shared/scheduling';

/**
 * The portal's routes (spec 01 §2): each feature's own (its pages load on first visit) and the
 * portal-wide ones. The router ranks paths by how specific they are, so the order does not matter.
 */
export const portalRoutes: RouteObject[] = [
  ...quickSearchRoutes,
  ...leadImportRoutes,
  ...leadRoutes,
  ...quoteRoutes,
  ...dialerRoutes,
  ...adminRoutes,
  ...calendarRoutes,
  ...pageRoutes,
];

function PortalRoutes() {
  const routes = useRoutes(portalRoutes);
  const { generation, reloading } = useNavigationMode();
  return reloading ? null : <Fragment key={generation}>{routes}</Fragment>;
}

/**
 * On load only: paths outside the allowed landing set go to the dashboard (spec 01 §2). It navigates
 * once: a `<Navigate>` left rendered would send every later move in the app back to the dashboard.
 */
function LandingRedirect() {
  const navigate = useNavigate();
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (arrivedByFullPageNavigation()) return;
    const landing = landingPath(window.location.pathname);
    if (landing !== window.location.pathname) void navigate(landing, { replace: true });
  }, [navigate]);
  return null;
}

/**
 * Loads the code of the page the portal opens on as soon as the frame has painted. Not earlier: the
 * frame (the header, the environment banner, the navigation) is what a phone can show first, and
 * the page's files asked for before it (a page is tens of them, six at a time over HTTP/1.1) queued
 * ahead of its paint. The page itself mounts right after, as a deferred update (AppFrame).
 */
const preloadLandingPage = () => void preloadRoute(portalRoutes, landingPath(window.location.pathname));

/**
 * SWR middleware: each request starts in a task of its own. SWR starts a newly mounted hook's
 * request inside React's commit, so a page whose panels mount together sent all of their requests
 * (building each URL, reading the session cookie, calling fetch) in the same long task as the commit;
 * on a phone's slower CPU that held the main thread for a quarter of a second. Deferred this way, the
 * commit ends first and the requests leave a moment later, one short task each.
 */
const yieldingFetches: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const yielding = fetcher && ((...args: unknown[]) => yieldToMain().then(() => fetcher(...(args as [never]))));
  return useSWRNext(key, yielding as typeof fetcher, config);
};

const SWR_OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false, use: [yieldingFetches] };

export function App() {
  return (
    <ToastProvider>
      <SWRConfig value={SWR_OPTIONS}>
        <BrowserRouter>
          <SessionProvider>
            <NewLeadSlotProvider value={renderNewLeadForForm}>
              <LandingRedirect />
              <PageNavigation routes={portalRoutes} />
              {/* First in the document, so it is the first Tab stop: past the header and the sidebar to <main>. */}
              <SkipLink />
              <AppFrame onFramePainted={preloadLandingPage}>
                <PortalRoutes />
              </AppFrame>
            </NewLeadSlotProvider>
          </SessionProvider>
        </BrowserRouter>
      </SWRConfig>
    </ToastProvider>
  );
}

import { SkipLink, ToastProvider } from '@meridian/ui';
import { useEffect, useRef } from 'react';
import { BrowserRouter, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppFrame } from './shell/AppFrame';
import { adminRoutes } from './features/admin';
import { calendarRoutes } from './features/calendar';
import { dialerRoutes } from './features/dialer';
import { leadImportRoutes } from './features/lead-import';
import { leadRoutes } from './features/leads';
import { quickSearchRoutes } from './features/quick-search';
import { quoteRoutes } from './features/quotes';
import { PageNavigation } from './navigation/PageNavigation';
import { preloadRoute } from './navigation/preloadRoute';
import { pageRoutes } from './pages/routes';
import { landingPath } from './routes';
import { SessionProvider } from './session/SessionProvider';
import { yieldingFetches } from './shared/yieldingFetches';

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
  return useRoutes(portalRoutes);
}

/**
 * Loads the code of the page the portal opens on while the session is asked for, rather than once
 * the frame has painted. After the first commit: the session's requests (started as the frame's
 * first render commits) are sent first, and the page's chunks do not queue ahead of them (a phone's
 * browser sends six requests at a time to one server).
 */
function PreloadLandingPage() {
  useEffect(() => {
    preloadRoute(portalRoutes, landingPath(window.location.pathname));
  }, []);
  return null;
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
    const landing = landingPath(window.location.pathname);
    if (landing !== window.location.pathname) void navigate(landing, { replace: true });
  }, [navigate]);
  return null;
}

const SWR_OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false, use: [yieldingFetches] };

export function App() {
  return (
    <ToastProvider>
      <SWRConfig value={SWR_OPTIONS}>
        <BrowserRouter>
          <PreloadLandingPage />
          <SessionProvider>
            <LandingRedirect />
            <PageNavigation routes={portalRoutes} />
            {/* First in the document, so it is the first Tab stop: past the header and the sidebar to <main>. */}
            <SkipLink />
            <AppFrame>
              <PortalRoutes />
            </AppFrame>
          </SessionProvider>
        </BrowserRouter>
      </SWRConfig>
    </ToastProvider>
  );
}

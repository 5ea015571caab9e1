import { SkipLink, ToastProvider } from '@meridian/ui';
import { useState } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppFrame } from './shell/AppFrame';
import { adminRoutes } from './features/admin';
import { dialerRoutes } from './features/dialer';
import { leadRoutes } from './features/leads';
import { quickSearchRoutes } from './features/quick-search';
import { quoteRoutes } from './features/quotes';
import { PageNavigation } from './navigation/PageNavigation';
import { pageRoutes } from './pages/routes';
import { landingPath } from './routes';
import { SessionProvider } from './session/SessionProvider';

/**
 * The portal's routes (spec 01 §2): each feature's own (its pages load on first visit) and the
 * portal-wide ones. The router ranks paths by how specific they are, so the order does not matter.
 */
export const portalRoutes: RouteObject[] = [
  ...quickSearchRoutes,
  ...leadRoutes,
  ...quoteRoutes,
  ...dialerRoutes,
  ...adminRoutes,
  ...pageRoutes,
];

function PortalRoutes() {
  return useRoutes(portalRoutes);
}

/** On load only: paths outside the allowed landing set go to the dashboard (spec 01 §2). */
function LandingRedirect() {
  const [target] = useState(() => {
    const landing = landingPath(window.location.pathname);
    return landing === window.location.pathname ? undefined : landing;
  });
  return target ? <Navigate to={target} replace /> : null;
}

export function App() {
  return (
    <ToastProvider>
      <SWRConfig value={{ shouldRetryOnError: false, revalidateOnFocus: false }}>
        <BrowserRouter>
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

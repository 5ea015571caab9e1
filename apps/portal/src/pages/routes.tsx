import { Navigate, type RouteObject } from 'react-router-dom';
import { dashboardRoutes } from '../features/dashboard';
import { formsRoutes } from '../features/forms';
import { helpRoutes } from '../features/help';
import { privacyRoutes } from '../features/privacy';
import { reportsRoutes } from '../features/reports';
import type { PageHandle } from '../navigation/pageTitles';
import { MENU_PATHS } from '../routes';
import { MaintenancePage, NotFoundPage, ServerErrorPage } from './StatusPages';

const titled = (title: PageHandle['title']): PageHandle => ({ title });

/**
 * The portal-wide routes of spec 01 §2 no feature owns yet: the menu's redirects and the status pages,
 * with the features' own routes.
 */
export const pageRoutes: RouteObject[] = [
  ...dashboardRoutes,
  { path: '/lead', element: <Navigate to={MENU_PATHS.leads} replace /> },
  ...formsRoutes,
  ...reportsRoutes,
  { path: '/admin', element: <Navigate to={MENU_PATHS.admin} replace /> },
  // Admin paths without a screen yet (issue 16's next slices; the screens are the admin feature's): not found.
  { path: '/admin/*', element: <NotFoundPage />, handle: titled('Page not found') },
  ...helpRoutes,
  ...privacyRoutes,
  { path: '/404', element: <NotFoundPage />, handle: titled('Page not found') },
  { path: '/500', element: <ServerErrorPage />, handle: titled('Something went wrong') },
  { path: '/down-for-maintenance', element: <MaintenancePage />, handle: titled('Down for maintenance') },
  { path: '*', element: <NotFoundPage />, handle: titled('Page not found') },
];

import { PageHeader } from '@meridian/ui';
import { Navigate, type RouteObject } from 'react-router-dom';
import { dashboardRoutes } from '../features/dashboard';
import { formsRoutes } from '../features/forms';
import { helpRoutes } from '../features/help';
import { privacyRoutes } from '../features/privacy';
import type { PageHandle } from '../navigation/pageTitles';
import { MENU_PATHS } from '../routes';
import { MaintenancePage, NotFoundPage, ServerErrorPage } from './StatusPages';

function Placeholder({ title }: { title: string }) {
  return <PageHeader title={title} />;
}

const titled = (title: PageHandle['title']): PageHandle => ({ title });

/**
 * The portal-wide routes of spec 01 §2 no feature owns yet: the menu's redirects, the status pages,
 * and placeholders that later issues replace with their feature's routes.
 */
export const pageRoutes: RouteObject[] = [
  ...dashboardRoutes,
  { path: '/lead', element: <Navigate to={MENU_PATHS.leads} replace /> },
  ...formsRoutes,
  { path: '/reports', element: <Navigate to={MENU_PATHS.reports} replace /> },
  { path: '/reports/*', element: <Placeholder title="Reports" />, handle: titled('Reports') },
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

import { Navigate, type RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../navigation/pageTitles';
import { MENU_PATHS } from '../../routes';
import { lazyPage } from '../../shared/lazyComponent';

const ReportsPage = lazyPage(() => import('./ReportsPage').then((m) => m.ReportsPage));

/** `/reports` → `/reports/self-service` (spec 01 §2): the reports page, loaded on first visit. */
export const reportsRoutes: RouteObject[] = [
  { path: '/reports', element: <Navigate to={MENU_PATHS.reports} replace /> },
  { path: '/reports/self-service', element: <ReportsPage />, handle: { title: 'Reports' } satisfies PageHandle },
  { path: '/reports/*', element: <Navigate to={MENU_PATHS.reports} replace /> },
];

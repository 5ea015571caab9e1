import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../navigation/pageTitles';
import { lazyPage } from '../../shared/lazyComponent';

const DashboardPage = lazyPage(() => import('./DashboardPage').then((m) => m.DashboardPage));

/** `/` (spec 01 §2): the dashboard, loaded on first visit. */
export const dashboardRoutes: RouteObject[] = [
  { path: '/', element: <DashboardPage />, handle: { title: 'Dashboard' } satisfies PageHandle },
];

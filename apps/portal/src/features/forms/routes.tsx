import { Navigate, type RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../navigation/pageTitles';
import { MENU_PATHS } from '../../routes';
import { lazyPage } from '../../shared/lazyComponent';

const FormsPage = lazyPage(() => import('./FormsPage').then((m) => m.FormsPage));

/** Forms (spec 01 §2 `forms/{tabName}`), loaded on first visit. */
export const formsRoutes: RouteObject[] = [
  { path: '/forms', element: <Navigate to={MENU_PATHS.forms} replace /> },
  { path: '/forms/:tabName', element: <FormsPage />, handle: { title: 'Forms' } satisfies PageHandle },
];

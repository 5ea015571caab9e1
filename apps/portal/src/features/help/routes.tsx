import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../navigation/pageTitles';
import { lazyPage } from '../../shared/lazyComponent';

const HelpPage = lazyPage(() => import('./HelpPage').then((m) => m.HelpPage));

/** Help (spec 01 §2 `help`) and one article (`help/{slug}`), loaded on first visit. */
export const helpRoutes: RouteObject[] = [
  { path: '/help', element: <HelpPage />, handle: { title: 'Help' } satisfies PageHandle },
  { path: '/help/:slug', element: <HelpPage />, handle: { title: 'Help' } satisfies PageHandle },
];

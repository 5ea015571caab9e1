import { ROUTES } from '@meridian/domain';
import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../navigation/pageTitles';
import { lazyPage } from '../../shared/lazyComponent';

// Its own chunk: a results page opened from a link does not wait for the Quick Search dialog's form.
const LeadSearchPage = lazyPage(() => import('./LeadSearchPage').then((m) => m.LeadSearchPage));

/** The quick search results page (spec 01 §2, §4), loaded on first visit. */
export const quickSearchRoutes: RouteObject[] = [
  { path: ROUTES.leadSearch, element: <LeadSearchPage />, handle: { title: 'Lead Search' } satisfies PageHandle },
];

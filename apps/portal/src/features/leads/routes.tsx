import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../navigation/pageTitles';
import { lazyComponent } from '../../shared/lazyComponent';

const LeadPage = lazyComponent(() => import('./screens').then((m) => m.LeadPage));
const NewLeadPage = lazyComponent(() => import('./screens').then((m) => m.NewLeadPage));

/** The lead page and the New Lead dialog (spec 02 §2, §2.4), each loaded on first visit. */
export const leadRoutes: RouteObject[] = [
  { path: '/lead/new', element: <NewLeadPage />, handle: { title: 'New lead' } satisfies PageHandle },
  {
    path: '/lead/:leadId',
    element: <LeadPage />,
    handle: { title: ({ leadId }) => `Lead ${leadId ?? ''}` } satisfies PageHandle,
  },
];

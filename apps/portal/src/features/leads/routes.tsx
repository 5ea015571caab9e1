import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../navigation/pageTitles';
import { lazyPage } from '../../shared/lazyComponent';

// Each page is a chunk of its own: the lead page (the one agents open most, often straight from a
// link) does not wait for New Lead's form fields, and New Lead not for the lead page's panels.
const LeadPage = lazyPage(() => import('./LeadPage').then((m) => m.LeadPage));
const NewLeadPage = lazyPage(() => import('./NewLeadPage').then((m) => m.NewLeadPage));

/** The lead page and the New Lead dialog (spec 02 §2, §2.4), each loaded on first visit. */
export const leadRoutes: RouteObject[] = [
  { path: '/lead/new', element: <NewLeadPage />, handle: { title: 'New lead' } satisfies PageHandle },
  {
    path: '/lead/:leadId',
    element: <LeadPage />,
    handle: { title: ({ leadId }) => `Lead ${leadId ?? ''}` } satisfies PageHandle,
  },
];

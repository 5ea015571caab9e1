// Leads (spec 02 §2.1-2.4): the lead page at lead/{lead_id} and the New Lead dialog at /lead/new.
// Only the routes leave the feature; every screen loads on first visit.
export { leadRoutes } from './routes';

import { lazyComponent } from '../../shared/lazyComponent';
import type { NewLeadForFormProps } from '../../shared/newLeadSlot';

/**
 * New Lead opened from another form with its data, loaded when it first opens (spec 02 §4.2): the app
 * provides it to every feature through shared/newLeadSlot.
 */
export const LazyNewLeadForForm = lazyComponent(() => import('./NewLeadForForm').then((m) => m.NewLeadForForm));

/** The app's New Lead slot (shared/newLeadSlot): renders the lazy dialog. */
export const renderNewLeadForForm = (props: NewLeadForFormProps) => <LazyNewLeadForForm {...props} />;

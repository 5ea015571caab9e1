// Scope of appointment (spec 02 §2.5-2.7): the lead page's menu, the shell's quick action for the
// selected lead and the dialogs they open. The dialogs are their own chunk, loaded the first time an
// SOA is chosen; the shell loads this index lazily (the quick action shows only on a lead's page),
// so none of it reaches the first load.
import { lazyComponent } from '../../shared/lazyComponent';

export { SoaMenu } from './SoaMenu';
export { SoaQuickAction, type SoaQuickActionProps } from './SoaQuickAction';
export type { SoaChoice } from './choices';
export type { LeadSoaDialogsProps } from './LeadSoaDialogs';

export const LazyLeadSoaDialogs = lazyComponent(() => import('./LeadSoaDialogs').then((m) => m.LeadSoaDialogs));
export type { BulkSoaDialogProps } from './BulkSoaDialog';
/** Bulk Enhanced SOA from a lead search selection: its own chunk, loaded when first opened. */
export const LazyBulkSoaDialog = lazyComponent(() => import('./BulkSoaDialog').then((m) => m.BulkSoaDialog));
export { SoaRecordsPanel } from './SoaRecordsPanel';

// Quick links (spec 01 §3–§8): the Quick Links dialog with edit mode and Create New Quick Link.
// The shell opens the lazy wrapper, so none of the feature's code is in the first paint.
import { lazyComponent } from '../../shared/lazyComponent';

export type { QuickLinksDialogProps } from './QuickLinksDialog';

/** The Quick Links dialog, loaded the first time the sidebar opens it. */
export const LazyQuickLinksDialog = lazyComponent(() => import('./QuickLinksDialog').then((m) => m.QuickLinksDialog));

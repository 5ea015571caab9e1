// Scope of appointment (spec 02 §2.5-2.7): the lead page's menu and the dialogs it opens. The
// dialogs are their own chunk, loaded the first time an SOA is chosen.
import { lazyComponent } from '../../shared/lazyComponent';

export { SoaMenu } from './SoaMenu';
export { SOA_TEXT } from './text';
export type { SoaChoice } from './types';
export type { LeadSoaDialogsProps } from './LeadSoaDialogs';

export const LazyLeadSoaDialogs = lazyComponent(() => import('./LeadSoaDialogs').then((m) => m.LeadSoaDialogs));

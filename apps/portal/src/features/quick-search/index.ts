// Quick search (spec 01 §3, §4, §5, §7): the three-tab dialog and the results page at /lead/search.
// Only lazy wrappers and light helpers leave the feature, so none of its screens is in the first paint.
import { lazyComponent } from '../../shared/lazyComponent';

export type { QuickSearchDialogProps } from './QuickSearchDialog';
export { quickSearchRoutes } from './routes';
// The results page's address, for screens that link to a search, and the Leads menu list's (the dashboard).
export { LEAD_LIST_DEFAULT_SORT, leadListHref, leadSearchHref, type LeadSearchQuery } from './leadSearchQuery';

/** The Quick Search dialog, loaded the first time the header opens it. */
export const LazyQuickSearchDialog = lazyComponent(() =>
  import('./QuickSearchDialog').then((m) => m.QuickSearchDialog),
);

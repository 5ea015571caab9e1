// Quick search (spec 01 §3, §4, §5, §7): the three-tab dialog and the results page at /lead/search.
// The shell loads this module lazily (React.lazy), so none of it is in the first paint.
export { QuickSearchDialog, QUICK_SEARCH_TABS, type QuickSearchDialogProps } from './QuickSearchDialog';
export { LeadSearchPage, RESULTS_TEXT } from './LeadSearchPage';
export { leadSearchHref, readLeadSearchQuery, LEAD_SEARCH_PATH, type LeadSearchQuery, type LeadSearchSort } from './leadSearchQuery';

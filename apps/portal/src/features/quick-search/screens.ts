// The feature's screens as one lazily loaded chunk: the results page and the dialog share most of
// their code, and the first load stays free of both (routes.tsx and index.ts load them from here).
export { LeadSearchPage } from './LeadSearchPage';
export { QuickSearchDialog } from './QuickSearchDialog';

// The public API of the quick-search feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export { QUICK_SEARCH_LEAD_FIELDS, validateLeadListFilters, validateQuickSearch } from './validators';
export type {
  LeadListFilters,
  QuickSearchErrors,
  QuickSearchField,
  QuickSearchTab,
  QuickSearchValues,
} from './validators';
export {
  buildQuickSearchCriteria,
  buildQuickSearchRequest,
  quickSearchAgentOptions,
  quickSearchDefaults,
} from './rules';
export type { AgentOption, QuickSearchUser } from './rules';

import { SearchCriterionStruct, type SearchBody, type SearchCriterion } from '@meridian/api';
import {
  buildQuickSearchCriteria,
  QUICK_SEARCH_PAGE_NUMBER,
  ROUTES,
  validateLeadListFilters,
  type QuickSearchUser,
  type SearchRequest,
} from '@meridian/domain';

/** Where the quick search results live (spec 01 §2, §4). */
export const LEAD_SEARCH_PATH = ROUTES.leadSearch;

/** The results page's columns that the server can order by (the lead search whitelist). */
export const SORTABLE_FIELDS = [
  'lname',
  'dob',
  'phone',
  'city',
  'state_id',
  'zip',
  'dispo_name',
  'agent_lname',
  'lead_date',
] as const;
export type SortField = (typeof SORTABLE_FIELDS)[number];

export interface LeadSearchSort {
  field: SortField;
  desc: boolean;
}

/**
 * What the results page shows, as its URL holds it: the criteria of the quick search (without the
 * account, which is always the signed-in user's), the page and the order. Keeping it in the URL
 * makes reload, back and shared links show the same results.
 */
export interface LeadSearchQuery {
  criteria: Record<string, SearchCriterion>;
  page: number;
  sort: LeadSearchSort | null;
}

/** The address of a results page. */
export function leadSearchHref({ criteria, page, sort }: LeadSearchQuery): string {
  const { account_id: _account, ...shown } = criteria;
  const params = new URLSearchParams({ criteria: JSON.stringify(shown) });
  if (sort) {
    params.set('sort', sort.field);
    params.set('dir', sort.desc ? 'desc' : 'asc');
  }
  if (page > 1) params.set('page', String(page));
  return `${LEAD_SEARCH_PATH}?${params.toString()}`;
}

/** The query of a results page URL: `null` without criteria (the Leads menu link), `'invalid'` when they cannot be read. */
export function readLeadSearchQuery(params: URLSearchParams): LeadSearchQuery | null | 'invalid' {
  const raw = params.get('criteria');
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 'invalid';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'invalid';
  const criteria: Record<string, SearchCriterion> = {};
  for (const [name, criterion] of Object.entries(parsed)) {
    if (name === 'account_id') continue;
    if (!SearchCriterionStruct.is(criterion)) return 'invalid';
    criteria[name] = criterion;
  }
  const page = Number(params.get('page') ?? '1');
  const field = params.get('sort');
  const sort = (SORTABLE_FIELDS as readonly string[]).includes(field ?? '')
    ? { field: field as SortField, desc: params.get('dir') === 'desc' }
    : null;
  return { criteria, page: Number.isSafeInteger(page) && page >= 1 ? page : 1, sort };
}

/** The quick search request of spec 01 §7 for a page of results: the account added back, the order when one is chosen. */
export function leadSearchBody(
  query: LeadSearchQuery,
  request: Omit<SearchRequest, 'criteria'>,
  accountId: number,
): SearchBody {
  return {
    ...request,
    criteria: { ...query.criteria, account_id: { type: 'simple', value: [accountId] } },
    page_number: query.page,
    ...(query.sort ? { orderby_field: query.sort.field, orderby_direction: query.sort.desc ? 'desc' : 'asc' } : {}),
  };
}

/** The query a new quick search starts: page 1, the server's order. */
export function firstPageOf(request: SearchRequest): LeadSearchQuery {
  const { account_id: _account, ...criteria } = request.criteria;
  return { criteria, page: request.page_number ?? QUICK_SEARCH_PAGE_NUMBER, sort: null };
}

/**
 * The Leads menu page before a search (issue 29): the agent's own leads, filtered by disposition and
 * lead date, newest first unless another order is chosen. The filters live in the URL as the
 * search's criteria do (`/lead/search?dispo=12&from=11/01/2026&to=11/30/2026`), so reload and back
 * keep them; a link with criteria is a search and is read by readLeadSearchQuery instead.
 */
export interface LeadListView {
  filters: { lead_dispo_id: string; lead_date_from: string; lead_date_to: string };
  page: number;
  sort: LeadSearchSort;
}

/** The agent's lead list, newest first. */
export const LEAD_LIST_DEFAULT_SORT: LeadSearchSort = { field: 'lead_date', desc: true };

/** The lead list a URL without criteria asks for; filters that fail the domain rules are left out. */
export function readLeadListView(params: URLSearchParams, now: Date): LeadListView {
  const filters = {
    lead_dispo_id: /^\d{1,9}$/.test(params.get('dispo') ?? '') ? params.get('dispo')! : '',
    lead_date_from: params.get('from') ?? '',
    lead_date_to: params.get('to') ?? '',
  };
  const errors = validateLeadListFilters(filters, now);
  if (errors.lead_date_from) filters.lead_date_from = '';
  if (errors.lead_date_to) filters.lead_date_to = '';
  const page = Number(params.get('page') ?? '1');
  const field = params.get('sort');
  const sort = (SORTABLE_FIELDS as readonly string[]).includes(field ?? '')
    ? { field: field as SortField, desc: params.get('dir') === 'desc' }
    : LEAD_LIST_DEFAULT_SORT;
  return { filters, page: Number.isSafeInteger(page) && page >= 1 ? page : 1, sort };
}

/** The address of a lead list page. */
export function leadListHref({ filters, page, sort }: LeadListView): string {
  const params = new URLSearchParams();
  if (filters.lead_dispo_id) params.set('dispo', filters.lead_dispo_id);
  if (filters.lead_date_from) params.set('from', filters.lead_date_from);
  if (filters.lead_date_to) params.set('to', filters.lead_date_to);
  if (sort.field !== LEAD_LIST_DEFAULT_SORT.field || sort.desc !== LEAD_LIST_DEFAULT_SORT.desc) {
    params.set('sort', sort.field);
    params.set('dir', sort.desc ? 'desc' : 'asc');
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${LEAD_SEARCH_PATH}?${query}` : LEAD_SEARCH_PATH;
}

/** The search a lead list page sends: the quick search criteria of the agent and the filters (the domain builds them). */
export function leadListQuery(view: LeadListView, searcher: QuickSearchUser): LeadSearchQuery {
  const { account_id: _account, ...criteria } = buildQuickSearchCriteria(
    {
      user_id: searcher.user_id,
      lead_dispo_id: view.filters.lead_dispo_id ? [view.filters.lead_dispo_id] : [],
      lead_date_from: view.filters.lead_date_from,
      lead_date_to: view.filters.lead_date_to,
    },
    searcher,
  );
  return { criteria, page: view.page, sort: view.sort };
}

// The quick search criteria (spec 01 §3, §4, §5, §7): empty fields dropped, dates sent as YYYYMMDD
// with '*' for an empty range end, the phone stripped of non-word characters, and the agent rules.
import { canSeeAllLeads } from '../leads/visibility';
import { OPEN_RANGE_END, QUICK_SEARCH_PAGE_NUMBER, QUICK_SEARCH_PAGE_SIZE } from '../core/constants/search';
import type { SearchCriteria, SearchRequest } from '../core/types';
import { toSearchDate } from '../core/format/date';
import { asText, isBlank } from '../core/internal/text';
import type { QuickSearchTab, QuickSearchValues } from './validators';

/** Who is searching. */
export interface QuickSearchUser {
  user_id: number;
  account_id: number;
  fname?: string;
  lname?: string;
  rolePermission: readonly string[];
}

const TEXT_FIELDS = [
  'fname',
  'lname',
  'email',
  'city',
  'county',
  'zip',
  'dob_month',
  'lead_vendor_source_code',
] as const;
const MULTI_FIELDS = ['state_id', 'lead_dispo_id', 'tag_id', 'app_dispo_id'] as const;
const FLAG_FIELDS = ['drug_list_updated_flag', 'has_current_plan_flag'] as const;
const RANGES = [
  ['dob', 'dob_from', 'dob_to'],
  ['lead_date', 'lead_date_from', 'lead_date_to'],
] as const;
const SINGLE_DATES = ['drug_list_updated_date_from', 'drug_list_updated_date_to'] as const;

/** The agent criterion: without lead_view_assigned always the user's own id; with it the chosen agent (0 is Unassigned) or none. */
export function quickSearchAgentId(
  chosen: number | string | null | undefined,
  user: QuickSearchUser,
): number | undefined {
  if (!canSeeAllLeads(user.rolePermission)) return user.user_id;
  if (typeof chosen === 'number') return Number.isFinite(chosen) ? chosen : undefined;
  const text = asText(chosen).trim();
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/** The criteria of a quick search; fields left empty are not sent. */
export function buildQuickSearchCriteria(
  values: QuickSearchValues | null | undefined,
  user: QuickSearchUser,
): SearchCriteria {
  const v = values ?? {};
  const criteria: SearchCriteria = {};

  for (const field of TEXT_FIELDS) {
    const text = asText(v[field]).trim();
    if (text !== '') criteria[field] = { type: 'simple', value: [text] };
  }
  const phone = asText(v.phone).replace(/\W/g, '');
  if (phone !== '') criteria.phone = { type: 'simple', value: [phone] };

  for (const field of MULTI_FIELDS) {
    const raw = v[field];
    const list = (Array.isArray(raw) ? raw : [raw]).filter((item) => !isBlank(item));
    if (list.length > 0)
      criteria[field] = {
        type: 'set',
        value: list.map((item) => (typeof item === 'number' ? item : asText(item).trim())),
      };
  }
  for (const field of FLAG_FIELDS) {
    const flag = asText(v[field]);
    if (flag === '0' || flag === '1') criteria[field] = { type: 'simple', value: [flag] };
  }
  for (const [name, from, to] of RANGES) {
    const start = toSearchDate(v[from]);
    const end = toSearchDate(v[to]);
    if (start !== '' || end !== '')
      criteria[name] = { type: 'range', value: [start || OPEN_RANGE_END, end || OPEN_RANGE_END] };
  }
  for (const field of SINGLE_DATES) {
    const date = toSearchDate(v[field]);
    if (date !== '') criteria[field] = { type: 'simple', value: [date] };
  }

  const agent = quickSearchAgentId(v.user_id, user);
  if (agent !== undefined) criteria.user_id = { type: 'simple', value: [agent] };
  criteria.account_id = { type: 'simple', value: [user.account_id] };
  return criteria;
}

/** The lead search request a quick search sends: simple, no field list, page 1 of 200, deleted leads excluded. */
export function buildQuickSearchRequest(
  values: QuickSearchValues | null | undefined,
  user: QuickSearchUser,
): SearchRequest {
  return {
    search_type: 'simple',
    criteria: buildQuickSearchCriteria(values, user),
    field_list: [],
    page_number: QUICK_SEARCH_PAGE_NUMBER,
    records_per_page: QUICK_SEARCH_PAGE_SIZE,
    include_deleted: 0,
  };
}

export interface AgentOption {
  user_id: number;
  label: string;
}

/**
 * The agent list: with lead_view_assigned the server's list as it comes (the server puts its
 * 'Unassigned' entry, user_id 0, first); otherwise only the user.
 */
export function quickSearchAgentOptions(
  agents: ReadonlyArray<{ user_id: number; fname: string; lname: string }> | null | undefined,
  user: QuickSearchUser,
): AgentOption[] {
  const label = (a: { fname?: string; lname?: string }) => `${asText(a.fname)} ${asText(a.lname)}`.trim();
  if (!canSeeAllLeads(user.rolePermission)) return [{ user_id: user.user_id, label: label(user) }];
  return (agents ?? []).map((a) => ({ user_id: a.user_id, label: label(a) }));
}

/** A tab's starting values; switching a tab resets the form. On the Updated Rx tab the agent is the user. */
export function quickSearchDefaults(tab: QuickSearchTab, user: Pick<QuickSearchUser, 'user_id'>): QuickSearchValues {
  return tab === 'rx' ? { user_id: user.user_id } : {};
}

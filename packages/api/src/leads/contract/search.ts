import { array, assign, boolean, literal, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { Flag } from '../../core/common';
import { searchAnswerStruct } from '../../core/search';

// Quick search dropdowns and the lead search rows (spec 02 §7.1).

/**
 * Answer of `GET search/populateDropDowns` (spec 01 §3 quick search dropdown data). With
 * `lead_view_assigned` the agents are every user of the account after 'Unassigned' (user_id 0);
 * without it only the caller.
 */
export const QuickSearchDropdownsStruct = object({
  total_lead_dispos: array(object({ dispo_id: number(), dispo_name: string() })),
  total_agents: array(object({ user_id: number(), fname: string(), lname: string() })),
  total_tags: array(object({ tag_id: number(), tag_name: string() })),
  total_app_dispos: array(object({ dispo_id: number(), dispo_name: string() })),
});
export type QuickSearchDropdowns = Infer<typeof QuickSearchDropdownsStruct>;

/**
 * One row of `POST lead/search/` (the quick search results page). The body is the generic
 * search body; criteria: fname, lname, phone, email, city, county, state_id, zip, dob_month,
 * dob, lead_date, lead_dispo_id, user_id (0 is Unassigned), lead_vendor_source_code, tag_id,
 * app_dispo_id, drug_list_updated_flag, drug_list_updated_date_from/_to, has_current_plan_flag,
 * account_id. With a field_list, only those fields come back.
 */
/** A search row's default address (null when the lead has none). */
export const LeadSearchAddressStruct = object({
  address1: nullable(string()),
  address2: nullable(string()),
  city: nullable(string()),
  state_id: nullable(string()),
  zip: nullable(string()),
  county: nullable(string()),
});

export const LeadSearchRowStruct = object({
  lead_id: number(),
  fname: string(),
  lname: string(),
  /** MM/DD/YYYY. */
  dob: nullable(string()),
  /** Whole years, in Central Time. */
  age: nullable(number()),
  /** 10 digits. */
  phone: nullable(string()),
  email: nullable(string()),
  city: nullable(string()),
  county: nullable(string()),
  state_id: nullable(string()),
  zip: nullable(string()),
  lead_dispo_id: nullable(number()),
  dispo_name: nullable(string()),
  /** 0 when unassigned. */
  user_id: number(),
  agent_fname: nullable(string()),
  agent_lname: nullable(string()),
  /** ISO 8601 instant. */
  lead_date: string(),
  lead_vendor_source_code: nullable(string()),
  drug_list_updated_flag: Flag,
  /** MM/DD/YYYY. */
  drug_list_updated_date: nullable(string()),
  has_current_plan_flag: Flag,
  /** '1' when the client said do not call: the phone is shown, not offered as a call. */
  do_not_call: optional(Flag),
  /** The default address: answered only when the field_list names it (the assign-lead panel, spec 02 §3.7). */
  default_address: optional(nullable(LeadSearchAddressStruct)),
});
export type LeadSearchRow = Infer<typeof LeadSearchRowStruct>;

/**
 * Answer of `POST lead/search/`. total_records counts at most 2 000 matches; when more match,
 * total_capped is true (the results page says so and asks to narrow the search).
 */
export const LeadSearchAnswerStruct = assign(
  searchAnswerStruct(LeadSearchRowStruct),
  object({ total_capped: optional(boolean()) }),
);
export type LeadSearchAnswer = Infer<typeof LeadSearchAnswerStruct>;

/**
 * Answer of `GET user/{id}/lead/dispositionCounts`: how many of the agent's leads hold each
 * disposition, most first; leads without one are counted under `lead_dispo_id` null.
 */
export const LeadDispositionCountsStruct = object({
  success: literal(true),
  total_leads: number(),
  result: array(object({ lead_dispo_id: nullable(number()), dispo_name: nullable(string()), count: number() })),
});
export type LeadDispositionCounts = Infer<typeof LeadDispositionCountsStruct>;

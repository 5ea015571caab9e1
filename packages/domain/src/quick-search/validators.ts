// Quick search (spec 01 §4 Quick search, §5 Quick search).
import { PHONE_MAX_LENGTH } from '../core/constants/limits';
import { dateKey, parseUsDate } from '../core/internal/calendar';
import { asText, isBlank } from '../core/internal/text';
import { invalidLengthMessage } from '../core/messages/field';
import { CONTACT_EDITOR_MESSAGES } from '../contact-editors/messages';
import { LEAD_MESSAGES } from '../leads/messages';
import { QUICK_SEARCH_MESSAGES as M } from '../shell/messages';
import { REPORT_MESSAGES } from '../reports/messages';
import { isValidZip } from '../core/validators/contact-fields';
import { checkPastDate } from '../core/validators/date';

/** The three tabs: Lead; Updated Rx + Current Plan; Application. */
export type QuickSearchTab = 'lead' | 'rx' | 'application';

type Multi = ReadonlyArray<string | number> | string | number | null | undefined;

/** The quick search form. Multi-valued fields take arrays; `user_id` null means no agent chosen (0 is Unassigned). */
export interface QuickSearchValues {
  fname?: string | null;
  lname?: string | null;
  phone?: string | null;
  email?: string | null;
  city?: string | null;
  county?: string | null;
  state_id?: Multi;
  zip?: string | null;
  dob_month?: string | number | null;
  dob_from?: string | null;
  dob_to?: string | null;
  lead_date_from?: string | null;
  lead_date_to?: string | null;
  lead_dispo_id?: Multi;
  user_id?: number | string | null;
  /** Labelled Tracking Code. */
  lead_vendor_source_code?: string | null;
  tag_id?: Multi;
  app_dispo_id?: Multi;
  /** '1' yes, '0' no, '' not chosen. */
  drug_list_updated_flag?: string | null;
  has_current_plan_flag?: string | null;
  drug_list_updated_date_from?: string | null;
  drug_list_updated_date_to?: string | null;
}

export type QuickSearchField = keyof QuickSearchValues;
/** Field errors, and `form` for the Lead tab's 'fill at least one field'. */
export type QuickSearchErrors = Partial<Record<QuickSearchField | 'form', string>>;

/** The fields of the Lead tab, in screen order. */
export const QUICK_SEARCH_LEAD_FIELDS: readonly QuickSearchField[] = [
  'fname',
  'lname',
  'phone',
  'email',
  'city',
  'county',
  'state_id',
  'zip',
  'dob_month',
  'dob_from',
  'dob_to',
  'lead_date_from',
  'lead_date_to',
  'lead_dispo_id',
  'user_id',
  'lead_vendor_source_code',
  'tag_id',
];

/** Whether a form value counts as filled: non-blank text, a non-empty list, any number (0 is Unassigned). */
export function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => !isBlank(item));
  if (typeof value === 'number') return Number.isFinite(value);
  return !isBlank(value);
}

function dateError(value: unknown, now: Date, { pastOnly }: { pastOnly: boolean }): string | undefined {
  if (isBlank(value)) return undefined;
  if (pastOnly) return checkPastDate(asText(value), now) ? LEAD_MESSAGES.dateInvalid : undefined;
  return parseUsDate(value) ? undefined : LEAD_MESSAGES.dateInvalid;
}

/** Validates one tab of the quick search; an empty object means the search may run. */
export function validateQuickSearch(
  tab: QuickSearchTab,
  values: QuickSearchValues | null | undefined,
  now: Date,
): QuickSearchErrors {
  const v = values ?? {};
  const errors: QuickSearchErrors = {};
  const set = (field: QuickSearchField | 'form', message: string | undefined) => {
    if (message) errors[field] = message;
  };

  if (tab === 'lead') {
    if (!QUICK_SEARCH_LEAD_FIELDS.some((field) => isFilled(v[field]))) set('form', M.fillAtLeastOneField);
    set('phone', asText(v.phone).length > PHONE_MAX_LENGTH ? invalidLengthMessage('Phone') : undefined);
    set('zip', isBlank(v.zip) || isValidZip(asText(v.zip)) ? undefined : CONTACT_EDITOR_MESSAGES.zipInvalid);
    set('dob_from', dateError(v.dob_from, now, { pastOnly: true }));
    set('dob_to', dateError(v.dob_to, now, { pastOnly: true }));
    set('lead_date_from', dateError(v.lead_date_from, now, { pastOnly: false }));
    set('lead_date_to', dateError(v.lead_date_to, now, { pastOnly: false }));
  } else if (tab === 'rx') {
    const flagChosen = ['0', '1'].includes(asText(v.drug_list_updated_flag));
    for (const field of ['drug_list_updated_date_from', 'drug_list_updated_date_to'] as const) {
      set(field, flagChosen && isBlank(v[field]) ? M.fieldRequired : dateError(v[field], now, { pastOnly: false }));
    }
  } else {
    set('app_dispo_id', isFilled(v.app_dispo_id) ? undefined : M.applicationDispositionRequired);
  }
  return errors;
}

/** The filters of the agent's own lead list (the Leads menu page before a search, issue 29). */
export interface LeadListFilters {
  lead_dispo_id?: string | null;
  lead_date_from?: string | null;
  lead_date_to?: string | null;
}

/**
 * Validates the lead list's filters: each date a real MM/DD/YYYY date, and the "to" date not before
 * the "from" date. None filled is valid: the list is then all of the agent's leads.
 */
export function validateLeadListFilters(
  values: LeadListFilters | null | undefined,
  now: Date,
): Partial<Record<keyof LeadListFilters, string>> {
  const v = values ?? {};
  const errors: Partial<Record<keyof LeadListFilters, string>> = {};
  const from = dateError(v.lead_date_from, now, { pastOnly: false });
  const to = dateError(v.lead_date_to, now, { pastOnly: false });
  if (from) errors.lead_date_from = from;
  if (to) errors.lead_date_to = to;
  if (!from && !to && !isBlank(v.lead_date_from) && !isBlank(v.lead_date_to)) {
    const start = parseUsDate(v.lead_date_from);
    const end = parseUsDate(v.lead_date_to);
    if (start && end && dateKey(end) < dateKey(start))
      errors.lead_date_to = REPORT_MESSAGES.toBeforeFrom('Lead Date To', 'Lead Date From');
  }
  return errors;
}

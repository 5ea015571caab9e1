// Leads (spec 02 §3.1, §3.2, §3.7, §4.2, §8).
import { NEW_LEAD_TYPE_ID } from '../core/constants/lookups';
import { LEAD_SEARCH_PANEL_FIELDS } from '../core/constants/search';
import type { ErrorAnswer, SearchRequest } from '../core/types';
import type { NewLeadPayload } from './types';
import { stripPhone } from '../core/format/phone';
import { centralDate, parseUsDate } from '../core/internal/calendar';
import { asText, isBlank } from '../core/internal/text';
import type { NewLeadValues } from './new-lead';

/** Age in whole years on today's date (Central Time) for a MM/DD/YYYY birthdate; undefined when unknown or in the future. */
export function calculateAge(dob: string | null | undefined, now: Date): number | undefined {
  const birth = parseUsDate(dob);
  const today = centralDate(now);
  if (!birth) return undefined;
  const hadBirthday = today.month * 100 + today.day >= birth.month * 100 + birth.day;
  const age = today.year - birth.year - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : undefined;
}

/** The body of Add Lead: lead type '1', the phone as 10 digits, a home address with zip, county and state; empty parts left out. */
export function buildNewLeadPayload(
  values: NewLeadValues,
  owner: { user_id: number; account_id: number },
): NewLeadPayload {
  const text = (value: unknown) => asText(value).trim();
  const payload: NewLeadPayload = {
    fname: text(values.fname),
    lname: text(values.lname),
    gender: text(values.gender) === 'M' || text(values.gender) === 'F' ? (text(values.gender) as 'M' | 'F') : '',
    dob: text(values.dob),
    phones: isBlank(values.phone)
      ? []
      : [{ phone_type: text(values.phone_type) || 'Home', phone: stripPhone(values.phone) }],
    emails: isBlank(values.email) ? [] : [{ email_type: text(values.email_type) || 'Home', email: text(values.email) }],
    addresses:
      isBlank(values.zip) && isBlank(values.state_id)
        ? []
        : [
            {
              address_type_id: 'home',
              zip: text(values.zip),
              county: text(values.county),
              state_id: text(values.state_id),
            },
          ],
    user_id: owner.user_id,
    account_id: owner.account_id,
    lead_type_id: NEW_LEAD_TYPE_ID,
  };
  if (!isBlank(values.b2bpartner_id)) payload.b2bpartner_id = values.b2bpartner_id as number | string;
  if (!isBlank(values.source_code)) payload.source_code = text(values.source_code);
  return payload;
}

/** An Add Lead error: the message plus each MESSAGE from the result lists, joined by '. '. */
export function addLeadErrorMessage(answer: ErrorAnswer | null | undefined): string {
  const details = Object.values(answer?.result ?? {}).flatMap((list) =>
    (Array.isArray(list) ? list : []).map((item) => asText(item?.MESSAGE).trim()),
  );
  return [asText(answer?.message).trim(), ...details].filter((part) => part !== '').join('. ');
}

/** The assign-lead search: within the account, first and last name as prefixes (value followed by %). */
export function buildLeadSearchPanelRequest(
  values: { fname?: string | null; lname?: string | null },
  { account_id, records_per_page = 10 }: { account_id: number; records_per_page?: number },
): SearchRequest {
  const criteria: SearchRequest['criteria'] = { account_id: { type: 'simple', value: [account_id] } };
  for (const field of ['fname', 'lname'] as const) {
    const value = asText(values[field]).trim();
    if (value !== '') criteria[field] = { type: 'simple', value: [`${value}%`] };
  }
  return {
    search_type: 'simple',
    criteria,
    field_list: [...LEAD_SEARCH_PANEL_FIELDS],
    page_number: 1,
    records_per_page,
  };
}

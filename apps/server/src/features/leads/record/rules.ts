// The lead record's rules on the server (spec 02 §3.1, §3.2, §5.1, §5.2, §6): a save's payload
// checked with the same domain validators the forms run, its normalizers and the audit lines
// of contact rows. Pure: changes.ts turns a valid save into writes, the repository writes them.
import type { LeadRecord, LeadUpdate, NewLead } from '@meridian/api';
import {
  inchesToFeetInches,
  isOriginationLocked,
  maxLengthHint,
  normalizePartDate,
  partDateToWire,
  TAG_MAX_LENGTH,
  validateLeadDetails,
  validateNewLead,
  type LeadDetailsValues,
} from '@meridian/domain';

/** What the server says when it refuses (the spec gives no text for these; see the server README). */
export const LEAD_RECORD_REFUSALS = {
  originationLocked:
    'The lead origination data of this lead cannot be changed: it came from a lead vendor and you do not have permission to edit it.',
  invalid: 'The lead was not saved.',
  addInvalid: 'The lead was not added',
  duplicate: 'This lead may already exist. Review the matching leads, then confirm to add it anyway.',
  unknownVendor: 'The lead source vendor was not found.',
  unknownPartner: 'The client/partner/affiliate was not found.',
  unknownCampaign: 'The campaign was not found.',
  unknownSegment: 'The segment was not found for this campaign.',
  unknownLeadType: 'The lead type was not found.',
  unknownProductType: 'The product type was not found.',
  unknownAgent: 'The agent was not found.',
  otherAgent: 'You may only add leads for yourself.',
} as const;

/** A refusal's fields: `{ field: [{ MESSAGE }] }` (spec 02 §7.1: result is a map of lists of objects with MESSAGE). */
export type FieldMessages = Record<string, Array<{ MESSAGE: string }>>;

export const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '');
export const text = (value: string | null | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};
export const looseNumber = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
/** MM/DD/YYYY → YYYY-MM-DD (the caller validated it), '' → null. */
export function usDateToIso(value: string | null | undefined): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec((value ?? '').trim());
  if (!m) return null;
  return `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}
/** A Part A/B date as typed (MM/YYYY or a whole date) → the first of its month, YYYY-MM-01; '' → null. */
export function partDateToIso(value: string | null | undefined): string | null {
  return usDateToIso(partDateToWire(normalizePartDate(value)));
}

/** The SSN for the audit and the answer: every digit but the last four hidden. */
export function maskedSsn(lastFour: string | null | undefined): string {
  return lastFour ? `***-**-${lastFour}` : '';
}
/** The Medicare number for the audit: only its last four. */
export function maskedHicn(hicn: string | null | undefined): string | null {
  return hicn ? `*******${hicn.slice(-4)}` : null;
}

/** The checks of a Lead Details save, with the domain's validator: the summary lines and the fields' messages. */
export function validateLeadUpdate(
  current: LeadRecord,
  body: LeadUpdate,
  now: Date,
  { partnerFieldsEnabled = false }: { partnerFieldsEnabled?: boolean } = {},
): { summary: string[]; fields: FieldMessages } {
  const height = body.height === undefined ? undefined : looseNumber(body.height);
  const { feet, inches } =
    height === undefined || height === null ? { feet: 0, inches: 0 } : inchesToFeetInches(height);
  const live = <T extends { [k: string]: unknown }>(rows: readonly T[] | undefined, cls: keyof T) =>
    rows?.filter((row) => !row[cls]);
  const values: LeadDetailsValues = {
    title: body.title,
    fname: body.fname ?? current.fname,
    mname: body.mname,
    lname: body.lname ?? current.lname,
    dob: body.dob,
    height_feet: height ? String(feet) : undefined,
    height_inches: height ? String(inches) : undefined,
    weight: body.weight === undefined || body.weight === null ? undefined : String(body.weight),
    ssn: body.ssn !== undefined && body.ssn !== null && !body.ssn.includes('*') ? body.ssn : undefined,
    hicn: body.hicn,
    medicare_parta_date: body.medicare_parta_date,
    medicare_partb_date: body.medicare_partb_date,
    medicaid_number: body.medicaid_number,
    contact_name: body.contact_name,
    contact_phone: body.contact_phone?.phone,
    emergency_name: body.emergency_name,
    emergency_phone: body.emergency_phone?.phone,
    phones: live(body.phones, 'phone_class'),
    emails: live(body.emails, 'email_class'),
    addresses: live(body.addresses, 'address_class'),
    source_code: body.source_code === undefined ? current.source_code : body.source_code,
  };
  // The partner list mode (spec 02 §5.1): the configured account, and the lead has a partner once saved.
  const partner = body.b2bpartner_id === undefined ? current.b2bpartner_id : looseNumber(body.b2bpartner_id);
  const trackingCodeRequired = partnerFieldsEnabled && partner !== null;
  const { errors, summary } = validateLeadDetails(values, { now, trackingCodeRequired });
  const fields: FieldMessages = {};
  for (const [field, message] of Object.entries(errors)) fields[field] = [{ MESSAGE: message }];
  // Height beyond 8 ft 12 in cannot be told apart by feet and inches alone.
  if (height !== undefined && height !== null && height > 108 && !fields.height_feet) {
    fields.height = [{ MESSAGE: 'Height cannot be more than 8 ft.' }];
    summary.push('Height contains invalid data.');
  }
  (body.tags ?? []).forEach((tag, i) => {
    if (tag.trim().length > TAG_MAX_LENGTH) {
      fields[`tags.${i}`] = [{ MESSAGE: maxLengthHint(TAG_MAX_LENGTH) }];
      if (!summary.includes('Tags has an invalid length.')) summary.push('Tags has an invalid length.');
    }
  });
  return { summary, fields };
}

/**
 * The checks of an add lead (spec 02 §5.2), with the domain's validator. On the one configured
 * account (`lead_b2bpartner_fields_enabled`) partner and tracking code are required.
 */
export function validateNewLeadBody(
  body: NewLead,
  now: Date,
  { partnerFieldsShown = false }: { partnerFieldsShown?: boolean } = {},
): FieldMessages {
  const phone = body.phones?.[0];
  const email = body.emails?.[0];
  const address = body.addresses?.[0];
  const errors = validateNewLead(
    {
      fname: body.fname,
      lname: body.lname,
      b2bpartner_id: body.b2bpartner_id,
      source_code: body.source_code,
      phone: phone?.phone,
      phone_type: phone?.phone_type,
      email: email?.email,
      email_type: email?.email_type,
      dob: body.dob,
      gender: body.gender ?? '',
      zip: address?.zip,
      county: address?.county,
      state_id: address?.state_id,
    },
    { now, partnerFieldsShown },
  );
  const fields: FieldMessages = {};
  for (const [field, message] of Object.entries(errors)) if (message) fields[field] = [{ MESSAGE: message }];
  return fields;
}

/** Whether the caller may change origination data on this lead (spec 02 §6). */
export function originationLocked(current: LeadRecord, permissions: Iterable<string>, vendorCount: number): boolean {
  return isOriginationLocked({ leadVendorId: current.lead_vendor_id, permissions: [...permissions], vendorCount });
}

/** One line per contact row, for the audit of a list. */
export const phoneLine = (p: { phone_type: string; phone: string; phone_ext?: string | null }) =>
  [p.phone_type, p.phone, p.phone_ext].filter(Boolean).join(' ');
export const emailLine = (e: { email_type: string; email: string }) => `${e.email_type} ${e.email}`;
export const addressLine = (a: {
  address_type_id: string;
  address1?: string | null;
  city?: string | null;
  state_id?: string | null;
  zip?: string | null;
}) => [a.address_type_id, a.address1, a.city, a.state_id, a.zip].filter(Boolean).join(' ');

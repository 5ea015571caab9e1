// The lead record's rules on the server (spec 02 §3.1, §3.2, §5.1, §5.2, §6): a save's payload
// checked with the same domain validators the forms run, and turned into column values, audit
// entries and contact-permission changes. Pure: the repository reads and writes.
import type { LeadRecord, LeadUpdate, NewLead } from '@meridian/api';
import {
  CONTACT_PERMISSION_TYPES,
  inchesToFeetInches,
  isOriginationLocked,
  maxLengthHint,
  normalizeMedicareNumber,
  normalizePartDate,
  partDateToWire,
  stripSsn,
  TAG_MAX_LENGTH,
  validateLeadDetails,
  validateNewLead,
  type ContactPermissionType,
  type LeadDetailsValues,
} from '@meridian/domain';
import type { Updateable } from 'kysely';
import type { LeadTable } from './leads.table';

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

const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '');
const text = (value: string | null | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};
const looseNumber = (value: number | string | null | undefined): number | null => {
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
function partDateToIso(value: string | null | undefined): string | null {
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

/** A contact row of a save, normalized (class rows are left out before this). */
export interface PhoneChange {
  phone_id: number | null;
  phone_type: LeadRecord['phones'][number]['phone_type'];
  phone: string;
  phone_ext: string | null;
  isSelected: boolean;
}
export interface EmailChange {
  email_id: number | null;
  email_type: LeadRecord['emails'][number]['email_type'];
  email: string;
  isSelected: boolean;
}
export interface AddressChange {
  address_id: number | null;
  address_type_id: LeadRecord['addresses'][number]['address_type_id'];
  address1: string | null;
  address2: string | null;
  city: string | null;
  state_id: string | null;
  zip: string | null;
  zip_4: string | null;
  county: string | null;
  county_fips: string | null;
  country_id: number;
  apo: '0' | '1';
  isSelected: boolean;
}

/** A save turned into writes. */
export interface LeadChanges {
  columns: Updateable<LeadTable>;
  /** The SSN's digits as sent ('' clears it); undefined keeps it. Audited by the repository (it knows the old digits). */
  ssn: string | undefined;
  tags: string[] | undefined;
  phones: PhoneChange[] | undefined;
  emails: EmailChange[] | undefined;
  addresses: AddressChange[] | undefined;
  audit: Array<{ field: string; old_value: string | null; new_value: string | null }>;
  permissions: Array<{ permission_type: ContactPermissionType; to_contact: 0 | 1 }>;
  /** Which origination fields change (for the lock). */
  originationChanged: string[];
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

/** The origination fields as the wire names them, with their column. */
const ORIGINATION: Array<{
  wire: keyof LeadUpdate & keyof LeadRecord;
  column: keyof LeadTable;
  kind: 'id' | 'text';
}> = [
  { wire: 'source_vendor_id', column: 'lead_vendor_id', kind: 'id' },
  { wire: 'source_adcode', column: 'source_adcode', kind: 'text' },
  { wire: 'b2bpartner_id', column: 'b2bpartner_id', kind: 'id' },
  { wire: 'source_code', column: 'lead_vendor_source_code', kind: 'text' },
  { wire: 'campaign_id', column: 'campaign_id', kind: 'id' },
  { wire: 'campaign_segment_code', column: 'campaign_segment_code', kind: 'text' },
  { wire: 'lead_type_id', column: 'lead_type_id', kind: 'id' },
  { wire: 'product_type_id', column: 'product_type_id', kind: 'id' },
];

/** Whether the caller may change origination data on this lead (spec 02 §6). */
export function originationLocked(current: LeadRecord, permissions: Iterable<string>, vendorCount: number): boolean {
  return isOriginationLocked({ leadVendorId: current.lead_vendor_id, permissions: [...permissions], vendorCount });
}

const asAudit = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** The writes of a valid save: only what differs from the lead as it is. */
export function leadChanges(current: LeadRecord, body: LeadUpdate): LeadChanges {
  const columns: Updateable<LeadTable> = {};
  const audit: LeadChanges['audit'] = [];
  const change = (field: string, column: keyof LeadTable, before: unknown, after: unknown, stored: unknown = after) => {
    if (asAudit(before) === asAudit(after)) return;
    (columns as Record<string, unknown>)[column] = stored;
    audit.push({ field, old_value: asAudit(before), new_value: asAudit(after) });
  };

  for (const field of ['title', 'fname', 'lname', 'medicaid_number'] as const) {
    const value = body[field];
    if (value !== undefined) change(field, field, current[field], text(value) ?? '', text(value));
  }
  if (body.mname !== undefined) change('mname', 'mname', current.mname, text(body.mname) ?? '', text(body.mname));
  if (body.medicaid_state !== undefined) {
    const state = text(body.medicaid_state)?.toUpperCase() ?? null;
    change('medicaid_state', 'medicaid_state', current.medicaid_state, state ?? '', state);
  }
  if (body.dob !== undefined) {
    const iso = usDateToIso(body.dob);
    const wire = iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '';
    change('dob', 'dob', current.dob, wire, iso);
  }
  if (body.gender !== undefined) change('gender', 'gender', current.gender, body.gender ?? '', body.gender || null);
  if (body.marital_status !== undefined)
    change(
      'marital_status',
      'marital_status',
      current.marital_status,
      body.marital_status ?? '',
      body.marital_status || null,
    );
  if (body.height !== undefined) change('height', 'height', current.height, looseNumber(body.height));
  if (body.weight !== undefined) change('weight', 'weight', current.weight, looseNumber(body.weight));
  if (body.hicn !== undefined) {
    const hicn = normalizeMedicareNumber(body.hicn ?? '') || null;
    if ((current.hicn || null) !== hicn) {
      columns.hicn = hicn;
      audit.push({ field: 'hicn', old_value: maskedHicn(current.hicn), new_value: maskedHicn(hicn) });
    }
  }
  for (const field of ['medicare_parta_date', 'medicare_partb_date'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    const iso = partDateToIso(value);
    const wire = iso ? `${iso.slice(5, 7)}/01/${iso.slice(0, 4)}` : '';
    change(field, field, current[field], wire, iso);
  }

  // A masked value (the answer's own) or none keeps the SSN; the repository compares the digits.
  const ssn = body.ssn !== undefined && !(body.ssn ?? '').includes('*') ? stripSsn(body.ssn) : undefined;

  // source_vendor_id is also sent as lead_vendor_id: either sets the lead's vendor.
  const vendor = body.source_vendor_id !== undefined ? body.source_vendor_id : body.lead_vendor_id;
  const originationChanged: string[] = [];
  for (const { wire, column, kind } of ORIGINATION) {
    const raw = wire === 'source_vendor_id' ? vendor : body[wire];
    if (raw === undefined) continue;
    const next = kind === 'id' ? looseNumber(raw as number | string | null) : text(raw as string | null);
    const before = current[wire];
    if (asAudit(before) !== asAudit(next)) originationChanged.push(wire);
    change(wire, column, before, kind === 'text' ? (next ?? '') : next, next);
  }

  const permissions: LeadChanges['permissions'] = [];
  for (const type of CONTACT_PERMISSION_TYPES) {
    const flag = body[type];
    if (flag === undefined || flag === current[type]) continue;
    columns[type] = flag;
    audit.push({ field: type, old_value: current[type], new_value: flag });
    permissions.push({ permission_type: type, to_contact: flag === '1' ? 1 : 0 });
  }

  for (const who of ['contact', 'emergency'] as const) {
    const name = body[`${who}_name`];
    if (name !== undefined) change(`${who}_name`, `${who}_name`, current[`${who}_name`], text(name) ?? '', text(name));
    const relationship = body[`${who}_relationship`];
    if (relationship !== undefined)
      change(
        `${who}_relationship`,
        `${who}_relationship`,
        current[`${who}_relationship`],
        text(relationship) ?? '',
        text(relationship),
      );
    const phone = body[`${who}_phone`];
    if (phone !== undefined) {
      // Under 10 digits is treated as empty (spec 02 §5.1).
      const number = digits(phone?.phone).length === 10 ? digits(phone?.phone) : null;
      const before = current[`${who}_phone`];
      const type = number ? (phone?.phone_type ?? 'Home') : null;
      const ext = number ? text(phone?.phone_ext) : null;
      const show = (p: string | null, t: string | null, e: string | null) =>
        p ? [t, p, e].filter(Boolean).join(' ') : null;
      const was = show(before?.phone || null, before?.phone ? before.phone_type : null, before?.phone_ext ?? null);
      const now = show(number, type, ext);
      if (was !== now) {
        columns[`${who}_phone`] = number;
        columns[`${who}_phone_type`] = type;
        columns[`${who}_phone_ext`] = ext;
        audit.push({ field: `${who}_phone`, old_value: was, new_value: now });
      }
    }
  }

  let tags: string[] | undefined;
  if (body.tags !== undefined) {
    const seen = new Set<string>();
    tags = [];
    for (const tag of body.tags) {
      const name = tag.trim();
      if (name === '' || seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      tags.push(name);
    }
    const was = [...current.tags].sort().join(', ');
    const now = [...tags].sort().join(', ');
    if (was !== now) audit.push({ field: 'tags', old_value: was || null, new_value: now || null });
    else tags = undefined;
  }

  return {
    columns,
    ssn,
    tags,
    phones: body.phones
      ?.filter((row) => !row.phone_class)
      .map((row) => ({
        phone_id: row.phone_id ?? null,
        phone_type: row.phone_type,
        phone: digits(row.phone),
        phone_ext: text(row.phone_ext),
        isSelected: Boolean(row.isSelected),
      })),
    emails: body.emails
      ?.filter((row) => !row.email_class)
      .map((row) => ({
        email_id: row.email_id ?? null,
        email_type: row.email_type,
        email: row.email.trim(),
        isSelected: Boolean(row.isSelected),
      })),
    addresses: body.addresses
      ?.filter((row) => !row.address_class)
      .map((row) => ({
        address_id: row.address_id ?? null,
        address_type_id: row.address_type_id,
        address1: text(row.address1),
        address2: text(row.address2),
        city: text(row.city),
        state_id: text(row.state_id)?.toUpperCase() ?? null,
        zip: text(row.zip),
        zip_4: text(row.zip_4),
        county: text(row.county),
        county_fips: text(row.county_fips),
        country_id: row.country_id ?? 1,
        apo: row.apo ?? '0',
        isSelected: Boolean(row.isSelected),
      })),
    audit,
    permissions,
    originationChanged,
  };
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

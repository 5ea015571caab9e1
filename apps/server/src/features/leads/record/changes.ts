// A valid Lead Details save turned into writes (spec 02 §3.1, §5.1, §6): only what differs from the
// lead as it is — column values, audit entries, contact-permission changes, tags and contact rows.
// Pure: save.ts writes them.
import type { LeadRecord, LeadUpdate } from '@meridian/api';
import {
  CONTACT_PERMISSION_TYPES,
  normalizeMedicareNumber,
  stripSsn,
  type ContactPermissionType,
} from '@meridian/domain';
import type { Updateable } from 'kysely';
import type { LeadTable } from '../leads.table';
import { digits, looseNumber, maskedHicn, partDateToIso, text, usDateToIso } from './rules';

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

const asAudit = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** The columns and audit entries a save collects; `change` adds one when before and after differ. */
interface Collected {
  columns: Updateable<LeadTable>;
  audit: LeadChanges['audit'];
  change(field: string, column: keyof LeadTable, before: unknown, after: unknown, stored?: unknown): void;
}

function collector(): Collected {
  const columns: Updateable<LeadTable> = {};
  const audit: LeadChanges['audit'] = [];
  return {
    columns,
    audit,
    change(field, column, before, after, stored = after) {
      if (asAudit(before) === asAudit(after)) return;
      (columns as Record<string, unknown>)[column] = stored;
      audit.push({ field, old_value: asAudit(before), new_value: asAudit(after) });
    },
  };
}

/** The writes of a valid save: only what differs from the lead as it is. */
export function leadChanges(current: LeadRecord, body: LeadUpdate): LeadChanges {
  const collected = collector();
  personChanges(collected, current, body);
  const originationChanged = originationChanges(collected, current, body);
  const permissions = permissionChanges(collected, current, body);
  for (const who of ['contact', 'emergency'] as const) contactPersonChanges(collected, current, body, who);
  const tags = tagChanges(collected, current, body);
  // A masked value (the answer's own) or none keeps the SSN; the repository compares the digits.
  const ssn = body.ssn !== undefined && !(body.ssn ?? '').includes('*') ? stripSsn(body.ssn) : undefined;
  return {
    columns: collected.columns,
    ssn,
    tags,
    ...contactRows(body),
    audit: collected.audit,
    permissions,
    originationChanged,
  };
}

/** The client's own fields: names, birth date, gender, marital status, height and weight, Medicare and Medicaid. */
function personChanges({ columns, audit, change }: Collected, current: LeadRecord, body: LeadUpdate) {
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
}

/** The lead's origination ids and codes; which of them change (for the lock). */
function originationChanges({ change }: Collected, current: LeadRecord, body: LeadUpdate): string[] {
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
  return originationChanged;
}

/** The contact permissions that change, each also a column and an audit entry. */
function permissionChanges({ columns, audit }: Collected, current: LeadRecord, body: LeadUpdate) {
  const permissions: LeadChanges['permissions'] = [];
  for (const type of CONTACT_PERMISSION_TYPES) {
    const flag = body[type];
    if (flag === undefined || flag === current[type]) continue;
    columns[type] = flag;
    audit.push({ field: type, old_value: current[type], new_value: flag });
    permissions.push({ permission_type: type, to_contact: flag === '1' ? 1 : 0 });
  }
  return permissions;
}

/** The contact person's or the emergency contact's name, relationship and phone. */
function contactPersonChanges(
  { columns, audit, change }: Collected,
  current: LeadRecord,
  body: LeadUpdate,
  who: 'contact' | 'emergency',
) {
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

/** The tags as sent, trimmed and without repeats; undefined when they are the lead's own. */
function tagChanges({ audit }: Collected, current: LeadRecord, body: LeadUpdate): string[] | undefined {
  if (body.tags === undefined) return undefined;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of body.tags) {
    const name = tag.trim();
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    tags.push(name);
  }
  const was = [...current.tags].sort().join(', ');
  const now = [...tags].sort().join(', ');
  if (was === now) return undefined;
  audit.push({ field: 'tags', old_value: was || null, new_value: now || null });
  return tags;
}

/** The phone, email and address rows of a save, normalized; class rows are left out. */
function contactRows(body: LeadUpdate): Pick<LeadChanges, 'phones' | 'emails' | 'addresses'> {
  return {
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
  };
}

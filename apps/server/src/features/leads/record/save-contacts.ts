// Saving a lead's phones, emails and addresses (spec 02 §3.1): rows with an id are updated, new rows
// added, each list audited as a whole, and the preferred rows handed back for the lead's defaults;
// and the county of an address from its zip.
import type { Transaction } from 'kysely';
import type { DB } from '../../../schema';
import type { Tenant } from '../../../db/tenant';
import { HttpError } from '../../../http/errors';
import { addressLine, emailLine, phoneLine } from './rules';
import type { AddressChange, EmailChange, LeadChanges, PhoneChange } from './changes';
import type { LoadedLead } from './read';
import type { Db } from './actor';

type AuditEntry = LeadChanges['audit'][number];
type Preferred = { phone?: number | null; email?: number | null; address?: number | null };

/** Saves the contact lists the change carries; answers the ids chosen as defaults. */
export async function saveContacts(
  trx: Transaction<DB>,
  t: Tenant,
  current: LoadedLead,
  changes: LeadChanges,
  audit: AuditEntry[],
): Promise<Preferred> {
  const leadId = current.record.lead_id;
  const preferred: { phone?: number | null; email?: number | null; address?: number | null } = {};
  if (changes.phones) {
    preferred.phone = await saveContactList<PhoneChange>(
      changes.phones,
      (p) => p.phone_id,
      async (p, id) =>
        (
          await t
            .updateTable('lead_phone')
            .set({ phone: p.phone, phone_type: p.phone_type, phone_ext: p.phone_ext })
            .where('lead_id', '=', leadId)
            .where('phone_id', '=', id)
            .returning('phone_id')
            .executeTakeFirst()
        )?.phone_id,
      async (p) =>
        (
          await t
            .insertInto('lead_phone', {
              lead_id: leadId,
              phone: p.phone,
              phone_type: p.phone_type,
              phone_ext: p.phone_ext,
            })
            .returning('phone_id')
            .executeTakeFirstOrThrow()
        ).phone_id,
    );
    listAudit(audit, 'phones', current.record.phones.map(phoneLine), changes.phones.map(phoneLine));
  }
  if (changes.emails) {
    preferred.email = await saveContactList<EmailChange>(
      changes.emails,
      (e) => e.email_id,
      async (e, id) =>
        (
          await t
            .updateTable('lead_email')
            .set({ email: e.email, email_type: e.email_type })
            .where('lead_id', '=', leadId)
            .where('email_id', '=', id)
            .returning('email_id')
            .executeTakeFirst()
        )?.email_id,
      async (e) =>
        (
          await t
            .insertInto('lead_email', { lead_id: leadId, email: e.email, email_type: e.email_type })
            .returning('email_id')
            .executeTakeFirstOrThrow()
        ).email_id,
    );
    listAudit(audit, 'emails', current.record.emails.map(emailLine), changes.emails.map(emailLine));
  }
  if (changes.addresses) {
    const resolved: AddressChange[] = [];
    for (const address of changes.addresses) resolved.push(await resolveCounty(trx, address));
    preferred.address = await saveContactList<AddressChange>(
      resolved,
      (a) => a.address_id,
      async ({ address_id: _id, isSelected: _s, ...a }, id) =>
        (
          await t
            .updateTable('lead_address')
            .set(a)
            .where('lead_id', '=', leadId)
            .where('address_id', '=', id)
            .returning('address_id')
            .executeTakeFirst()
        )?.address_id,
      async ({ address_id: _id, isSelected: _s, ...a }) =>
        (
          await t
            .insertInto('lead_address', { ...a, lead_id: leadId })
            .returning('address_id')
            .executeTakeFirstOrThrow()
        ).address_id,
    );
    listAudit(audit, 'addresses', current.record.addresses.map(addressLine), resolved.map(addressLine));
  }
  return preferred;
}

/** Writes a contact list: rows with an id (of this lead) are updated, rows without are added. Answers the default's id. */
async function saveContactList<Row extends { isSelected: boolean }>(
  rows: Row[],
  idOf: (row: Row) => number | null,
  update: (row: Row, id: number) => Promise<number | undefined>,
  insert: (row: Row) => Promise<number>,
): Promise<number | null | undefined> {
  let preferred: number | null | undefined;
  for (const row of rows) {
    const existing = idOf(row);
    let id: number;
    if (existing !== null) {
      const updated = await update(row, existing);
      if (updated === undefined) throw new HttpError(404, 'Not found');
      id = updated;
    } else id = await insert(row);
    if (row.isSelected) preferred = id;
  }
  return preferred;
}

function listAudit(audit: AuditEntry[], field: string, before: string[], after: string[]) {
  const was = before.join('; ');
  const now = after.join('; ');
  if (was !== now) audit.push({ field, old_value: was || null, new_value: now || null });
}

/** County and FIPS of an address from the ZIP–county table: when the zip (in the state) names one county, or the given one. */
export async function resolveCounty(db: Db, address: AddressChange): Promise<AddressChange> {
  if (!address.zip) return address;
  const rows = await db
    .selectFrom('zip_county')
    .select(['county_name', 'county_fips', 'state_id'])
    .where('zip', '=', address.zip)
    .execute();
  return pickCounty(rows, address);
}

/** The county of an address among its zip's rows of the ZIP–county table (resolveCounty's rule). */
export function pickCounty<A extends Pick<AddressChange, 'state_id' | 'county' | 'county_fips'>>(
  rows: ReadonlyArray<{ county_name: string; county_fips: string; state_id: string }>,
  address: A,
): A {
  const inState = address.state_id ? rows.filter((r) => r.state_id === address.state_id) : rows;
  const named = address.county
    ? inState.filter((r) => r.county_name.toLowerCase() === address.county!.toLowerCase())
    : [];
  const match = inState.length === 1 ? inState[0] : named.length === 1 ? named[0] : undefined;
  if (!match) return { ...address, county_fips: null };
  return { ...address, county: match.county_name, county_fips: match.county_fips, state_id: match.state_id };
}

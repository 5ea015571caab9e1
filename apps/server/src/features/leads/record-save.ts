// Saving a lead record (spec 02 §3.1, §4.1, §6): contacts with their defaults, origination ids,
// tags, the contact-permission history, the audit and the self-service ledger, in one transaction.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../schema';
import { tenant, type Tenant } from '../../db/tenant';
import { HttpError } from '../../http/errors';
import { addressLine, emailLine, LEAD_RECORD_REFUSALS, maskedSsn, phoneLine } from './record';
import type { AddressChange, EmailChange, LeadChanges, PhoneChange } from './record-changes';
import type { SsnCipher } from '../../db/ssn-cipher';
import { type Db, type LeadActor, actorUserId, isClient } from './record-actor';
import { checkOriginationIds } from './record-origination';
import { type LoadedLead } from './record-read';

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

/**
 * Points the lead at its default phone, email and address — the preferred one when given and the
 * lead's, else the current default while it exists, else the first — and copies them into the
 * lead's own (indexed) columns the quick search reads.
 */
export async function syncDefaults(
  t: Tenant,
  leadId: number,
  preferred: { phone?: number | null; email?: number | null; address?: number | null } = {},
) {
  const lead = await t
    .selectFrom('lead')
    .select(['default_phone_id', 'default_email_id', 'default_address_id'])
    .where('lead_id', '=', leadId)
    .executeTakeFirstOrThrow();
  const [phones, emails, addresses] = await Promise.all([
    t.selectFrom('lead_phone').selectAll().where('lead_id', '=', leadId).orderBy('phone_id').execute(),
    t.selectFrom('lead_email').selectAll().where('lead_id', '=', leadId).orderBy('email_id').execute(),
    t.selectFrom('lead_address').selectAll().where('lead_id', '=', leadId).orderBy('address_id').execute(),
  ]);
  const choose = <R>(rows: R[], id: (r: R) => number, wanted: number | null | undefined, current: number | null) =>
    rows.find((r) => id(r) === wanted) ?? rows.find((r) => id(r) === current) ?? rows[0];
  const phone = choose(phones, (p) => p.phone_id, preferred.phone, lead.default_phone_id);
  const email = choose(emails, (e) => e.email_id, preferred.email, lead.default_email_id);
  const address = choose(addresses, (a) => a.address_id, preferred.address, lead.default_address_id);
  await t
    .updateTable('lead')
    .set({
      default_phone_id: phone?.phone_id ?? null,
      phone: phone?.phone ?? null,
      phone_type: phone?.phone_type ?? null,
      default_email_id: email?.email_id ?? null,
      email: email?.email ?? null,
      default_address_id: address?.address_id ?? null,
      address1: address?.address1 ?? null,
      address2: address?.address2 ?? null,
      city: address?.city ?? null,
      state_id: address?.state_id ?? null,
      zip: address?.zip ?? null,
      zip_4: address?.zip_4 ?? null,
      county: address?.county ?? null,
      county_fips: address?.county_fips ?? null,
    })
    .where('lead_id', '=', leadId)
    .execute();
}

type AuditEntry = LeadChanges['audit'][number];

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

/**
 * Saves a lead in one transaction: its columns, SSN (encrypted), contacts with the defaults kept
 * in the lead row, tags, the contact-permission history and the audit; an agent's save clears the
 * client's self-service ledger.
 */
export async function saveLeadRecord(
  db: Kysely<DB>,
  actor: LeadActor,
  current: LoadedLead,
  changes: LeadChanges,
  cipher: SsnCipher,
): Promise<void> {
  const leadId = current.record.lead_id;
  await db.transaction().execute(async (trx) => {
    const t = tenant(trx, actor);
    const columns = { ...changes.columns };
    const audit: AuditEntry[] = [...changes.audit];

    if (changes.ssn !== undefined && changes.ssn !== current.ssnDigits) {
      columns.ssn_encrypted = changes.ssn
        ? cipher.encrypt(changes.ssn, { account_id: actor.account_id, lead_id: leadId })
        : null;
      columns.ssn_last_four = changes.ssn ? changes.ssn.slice(-4) : null;
      audit.push({
        field: 'ssn',
        old_value: maskedSsn(current.record.ssn_last_four) || null,
        new_value: maskedSsn(changes.ssn.slice(-4)) || null,
      });
    }
    if (columns.lead_vendor_id !== undefined && columns.lead_vendor_id !== null) {
      const vendor = await t
        .selectFrom('lead_vendor')
        .select('lead_vendor_id')
        .where('lead_vendor_id', '=', columns.lead_vendor_id)
        .executeTakeFirst();
      if (!vendor) throw new HttpError(400, LEAD_RECORD_REFUSALS.unknownVendor, { field: 'source_vendor_id' });
    }
    await checkOriginationIds(t, {
      b2bpartner_id: columns.b2bpartner_id,
      campaign_id: columns.campaign_id === undefined ? current.record.campaign_id : columns.campaign_id,
      campaign_segment_code: columns.campaign_segment_code,
      lead_type_id: columns.lead_type_id,
      product_type_id: columns.product_type_id,
    });

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
    if (changes.tags) await saveTags(t, leadId, changes.tags);

    if (changes.permissions.length > 0)
      await t
        .insertInto(
          'lead_contact_permission_history',
          changes.permissions.map((p) => ({ ...p, lead_id: leadId, changed_by: actorUserId(actor) })),
        )
        .execute();
    if (audit.length > 0)
      await t
        .insertInto(
          'lead_audit',
          audit.map((a) => ({
            ...a,
            lead_id: leadId,
            changed_by: actorUserId(actor),
            by_client: isClient(actor) ? '1' : '0',
          })),
        )
        .execute();

    await t
      .updateTable('lead')
      .set({ ...columns, ...lastChangedBy(actor) })
      .where('lead_id', '=', leadId)
      .execute();
    await syncDefaults(t, leadId, preferred);
    await keepLedger(t, actor, leadId, audit);
  });
}

/** The lead row's "last changed by": a user, or the client (whose changes the ledger then lists). */
export const lastChangedBy = (actor: LeadActor) => ({
  updated_at: new Date(),
  updated_by: actorUserId(actor),
  updated_by_client: isClient(actor) ? ('1' as const) : ('0' as const),
});

/**
 * The self-service ledger (spec 02 §2.3): a client's change adds its fields to it; a user's change
 * ends it (once an agent updates the client's information the ledger goes away).
 */
export async function keepLedger(t: Tenant, actor: LeadActor, leadId: number, audit: readonly AuditEntry[]) {
  if (!isClient(actor)) {
    await t.deleteFrom('lead_self_service_change').where('lead_id', '=', leadId).execute();
    return;
  }
  if (audit.length > 0)
    await t
      .insertInto(
        'lead_self_service_change',
        audit.map((a) => ({ lead_id: leadId, field: a.field, old_value: a.old_value, new_value: a.new_value })),
      )
      .execute();
}

function listAudit(audit: AuditEntry[], field: string, before: string[], after: string[]) {
  const was = before.join('; ');
  const now = after.join('; ');
  if (was !== now) audit.push({ field, old_value: was || null, new_value: now || null });
}

/** Replaces the lead's tags with these names, adding the account's missing tags. */
async function saveTags(t: Tenant, leadId: number, names: string[]) {
  await t.deleteFrom('lead_tag').where('lead_id', '=', leadId).execute();
  if (names.length === 0) return;
  const lower = names.map((n) => n.toLowerCase());
  const known = await t
    .selectFrom('tag')
    .select(['tag_id', 'tag_name'])
    .where(sql<boolean>`lower(tag_name) in (${sql.join(lower)})`)
    .execute();
  const ids = new Map(known.map((k) => [k.tag_name.toLowerCase(), k.tag_id]));
  const missing = names.filter((n) => !ids.has(n.toLowerCase()));
  if (missing.length > 0) {
    const added = await t
      .insertInto(
        'tag',
        missing.map((tag_name) => ({ tag_name })),
      )
      .returning(['tag_id', 'tag_name'])
      .execute();
    for (const a of added) ids.set(a.tag_name.toLowerCase(), a.tag_id);
  }
  await t
    .insertInto(
      'lead_tag',
      lower.map((n) => ({ lead_id: leadId, tag_id: ids.get(n)! })),
    )
    .execute();
}

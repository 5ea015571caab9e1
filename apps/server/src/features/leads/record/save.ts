// Saving a lead record (spec 02 §3.1, §4.1, §6): contacts with their defaults, origination ids,
// tags, the contact-permission history, the audit and the self-service ledger, in one transaction.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../schema';
import { tenant, type Tenant } from '../../../db/tenant';
import { HttpError } from '../../../http/errors';
import { LEAD_RECORD_REFUSALS, maskedSsn } from './rules';
import type { LeadChanges } from './changes';
import { saveContacts } from './save-contacts';
import type { SsnCipher } from '../../../db/ssn-cipher';
import { type LeadActor, actorUserId, isClient } from './actor';
import { checkOriginationIds } from './origination';
import { type LoadedLead } from './read';

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
    const audit: AuditEntry[] = [...changes.audit];
    const columns = { ...changes.columns, ...ssnColumns(actor, current, changes, cipher, audit) };
    await checkReferences(t, columns, current);
    const preferred = await saveContacts(trx, t, current, changes, audit);
    if (changes.tags) await saveTags(t, leadId, changes.tags);
    await writeHistory(t, actor, leadId, changes.permissions, audit);
    await t
      .updateTable('lead')
      .set({ ...columns, ...lastChangedBy(actor) })
      .where('lead_id', '=', leadId)
      .execute();
    await syncDefaults(t, leadId, preferred);
    await keepLedger(t, actor, leadId, audit);
  });
}

/** The SSN's columns when it changed (encrypted, and its last four), with its masked audit line. */
function ssnColumns(
  actor: LeadActor,
  current: LoadedLead,
  changes: LeadChanges,
  cipher: SsnCipher,
  audit: AuditEntry[],
): Pick<LeadChanges['columns'], 'ssn_encrypted' | 'ssn_last_four'> {
  if (changes.ssn === undefined || changes.ssn === current.ssnDigits) return {};
  audit.push({
    field: 'ssn',
    old_value: maskedSsn(current.record.ssn_last_four) || null,
    new_value: maskedSsn(changes.ssn.slice(-4)) || null,
  });
  return {
    ssn_encrypted: changes.ssn
      ? cipher.encrypt(changes.ssn, { account_id: actor.account_id, lead_id: current.record.lead_id })
      : null,
    ssn_last_four: changes.ssn ? changes.ssn.slice(-4) : null,
  };
}

/** The vendor and origination ids the save points at must be the account's. */
async function checkReferences(t: Tenant, columns: LeadChanges['columns'], current: LoadedLead) {
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
}

/** The contact-permission history and the audit, by the actor (a user, or the client). */
async function writeHistory(
  t: Tenant,
  actor: LeadActor,
  leadId: number,
  permissions: LeadChanges['permissions'],
  audit: readonly AuditEntry[],
) {
  if (permissions.length > 0)
    await t
      .insertInto(
        'lead_contact_permission_history',
        permissions.map((p) => ({ ...p, lead_id: leadId, changed_by: actorUserId(actor) })),
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

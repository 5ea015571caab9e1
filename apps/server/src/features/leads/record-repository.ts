// The lead record's queries (spec 02 §3.1, §3.2, §7.1): read, save, contact deletes, add with the
// duplicate check, the contact-permission history and the self-service ledger. Every tenant
// query goes through `tenant(db, principal)`; an agent without lead_view_assigned reaches only
// their own leads (anything else is as missing: 404).
import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  ContactPermissionHistoryEntry,
  LeadAddressRow,
  LeadDuplicate,
  LeadEmailRow,
  LeadLastUpdated,
  LeadPhoneRow,
  LeadRecord,
  NewLead,
} from '@meridian/api';
import { canSeeAllLeads, DISPLAY_TIME_ZONE, normalizeMedicareNumber, NEW_LEAD_TYPE_ID } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../db/schema';
import { tenant, type Tenant } from '../../db/tenant';
import { HttpError } from '../../http/errors';
import {
  addressLine,
  emailLine,
  LEAD_RECORD_REFUSALS,
  maskedSsn,
  phoneLine,
  usDateToIso,
  type AddressChange,
  type EmailChange,
  type LeadChanges,
  type PhoneChange,
} from './record';
import type { SsnCipher } from './ssn-cipher';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Who reads or writes a lead: a signed-in user, or the client through their self-service link
 * (the link names the lead and its account, so the client reaches that lead only).
 */
export type LeadActor = Principal | LeadClient;
export interface LeadClient {
  account_id: number;
  client: true;
}
const isClient = (actor: LeadActor): actor is LeadClient => 'client' in actor;
/** The user a change is recorded against (none for the client). */
const actorUserId = (actor: LeadActor) => (isClient(actor) ? null : actor.user_id);
/** Whether the actor reaches a lead of this agent: the client always (their link), a user per lead_view_assigned. */
const reaches = (actor: LeadActor, agentId: number | null) =>
  isClient(actor) || canSeeAllLeads(actor.permissions) || agentId === actor.user_id;

const usDate = (column: string) => sql<string>`coalesce(to_char(${sql.ref(column)}, 'MM/DD/YYYY'), '')`;
const iso = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const orEmpty = (column: string) => sql<string>`coalesce(${sql.ref(column)}, '')`;

/** The lead's agent, when the caller may reach the lead at all (own lead, or lead_view_assigned). */
export async function visibleLead(db: Db, principal: Principal, leadId: number) {
  const row = await tenant(db, principal)
    .selectFrom('lead')
    .select(['lead_id', 'user_id'])
    .where('lead_id', '=', leadId)
    .where('deleted', '=', '0')
    .executeTakeFirst();
  if (!row) return undefined;
  if (!reaches(principal, row.user_id)) return undefined;
  return row;
}

/** The lead as answered, and its SSN's digits (for the save's comparison; never logged). */
export interface LoadedLead {
  record: LeadRecord;
  ssnDigits: string;
}

/** Reads one lead with its contacts, tags, instructions and latest disposition; undefined when not reachable. */
export async function loadLeadRecord(
  db: Db,
  actor: LeadActor,
  leadId: number,
  cipher: SsnCipher,
  { fullSsn = false }: { fullSsn?: boolean } = {},
): Promise<LoadedLead | undefined> {
  const t = tenant(db, actor);
  const row = await t
    .selectFrom('lead as l')
    .innerJoin('account as acc', (j) => j.onRef('acc.account_id', '=', 'l.account_id'))
    .leftJoin('lead_disposition as d', (j) =>
      j.onRef('d.account_id', '=', 'l.account_id').onRef('d.dispo_id', '=', 'l.lead_dispo_id'),
    )
    .leftJoin('app_user as a', (j) => j.onRef('a.account_id', '=', 'l.account_id').onRef('a.user_id', '=', 'l.user_id'))
    .where('l.lead_id', '=', leadId)
    .where('l.deleted', '=', '0')
    .selectAll('l')
    .select([
      'acc.account_name as account_business_name',
      usDate('l.dob').as('dob_us'),
      sql<number | null>`date_part('year', age((now() AT TIME ZONE ${DISPLAY_TIME_ZONE})::date, l.dob))::integer`.as(
        'age',
      ),
      usDate('l.medicare_parta_date').as('parta_us'),
      usDate('l.medicare_partb_date').as('partb_us'),
      sql<string>`coalesce(to_char(l.disposition_date AT TIME ZONE ${DISPLAY_TIME_ZONE}, 'MM/DD/YYYY'), '')`.as(
        'disposition_us',
      ),
      orEmpty('d.dispo_name').as('dispo_name'),
      orEmpty('a.fname').as('agent_fname'),
      orEmpty('a.lname').as('agent_lname'),
    ])
    .executeTakeFirst();
  if (!row || !reaches(actor, row.user_id)) return undefined;

  const [phones, emails, addresses, tags, instructions, dispo, permission] = await Promise.all([
    t.selectFrom('lead_phone').selectAll().where('lead_id', '=', leadId).orderBy('phone_id').execute(),
    t.selectFrom('lead_email').selectAll().where('lead_id', '=', leadId).orderBy('email_id').execute(),
    t.selectFrom('lead_address').selectAll().where('lead_id', '=', leadId).orderBy('address_id').execute(),
    t
      .selectFrom('lead_tag as lt')
      .innerJoin('tag as tg', (j) =>
        j.onRef('tg.account_id', '=', 'lt.account_id').onRef('tg.tag_id', '=', 'lt.tag_id'),
      )
      .select('tg.tag_name')
      .where('lt.lead_id', '=', leadId)
      .orderBy('tg.tag_name')
      .execute(),
    t
      .selectFrom('lead_instruction')
      .select('lead_instruction_text')
      .where('active', '=', '1')
      .orderBy('sort_order')
      .orderBy('lead_instruction_id')
      .execute(),
    t
      .selectFrom('lead_disposition_log')
      .select('dispo_log')
      .where('lead_id', '=', leadId)
      .orderBy('dispo_date', 'desc')
      .orderBy('dispo_log_id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    t
      .selectFrom('lead_contact_permission_history as h')
      .leftJoin('app_user as u', (j) =>
        j.onRef('u.account_id', '=', 'h.account_id').onRef('u.user_id', '=', 'h.changed_by'),
      )
      .leftJoin('user_credentials as c', (j) =>
        j.onRef('c.account_id', '=', 'h.account_id').onRef('c.user_id', '=', 'h.changed_by'),
      )
      .select([iso('h.changed_at').as('changed_at'), 'h.changed_by', 'u.fname', 'u.lname', 'c.login'])
      .where('h.lead_id', '=', leadId)
      .orderBy('h.changed_at', 'desc')
      .orderBy('h.history_id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);

  const ssnDigits = row.ssn_encrypted ? (cipher.decrypt(row.ssn_encrypted, row) ?? '') : '';
  const phoneRows: LeadPhoneRow[] = phones.map((p) => ({
    phone_id: p.phone_id,
    phone_type: p.phone_type,
    phone: p.phone,
    phone_ext: p.phone_ext,
    isSelected: p.phone_id === row.default_phone_id,
  }));
  const emailRows: LeadEmailRow[] = emails.map((e) => ({
    email_id: e.email_id,
    email_type: e.email_type,
    email: e.email,
    isSelected: e.email_id === row.default_email_id,
  }));
  const addressRows: LeadAddressRow[] = addresses.map((a) => ({
    address_id: a.address_id,
    address_type_id: a.address_type_id,
    address1: a.address1 ?? '',
    address2: a.address2 ?? '',
    city: a.city ?? '',
    state_id: a.state_id ?? '',
    zip: a.zip ?? '',
    zip_4: a.zip_4 ?? '',
    county: a.county ?? '',
    county_fips: a.county_fips ?? '',
    country_id: a.country_id,
    apo: a.apo,
    isSelected: a.address_id === row.default_address_id,
  }));
  const personPhone = (phone: string | null, type: LeadPhoneRow['phone_type'] | null, ext: string | null) =>
    phone ? { phone_type: type ?? 'Home', phone, phone_ext: ext ?? '' } : null;

  const record: LeadRecord = {
    lead_id: row.lead_id,
    account_id: row.account_id,
    user_id: row.user_id ?? 0,
    account_business_name: row.account_business_name,
    title: row.title ?? '',
    fname: row.fname,
    mname: row.mname ?? '',
    lname: row.lname,
    dob: row.dob_us,
    age: row.age,
    gender: row.gender ?? '',
    marital_status: row.marital_status ?? '',
    height: row.height,
    weight: row.weight,
    ssn: fullSsn ? formatSsnDigits(ssnDigits) : maskedSsn(row.ssn_last_four),
    ssn_last_four: row.ssn_last_four ?? '',
    hicn: row.hicn ?? '',
    medicare_parta_date: row.parta_us,
    medicare_partb_date: row.partb_us,
    medicaid_number: row.medicaid_number ?? '',
    medicaid_state: row.medicaid_state ?? '',
    source_vendor_id: row.lead_vendor_id,
    source_adcode: row.source_adcode ?? '',
    b2bpartner_id: row.b2bpartner_id,
    source_code: row.lead_vendor_source_code ?? '',
    campaign_id: row.campaign_id,
    campaign_segment_code: row.campaign_segment_code ?? '',
    lead_type_id: row.lead_type_id,
    product_type_id: row.product_type_id,
    lead_vendor_id: row.lead_vendor_id,
    tags: tags.map((tag) => tag.tag_name),
    lead_instructions: instructions.map((i) => i.lead_instruction_text),
    do_not_call: row.do_not_call,
    do_not_email: row.do_not_email,
    do_not_text: row.do_not_text,
    do_not_mail: row.do_not_mail,
    contact_permission_change_date: permission?.changed_at ?? null,
    contact_permission_change_user: permission
      ? permission.changed_by === null
        ? { login: '', fname: 'Client', lname: '' }
        : { login: permission.login ?? '', fname: permission.fname ?? '', lname: permission.lname ?? '' }
      : null,
    disposition_date: row.disposition_us,
    dispo_name: row.dispo_name,
    dispo_log: dispo?.dispo_log ?? '',
    agent_fname: row.agent_fname,
    agent_lname: row.agent_lname,
    default_phone_id: row.default_phone_id,
    default_email_id: row.default_email_id,
    default_address_id: row.default_address_id,
    default_phone: phoneRows.find((p) => p.isSelected) ?? null,
    default_email: emailRows.find((e) => e.isSelected) ?? null,
    default_address: addressRows.find((a) => a.isSelected) ?? null,
    phones: phoneRows,
    emails: emailRows,
    addresses: addressRows,
    contact_name: row.contact_name ?? '',
    contact_phone: personPhone(row.contact_phone, row.contact_phone_type, row.contact_phone_ext),
    contact_phone_id: row.contact_phone_id,
    contact_relationship: row.contact_relationship ?? '',
    emergency_name: row.emergency_name ?? '',
    emergency_phone: personPhone(row.emergency_phone, row.emergency_phone_type, row.emergency_phone_ext),
    emergency_phone_id: row.emergency_phone_id,
    emergency_relationship: row.emergency_relationship ?? '',
  };
  return { record, ssnDigits };
}

function formatSsnDigits(d: string): string {
  return d.length === 9 ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : d;
}

/** Whether the caller's account is the one configured with partner and tracking-code fields (spec 02 §5.2, §6). */
export async function partnerFieldsEnabled(db: Db, principal: Principal): Promise<boolean> {
  const row = await tenant(db, principal)
    .selectFrom('account')
    .select('lead_b2bpartner_fields_enabled')
    .executeTakeFirst();
  return row?.lead_b2bpartner_fields_enabled === '1';
}

/** How many lead vendors the account has (the lock opens with lead_origination_data_edit only when some exist). */
export async function leadVendorCount(db: Db, principal: Principal): Promise<number> {
  const row = await tenant(db, principal)
    .selectFrom('lead_vendor')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** County and FIPS of an address from the ZIP–county table: when the zip (in the state) names one county, or the given one. */
async function resolveCounty(db: Db, address: AddressChange): Promise<AddressChange> {
  if (!address.zip) return address;
  const rows = await db
    .selectFrom('zip_county')
    .select(['county_name', 'county_fips', 'state_id'])
    .where('zip', '=', address.zip)
    .execute();
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
async function syncDefaults(
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

/**
 * The origination ids a save names must exist: the account's partner, campaign and segment, a known
 * lead type and product type (the database's keys would refuse them too, less clearly).
 */
async function checkOriginationIds(
  t: Tenant,
  ids: {
    b2bpartner_id?: number | null;
    campaign_id?: number | null;
    campaign_segment_code?: string | null;
    lead_type_id?: number | null;
    product_type_id?: number | null;
  },
) {
  const refuse = (field: string, message: string) => {
    throw new HttpError(400, message, { [field]: [{ MESSAGE: message }] });
  };
  if (
    ids.b2bpartner_id != null &&
    !(await t
      .selectFrom('b2bpartner')
      .select('b2bpartner_id')
      .where('b2bpartner_id', '=', ids.b2bpartner_id)
      .executeTakeFirst())
  )
    refuse('b2bpartner_id', LEAD_RECORD_REFUSALS.unknownPartner);
  if (
    ids.campaign_id != null &&
    !(await t
      .selectFrom('campaign')
      .select('campaign_id')
      .where('campaign_id', '=', ids.campaign_id)
      .executeTakeFirst())
  )
    refuse('campaign_id', LEAD_RECORD_REFUSALS.unknownCampaign);
  if (ids.campaign_segment_code) {
    const segment =
      ids.campaign_id == null
        ? undefined
        : await t
            .selectFrom('campaign_segment')
            .select('campaign_segment_code')
            .where('campaign_id', '=', ids.campaign_id)
            .where('campaign_segment_code', '=', ids.campaign_segment_code)
            .executeTakeFirst();
    if (!segment) refuse('campaign_segment_code', LEAD_RECORD_REFUSALS.unknownSegment);
  }
  if (
    ids.lead_type_id != null &&
    !(await t.db
      .selectFrom('lead_type')
      .select('lead_type_id')
      .where('lead_type_id', '=', ids.lead_type_id)
      .executeTakeFirst())
  )
    refuse('lead_type_id', LEAD_RECORD_REFUSALS.unknownLeadType);
  if (
    ids.product_type_id != null &&
    !(await t.db
      .selectFrom('product_type')
      .select('product_type_id')
      .where('product_type_id', '=', ids.product_type_id)
      .executeTakeFirst())
  )
    refuse('product_type_id', LEAD_RECORD_REFUSALS.unknownProductType);
}

/** The lead row's "last changed by": a user, or the client (whose changes the ledger then lists). */
const lastChangedBy = (actor: LeadActor) => ({
  updated_at: new Date(),
  updated_by: actorUserId(actor),
  updated_by_client: isClient(actor) ? ('1' as const) : ('0' as const),
});

/**
 * The self-service ledger (spec 02 §2.3): a client's change adds its fields to it; a user's change
 * ends it (once an agent updates the client's information the ledger goes away).
 */
async function keepLedger(t: Tenant, actor: LeadActor, leadId: number, audit: readonly AuditEntry[]) {
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

export const CONTACT_KINDS = {
  phone: { table: 'lead_phone', id: 'phone_id' },
  email: { table: 'lead_email', id: 'email_id' },
  address: { table: 'lead_address', id: 'address_id' },
} as const;

/** Deletes one contact row of a reachable lead (false: no such row); the defaults move on and the audit records it. */
export async function deleteLeadContactRow(
  db: Kysely<DB>,
  actor: LeadActor,
  leadId: number,
  kind: keyof typeof CONTACT_KINDS,
  rowId: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const t = tenant(trx, actor);
    let line: string | undefined;
    if (kind === 'phone') {
      const row = await t
        .deleteFrom('lead_phone')
        .where('lead_id', '=', leadId)
        .where('phone_id', '=', rowId)
        .returningAll()
        .executeTakeFirst();
      line = row && phoneLine(row);
    } else if (kind === 'email') {
      const row = await t
        .deleteFrom('lead_email')
        .where('lead_id', '=', leadId)
        .where('email_id', '=', rowId)
        .returningAll()
        .executeTakeFirst();
      line = row && emailLine(row);
    } else {
      const row = await t
        .deleteFrom('lead_address')
        .where('lead_id', '=', leadId)
        .where('address_id', '=', rowId)
        .returningAll()
        .executeTakeFirst();
      line = row && addressLine(row);
    }
    if (line === undefined) return false;
    const audit = [{ field: kind, old_value: line, new_value: null }];
    await t
      .insertInto('lead_audit', {
        ...audit[0]!,
        lead_id: leadId,
        changed_by: actorUserId(actor),
        by_client: isClient(actor) ? '1' : '0',
      })
      .execute();
    await t.updateTable('lead').set(lastChangedBy(actor)).where('lead_id', '=', leadId).execute();
    await syncDefaults(t, leadId);
    await keepLedger(t, actor, leadId, audit);
    return true;
  });
}

/**
 * Leads of the account that look like the new one: same Medicare number, same name and birthdate,
 * or same phone (the lead's default or any of its phones). Each test is its own indexed lookup
 * (lead_hicn, lead_dob, lead_phone_prefix, lead_phone_by_number), so the check stays cheap at a
 * million leads; at most 10 candidates.
 */
export async function findDuplicateLeads(
  db: Db,
  principal: Principal,
  lead: { fname: string; lname: string; dob: string | null; phone: string | null; hicn: string | null },
): Promise<LeadDuplicate[]> {
  const t = tenant(db, principal);
  const dobIso = usDateToIso(lead.dob);
  const live = () => t.selectFrom('lead').select('lead_id').where('deleted', '=', '0');
  const [byHicn, byName, byPhone, byPhoneRow] = await Promise.all([
    lead.hicn ? live().where('hicn', '=', lead.hicn).limit(10).execute() : [],
    dobIso
      ? live()
          .where('dob', '=', dobIso)
          .where(sql<boolean>`lower(fname) = ${lead.fname.toLowerCase()}`)
          .where(sql<boolean>`lower(lname) = ${lead.lname.toLowerCase()}`)
          .limit(10)
          .execute()
      : [],
    lead.phone ? live().where('phone', '=', lead.phone).limit(10).execute() : [],
    lead.phone ? t.selectFrom('lead_phone').select('lead_id').where('phone', '=', lead.phone).limit(10).execute() : [],
  ]);
  const reasons = new Map<number, Set<LeadDuplicate['matched_on'][number]>>();
  const add = (rows: Array<{ lead_id: number }>, reason: LeadDuplicate['matched_on'][number]) => {
    for (const { lead_id } of rows) reasons.set(lead_id, (reasons.get(lead_id) ?? new Set()).add(reason));
  };
  add(byHicn, 'hicn');
  add(byName, 'name_dob');
  add(byPhone, 'phone');
  add(byPhoneRow, 'phone');
  if (reasons.size === 0) return [];
  const rows = await t
    .selectFrom('lead as l')
    .where('l.deleted', '=', '0')
    .where('l.lead_id', 'in', [...reasons.keys()])
    .select(['l.lead_id', 'l.fname', 'l.lname', usDate('l.dob').as('dob'), orEmpty('l.phone').as('phone')])
    .orderBy('l.lead_id')
    .limit(10)
    .execute();
  const order = ['hicn', 'name_dob', 'phone'] as const;
  return rows.map((r) => ({ ...r, matched_on: order.filter((reason) => reasons.get(r.lead_id)!.has(reason)) }));
}

/** Adds a lead with its first phone, email and address (spec 02 §3.2) in one transaction; answers its id. */
export async function insertLead(
  db: Kysely<DB>,
  principal: Principal,
  body: NewLead & { hicn?: string | null },
  agentId: number | null,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const t = tenant(trx, principal);
    const whole = (v: number | string | null | undefined) =>
      v === null || v === undefined || v === '' ? null : Number(v);
    await checkOriginationIds(t, { b2bpartner_id: whole(body.b2bpartner_id) });
    const partIso = (v: string | null | undefined) => {
      const m = /^(\d{2})\/(?:\d{2}\/)?(\d{4})$/.exec((v ?? '').trim());
      return m ? `${m[2]}-${m[1]}-01` : null;
    };
    const { lead_id } = await t
      .insertInto('lead', {
        user_id: agentId,
        fname: body.fname.trim(),
        lname: body.lname.trim(),
        dob: usDateToIso(body.dob),
        gender: body.gender || null,
        height: whole(body.height),
        weight: whole(body.weight),
        hicn: body.hicn ? normalizeMedicareNumber(body.hicn) : null,
        medicare_parta_date: partIso(body.medicare_parta_date),
        medicare_partb_date: partIso(body.medicare_partb_date),
        b2bpartner_id: whole(body.b2bpartner_id),
        lead_vendor_source_code: body.source_code?.trim() || null,
        lead_type_id: Number(NEW_LEAD_TYPE_ID),
        updated_by: principal.user_id,
      })
      .returning('lead_id')
      .executeTakeFirstOrThrow();
    for (const p of body.phones ?? []) {
      const digits = p.phone.replace(/\D/g, '');
      if (digits.length === 10)
        await t.insertInto('lead_phone', { lead_id, phone: digits, phone_type: p.phone_type }).execute();
    }
    for (const e of body.emails ?? [])
      if (e.email.trim())
        await t.insertInto('lead_email', { lead_id, email: e.email.trim(), email_type: e.email_type }).execute();
    for (const a of body.addresses ?? []) {
      if (!a.zip?.trim() && !a.state_id?.trim() && !a.county?.trim()) continue;
      const resolved = await resolveCounty(trx, {
        address_id: null,
        address_type_id: a.address_type_id === 'home' ? 'Home' : a.address_type_id,
        address1: null,
        address2: null,
        city: null,
        state_id: a.state_id?.trim().toUpperCase() || null,
        zip: a.zip?.trim() || null,
        zip_4: null,
        county: a.county?.trim() || null,
        county_fips: null,
        country_id: 1,
        apo: '0',
        isSelected: true,
      });
      const { address_id: _id, isSelected: _s, ...row } = resolved;
      await t.insertInto('lead_address', { ...row, lead_id }).execute();
    }
    await syncDefaults(t, lead_id);
    await t
      .insertInto('lead_audit', {
        lead_id,
        changed_by: principal.user_id,
        field: 'lead',
        old_value: null,
        new_value: 'created',
      })
      .execute();
    return lead_id;
  });
}

/** Whether a user of the caller's account exists (the agent of a new lead). */
export async function userExists(db: Db, principal: Principal, userId: number): Promise<boolean> {
  const row = await tenant(db, principal)
    .selectFrom('app_user')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/** The contact-permission changes of one lead, by change date (ascending unless asked otherwise). */
export async function contactPermissionHistory(
  db: Db,
  principal: Principal,
  leadId: number,
  { descending, limit, offset }: { descending: boolean; limit: number; offset: number },
): Promise<{ total: number; rows: ContactPermissionHistoryEntry[] }> {
  const t = tenant(db, principal);
  const base = t.selectFrom('lead_contact_permission_history as h').where('h.lead_id', '=', leadId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .leftJoin('app_user as u', (j) =>
        j.onRef('u.account_id', '=', 'h.account_id').onRef('u.user_id', '=', 'h.changed_by'),
      )
      .leftJoin('user_credentials as c', (j) =>
        j.onRef('c.account_id', '=', 'h.account_id').onRef('c.user_id', '=', 'h.changed_by'),
      )
      .select([
        'h.permission_type',
        'h.to_contact',
        iso('h.changed_at').as('changed_at'),
        'h.changed_by',
        'u.fname',
        'u.lname',
        'c.login',
      ])
      .orderBy('h.changed_at', descending ? 'desc' : 'asc')
      .orderBy('h.history_id', descending ? 'desc' : 'asc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      lead_contact_permission_type: r.permission_type,
      lead_contact_permission_to_contact: Number(r.to_contact) === 1 ? 1 : 0,
      lead_contact_permission_change_date: r.changed_at,
      lead_contact_permission_change_user:
        r.changed_by === null
          ? { login: '', fname: 'Client', lname: '' }
          : { login: r.login ?? '', fname: r.fname ?? '', lname: r.lname ?? '' },
    })),
  };
}

/** When and by whom the lead last changed, and the client's self-service changes since an agent's last save. */
export async function leadLastUpdated(db: Db, principal: Principal, leadId: number): Promise<LeadLastUpdated> {
  const t = tenant(db, principal);
  const [lead, changes] = await Promise.all([
    t
      .selectFrom('lead as l')
      .leftJoin('app_user as u', (j) =>
        j.onRef('u.account_id', '=', 'l.account_id').onRef('u.user_id', '=', 'l.updated_by'),
      )
      .select([iso('l.updated_at').as('updated_at'), 'l.updated_by_client', 'l.updated_by', 'u.fname', 'u.lname'])
      .where('l.lead_id', '=', leadId)
      .executeTakeFirstOrThrow(),
    t
      .selectFrom('lead_self_service_change')
      .select(['field', 'old_value', 'new_value'])
      .where('lead_id', '=', leadId)
      .orderBy('changed_at')
      .orderBy('change_id')
      .execute(),
  ]);
  const selfService = lead.updated_by_client === '1';
  // Never changed by anyone since it arrived (imported or seeded): no date, so the panel stays hidden.
  if (!selfService && lead.updated_by === null)
    return { lead_last_updated: null, lead_last_updated_by: null, self_service: false, Updated: [] };
  const by = selfService
    ? 'Client'
    : lead.updated_by === null
      ? null
      : `${lead.fname ?? ''} ${lead.lname ?? ''}`.trim();
  return {
    lead_last_updated: lead.updated_at,
    lead_last_updated_by: by,
    self_service: selfService,
    Updated: selfService ? changes.map((c) => ({ [c.field]: { old: c.old_value, new: c.new_value } })) : [],
  };
}

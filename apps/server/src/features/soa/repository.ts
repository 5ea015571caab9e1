// Scope of appointment queries (spec 02 §3.10, §7.2). Every tenant query goes through `tenant()`;
// a lead is reached only when the caller may see it (`visibleLead`: own lead, or lead_view_assigned).
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ClientInviteRow, SoaDetail, SoaRecord, SoaRuleRow } from '@meridian/api';
import { DISPLAY_TIME_ZONE, type SoaEmailAgent, type SoaLead } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../db/schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { visibleLead } from '../leads';

export type Db = Kysely<DB> | Transaction<DB>;

/** A new signing link's token: 256 random bits, base64url (43 characters). */
export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Invites are kept by this hash of their token (sha256, base64url), never the token itself. */
export function inviteTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const usDate = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'MM/DD/YYYY')`;
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The lead as an SOA reads it (its contacts and what `missingSoaRequirements` checks); undefined when not reachable. */
export async function loadSoaLead(db: Db, principal: Principal, leadId: number) {
  if (!(await visibleLead(db, principal, leadId))) return undefined;
  const t = tenant(db, principal);
  const lead = await t
    .selectFrom('lead')
    .select([
      'lead_id',
      'user_id',
      'fname',
      'lname',
      usDate('dob').as('dob'),
      'phone',
      'email',
      'default_email_id',
      'address1',
      'address2',
      'city',
      'state_id',
      'zip',
      'county',
      usDate('medicare_parta_date').as('medicare_parta_date'),
      usDate('medicare_partb_date').as('medicare_partb_date'),
    ])
    .where('lead_id', '=', leadId)
    .executeTakeFirstOrThrow();
  const emails = await t
    .selectFrom('lead_email')
    .select(['email_id', 'email', 'email_type'])
    .where('lead_id', '=', leadId)
    .orderBy('email_id')
    .execute();
  const check: SoaLead = {
    fname: lead.fname,
    lname: lead.lname,
    dob: lead.dob,
    default_phone: { phone: lead.phone },
    default_email: lead.email ? { email: lead.email } : null,
    emails,
    default_address: { address1: lead.address1, city: lead.city, state_id: lead.state_id, zip: lead.zip },
    medicare_parta_date: lead.medicare_parta_date,
    medicare_partb_date: lead.medicare_partb_date,
  };
  return { ...lead, emails, check, name: `${lead.fname} ${lead.lname}`.trim() };
}
export type SoaLeadRow = NonNullable<Awaited<ReturnType<typeof loadSoaLead>>>;

/** The caller's profile as the email's signature block shows it, and whether they have a default email. */
export async function loadSoaAgent(
  db: Db,
  principal: Pick<Principal, 'account_id' | 'user_id'>,
): Promise<SoaEmailAgent & { hasEmail: boolean }> {
  const t = tenant(db, principal);
  const [user, phone, email, address] = await Promise.all([
    t
      .selectFrom('app_user')
      .select(['fname', 'lname', 'company'])
      .where('user_id', '=', principal.user_id)
      .executeTakeFirstOrThrow(),
    t
      .selectFrom('user_phone')
      .select('phone')
      .where('user_id', '=', principal.user_id)
      .orderBy('is_default', 'desc')
      .orderBy('phone_id')
      .executeTakeFirst(),
    t
      .selectFrom('user_email')
      .select('email')
      .where('user_id', '=', principal.user_id)
      .orderBy('is_default', 'desc')
      .orderBy('email_id')
      .executeTakeFirst(),
    t
      .selectFrom('user_address')
      .select(['address1', 'address2', 'city', 'state_id', 'zip'])
      .where('user_id', '=', principal.user_id)
      .orderBy('is_default', 'desc')
      .orderBy('address_id')
      .executeTakeFirst(),
  ]);
  return {
    name: `${user.fname} ${user.lname}`.trim(),
    company: user.company,
    phone: phone?.phone ?? null,
    email: email?.email ?? null,
    address: address ?? null,
    hasEmail: Boolean(email?.email),
  };
}

/**
 * Adds an email to the lead and makes it the default (the draft of spec 02 §4.3), with a row of the
 * lead's history (lead_audit, as a lead save writes it); answers the email's id.
 */
export async function addLeadDefaultEmail(
  db: Db,
  owner: TenantOwner & { user_id: number },
  leadId: number,
  { email, email_type }: { email: string; email_type: 'Home' | 'Work' | 'Other' },
) {
  const t = tenant(db, owner);
  const before = await t.selectFrom('lead').select('email').where('lead_id', '=', leadId).executeTakeFirstOrThrow();
  const existing = await t
    .selectFrom('lead_email')
    .select('email_id')
    .where('lead_id', '=', leadId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  const emailId =
    existing?.email_id ??
    (
      await t
        .insertInto('lead_email', { lead_id: leadId, email, email_type })
        .returning('email_id')
        .executeTakeFirstOrThrow()
    ).email_id;
  await t
    .updateTable('lead')
    .set({
      default_email_id: emailId,
      email,
      updated_at: new Date(),
      updated_by: owner.user_id,
      updated_by_client: '0',
    })
    .where('lead_id', '=', leadId)
    .execute();
  await t
    .insertInto('lead_audit', {
      lead_id: leadId,
      changed_by: owner.user_id,
      field: 'email',
      old_value: before.email,
      new_value: email,
    })
    .execute();
  return { emailId };
}

/** The caller's eSignature with this name (case-insensitive), newest first. */
export async function findEsignature(db: Db, principal: Principal, name: string) {
  return tenant(db, principal)
    .selectFrom('esignature')
    .select(['esignature_id', 'signature_name'])
    .where('user_id', '=', principal.user_id)
    .where(sql<string>`lower(signature_name)`, '=', name.trim().toLowerCase())
    .orderBy('esignature_id', 'desc')
    .executeTakeFirst();
}

/** An eSignature of the caller's account (an SOA may only name one of its own account). */
export async function esignatureById(db: Db, owner: TenantOwner, esignatureId: number) {
  return tenant(db, owner)
    .selectFrom('esignature')
    .select(['esignature_id', 'signature_name', 'user_id'])
    .where('esignature_id', '=', esignatureId)
    .executeTakeFirst();
}

export async function insertEsignature(db: Db, principal: Principal, name: string) {
  return tenant(db, principal)
    .insertInto('esignature', { user_id: principal.user_id, signature_name: name.trim() })
    .returning(['esignature_id', 'signature_name'])
    .executeTakeFirstOrThrow();
}

// ---- SOA records -------------------------------------------------------------------------------

function soaColumns() {
  return [
    's.soa_id',
    's.lead_id',
    's.app_id',
    's.user_id',
    's.process_type',
    's.status',
    's.draft',
    's.client_name',
    's.client_email',
    usDate('s.client_dob').as('client_dob'),
    's.client_zip',
    usDate('s.appointment_date').as('appointment_date'),
    's.contact_method',
    's.agent_signature',
    's.esignature_id',
    's.agent_custom_message',
    's.created_at',
    's.signed_at',
    's.product_types',
    sql<string | null>`s.bulk_send_id::text`.as('bulk_send_id'),
    sql<boolean>`s.pdf IS NOT NULL`.as('has_pdf'),
  ] as const;
}

type SoaRow = {
  soa_id: number;
  lead_id: number;
  app_id: number | null;
  user_id: number | null;
  process_type: SoaRecord['process_type'];
  status: SoaRecord['status'];
  draft: '0' | '1';
  client_name: string;
  client_email: string | null;
  client_dob: string | null;
  client_zip: string | null;
  appointment_date: string | null;
  contact_method: string | null;
  agent_signature: string | null;
  esignature_id: number | null;
  agent_custom_message: string | null;
  created_at: Date;
  signed_at: Date | null;
  product_types: string[] | null;
  bulk_send_id: string | null;
  has_pdf: boolean;
};

function toRecord(row: SoaRow): SoaRecord {
  return {
    soa_id: row.soa_id,
    lead_id: row.lead_id,
    app_id: row.app_id,
    user_id: row.user_id,
    process_type: row.process_type,
    status: row.status,
    draft: row.draft,
    client_name: row.client_name,
    client_email: row.client_email ?? '',
    client_dob: row.client_dob ?? '',
    client_zip: row.client_zip ?? '',
    appointment_date: row.appointment_date ?? '',
    contact_method: row.contact_method ?? '',
    agent_signature: row.agent_signature ?? '',
    esignature_id: row.esignature_id,
    agent_custom_message: row.agent_custom_message ?? '',
    created_at: iso(row.created_at)!,
    signed_at: iso(row.signed_at),
    product_types: Array.isArray(row.product_types) ? row.product_types.map(String) : [],
    bulk_send_id: row.bulk_send_id,
    has_pdf: Boolean(row.has_pdf),
  };
}

/**
 * The SOAs the caller may reach, newest first: of the account's leads, those of leads the caller
 * sees (own leads, or every lead with lead_view_assigned). `processType` narrows to Enhanced sends.
 */
export async function searchSoaRecords(
  db: Db,
  principal: Principal,
  filter: { leadId?: number; processType?: SoaRecord['process_type'] },
  page: { number: number; size: number },
) {
  const wide = principal.permissions.has('lead_view_assigned');
  let query = tenant(db, principal)
    .selectFrom('soa as s')
    .innerJoin('lead as l', (j) => j.onRef('l.account_id', '=', 's.account_id').onRef('l.lead_id', '=', 's.lead_id'))
    .where('l.deleted', '=', '0');
  if (!wide) query = query.where('l.user_id', '=', principal.user_id);
  if (filter.leadId !== undefined) query = query.where('s.lead_id', '=', filter.leadId);
  if (filter.processType) query = query.where('s.process_type', '=', filter.processType);
  const [{ total }, rows] = await Promise.all([
    query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    query
      .select([...soaColumns()])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.soa_id', 'desc')
      .limit(page.size)
      .offset((page.number - 1) * page.size)
      .execute(),
  ]);
  return { total: Number(total), rows: (rows as SoaRow[]).map(toRecord) };
}

/** One SOA the caller may reach (its lead visible to them), with its `soa` part; undefined otherwise. */
export async function readSoa(db: Db, principal: Principal, soaId: number): Promise<SoaDetail | undefined> {
  const row = await tenant(db, principal)
    .selectFrom('soa as s')
    .select([...soaColumns(), 's.signer_name', 's.content_sha256'])
    .where('s.soa_id', '=', soaId)
    .executeTakeFirst();
  if (!row) return undefined;
  const lead = await loadSoaLead(db, principal, row.lead_id);
  if (!lead) return undefined;
  const t = tenant(db, principal);
  const agent = row.user_id
    ? await t
        .selectFrom('app_user')
        .select(['fname', 'lname', 'company'])
        .where('user_id', '=', row.user_id)
        .executeTakeFirst()
    : undefined;
  const agentPhone = row.user_id
    ? await t
        .selectFrom('user_phone')
        .select('phone')
        .where('user_id', '=', row.user_id)
        .orderBy('is_default', 'desc')
        .executeTakeFirst()
    : undefined;
  const agentEmail = row.user_id
    ? await t
        .selectFrom('user_email')
        .select('email')
        .where('user_id', '=', row.user_id)
        .orderBy('is_default', 'desc')
        .executeTakeFirst()
    : undefined;
  const agentAddress = row.user_id
    ? await t
        .selectFrom('user_address')
        .select(['address1', 'city', 'state_id', 'zip'])
        .where('user_id', '=', row.user_id)
        .orderBy('is_default', 'desc')
        .executeTakeFirst()
    : undefined;
  const line = (parts: Array<string | null | undefined>) => parts.filter((p) => p && p.trim()).join(', ');
  const record = toRecord(row as SoaRow);
  return {
    ...record,
    signer_name: row.signer_name,
    content_sha256: row.content_sha256,
    soa: {
      client_name: record.client_name,
      client_phone: lead.phone ?? '',
      client_email: record.client_email,
      client_address: line([lead.address1, lead.city, lead.state_id, lead.zip]),
      agent_name: agent ? `${agent.fname} ${agent.lname}`.trim() : '',
      agent_phone: agentPhone?.phone ?? '',
      agent_email: agentEmail?.email ?? '',
      agent_address: line([agentAddress?.address1, agentAddress?.city, agentAddress?.state_id, agentAddress?.zip]),
      contact_method: record.contact_method,
      appointment_date: record.appointment_date,
      agent_esign_id: record.esignature_id,
    },
  };
}

// ---- Client invites ----------------------------------------------------------------------------

type InviteRow = {
  client_invite_id: number;
  soa_id: number;
  lead_id: number;
  mode: ClientInviteRow['mode'];
  created_at: Date;
  expires_at: Date;
  revoked: '0' | '1';
  reminders_sent: number;
  last_reminder_at: Date | null;
  status: SoaRecord['status'];
};

function toInvite(row: InviteRow, now: Date): ClientInviteRow {
  const state: ClientInviteRow['state'] =
    row.status === 'signed'
      ? 'signed'
      : row.revoked === '1' || row.status === 'cancelled'
        ? 'revoked'
        : new Date(row.expires_at).getTime() <= now.getTime() || row.status === 'expired'
          ? 'expired'
          : 'active';
  return {
    client_invite_id: row.client_invite_id,
    soa_id: row.soa_id,
    lead_id: row.lead_id,
    mode: row.mode,
    state,
    created_at: iso(row.created_at)!,
    expires_at: iso(row.expires_at)!,
    revoked: row.revoked,
    reminders_sent: row.reminders_sent,
    last_reminder_at: iso(row.last_reminder_at),
  };
}

/** The client invites the caller may reach (their leads' own, or every lead's with lead_view_assigned), newest first. */
export async function searchInvites(
  db: Db,
  principal: Principal,
  filter: { leadId?: number; soaId?: number; appId?: number; inviteId?: number },
  page: { number: number; size: number } = { number: 1, size: 100 },
  now = new Date(),
) {
  let query = tenant(db, principal)
    .selectFrom('client_invite as i')
    .innerJoin('soa as s', (j) => j.onRef('s.account_id', '=', 'i.account_id').onRef('s.soa_id', '=', 'i.soa_id'))
    .innerJoin('lead as l', (j) => j.onRef('l.account_id', '=', 'i.account_id').onRef('l.lead_id', '=', 'i.lead_id'))
    .where('l.deleted', '=', '0');
  if (!principal.permissions.has('lead_view_assigned')) query = query.where('l.user_id', '=', principal.user_id);
  if (filter.leadId !== undefined) query = query.where('i.lead_id', '=', filter.leadId);
  if (filter.soaId !== undefined) query = query.where('i.soa_id', '=', filter.soaId);
  if (filter.appId !== undefined) query = query.where('s.app_id', '=', filter.appId);
  if (filter.inviteId !== undefined) query = query.where('i.client_invite_id', '=', filter.inviteId);
  const [{ total }, rows] = await Promise.all([
    query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    query
      .select([
        'i.client_invite_id',
        'i.soa_id',
        'i.lead_id',
        'i.mode',
        'i.created_at',
        'i.expires_at',
        'i.revoked',
        'i.reminders_sent',
        'i.last_reminder_at',
        's.status',
      ])
      .orderBy('i.created_at', 'desc')
      .orderBy('i.client_invite_id', 'desc')
      .limit(page.size)
      .offset((page.number - 1) * page.size)
      .execute(),
  ]);
  return { total: Number(total), rows: rows.map((row) => toInvite(row, now)) };
}

// ---- Rules and disclaimers ---------------------------------------------------------------------

/** The SOA rule table, in kind and date order. */
export async function readSoaRules(db: Db): Promise<SoaRuleRow[]> {
  const rows = await db
    .selectFrom('soa_rule')
    .select([
      'kind',
      sql<string>`to_char(effective_from, 'YYYY-MM-DD')`.as('effective_from'),
      'waiting_hours',
      'applies_to_unscheduled',
      'retention_years',
      'note',
      'source',
    ])
    .orderBy('kind', 'desc')
    .orderBy('effective_from')
    .execute();
  return rows;
}

/** The plan year of an instant (Central Time), and the next. */
export function planYears(now: Date): [number, number] {
  const year = Number(new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric' }).format(now));
  return [year, year + 1];
}

/** MA and Part D: the plans the CMS disclaimer counts (product types 8 and 11). */
const DISCLAIMER_PRODUCT_TYPES = [8, 11];

/**
 * The CMS "we do not offer every plan" disclaimer with counts (42 CFR 422.2267(e)(34)), per plan year:
 * the organizations (carriers) and MA/Part D plans the agency offers — the account's product filter
 * when it lists any plan, else every plan — in the current and next plan year.
 */
export async function planDisclaimers(db: Db, owner: TenantOwner, now = new Date()) {
  const years = planYears(now);
  const filtered = await tenant(db, owner).selectFrom('product_filter').select('plan_id').limit(1).executeTakeFirst();
  let query = db
    .selectFrom('plan as p')
    .select([
      'p.plan_year',
      sql<string>`count(DISTINCT p.carrier_id)`.as('organizations'),
      sql<string>`count(*)`.as('plans'),
    ])
    .where('p.plan_year', 'in', years)
    .where('p.product_type_id', 'in', DISCLAIMER_PRODUCT_TYPES)
    .groupBy('p.plan_year')
    .orderBy('p.plan_year');
  if (filtered)
    query = query.where('p.plan_id', 'in', tenant(db, owner).selectFrom('product_filter as f').select('f.plan_id'));
  const rows = await query.execute();
  return rows.map((row) => ({
    plan_year: row.plan_year,
    email_disclaimer_text_with_counts: disclaimerText(Number(row.organizations), Number(row.plans)),
  }));
}

function disclaimerText(organizations: number, plans: number): string {
  const orgs = `${organizations} organization${organizations === 1 ? '' : 's'}`;
  const products = `${plans} product${plans === 1 ? '' : 's'}`;
  return `We do not offer every plan available in your area. Currently we represent ${orgs} which offer ${products} in your area. Please contact Medicare.gov, 1-800-MEDICARE, or your local State Health Insurance Program (SHIP) to get information on all of your options.`;
}

// ---- Report ------------------------------------------------------------------------------------

export interface SoaReportFilter {
  userId?: number;
  /** YYYY-MM-DD, Central Time, inclusive. */
  from?: string;
  to?: string;
  status?: SoaRecord['status'];
}

/** Rows cap of one report download. */
export const SOA_REPORT_MAX_ROWS = 100_000;

/** The account's SOAs for the report (every agent's), oldest first, with times in Central Time. */
export async function soaReportRows(db: Db, owner: TenantOwner, filter: SoaReportFilter) {
  const zone = DISPLAY_TIME_ZONE;
  let query = tenant(db, owner)
    .selectFrom('soa as s')
    .leftJoin('app_user as u', (j) => j.onRef('u.account_id', '=', 's.account_id').onRef('u.user_id', '=', 's.user_id'))
    .select([
      sql<string>`coalesce(u.fname || ' ' || u.lname, '')`.as('agent'),
      's.client_name as lead_name',
      's.process_type',
      's.status',
      sql<string>`to_char(s.created_at AT TIME ZONE ${zone}, 'MM/DD/YYYY HH12:MI AM')`.as('sent'),
      sql<string | null>`to_char(s.signed_at AT TIME ZONE ${zone}, 'MM/DD/YYYY HH12:MI AM')`.as('signed'),
      usDate('s.appointment_date').as('appointment_date'),
    ]);
  if (filter.userId !== undefined) query = query.where('s.user_id', '=', filter.userId);
  if (filter.status) query = query.where('s.status', '=', filter.status);
  if (filter.from)
    query = query.where('s.created_at', '>=', sql<Date>`(${filter.from}::date::timestamp AT TIME ZONE ${zone})`);
  if (filter.to)
    query = query.where('s.created_at', '<', sql<Date>`((${filter.to}::date + 1)::timestamp AT TIME ZONE ${zone})`);
  return query.orderBy('s.created_at').orderBy('s.soa_id').limit(SOA_REPORT_MAX_ROWS).execute();
}

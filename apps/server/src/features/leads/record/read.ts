import { canSeeAllLeads } from '@meridian/domain';
// Reading a lead record (spec 02 §3.1): who reaches it, the record with its contacts, and the
// account facts a save depends on. Every tenant query goes through `tenant(db, principal)`; an
// agent without lead_view_assigned reaches only their own leads (anything else is as missing: 404).
import { sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { LeadAddressRow, LeadEmailRow, LeadPhoneRow, LeadRecord } from '@meridian/api';
import { DISPLAY_TIME_ZONE } from '@meridian/domain';
import type { Principal } from '../../../auth/principal';
import { tenant } from '../../../db/tenant';
import { maskedSsn } from './rules';
import type { SsnCipher } from '../../../db/ssn-cipher';
import { type Db, type LeadActor, iso, orEmpty, reaches, usDate } from './actor';

/**
 * The leads the caller may read, as `lead as l`: the account's not deleted, and only the caller's own
 * unless they hold lead_view_assigned. Exports and reports start from it.
 */
export function visibleLeads(db: Db, principal: Principal) {
  let query = tenant(db, principal).selectFrom('lead as l').where('l.deleted', '=', '0');
  if (!canSeeAllLeads(principal.permissions)) query = query.where('l.user_id', '=', principal.user_id);
  return query;
}

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
  const row = await readLeadRow(db, actor, leadId);
  if (!row || !reaches(actor, row.user_id)) return undefined;
  const ssnDigits = row.ssn_encrypted ? (cipher.decrypt(row.ssn_encrypted, row) ?? '') : '';
  const ssn = fullSsn ? formatSsnDigits(ssnDigits) : maskedSsn(row.ssn_last_four);
  return { record: toLeadRecord(row, ssn), ssnDigits };
}

/** The lead row with its contacts, tags, instructions, last disposition note and last permission change. */
function readLeadRow(db: Db, actor: LeadActor, leadId: number) {
  const t = tenant(db, actor);
  // One statement: the lead with its contacts, tags, instructions, last disposition note and last
  // permission change as JSON columns (a round trip each cost more than the reads themselves).
  return t
    .selectFrom('lead as l')
    .innerJoin('account as acc', (j) => j.onRef('acc.account_id', '=', 'l.account_id'))
    .leftJoin('lead_disposition as d', (j) =>
      j.onRef('d.account_id', '=', 'l.account_id').onRef('d.dispo_id', '=', 'l.lead_dispo_id'),
    )
    .leftJoin('app_user as a', (j) => j.onRef('a.account_id', '=', 'l.account_id').onRef('a.user_id', '=', 'l.user_id'))
    .where('l.lead_id', '=', leadId)
    .where('l.deleted', '=', '0')
    .selectAll('l')
    .select((eb) => [
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
      jsonArrayFrom(
        eb
          .selectFrom('lead_phone as p')
          .select(['p.phone_id', 'p.phone_type', 'p.phone', 'p.phone_ext'])
          .whereRef('p.account_id', '=', 'l.account_id')
          .whereRef('p.lead_id', '=', 'l.lead_id')
          .orderBy('p.phone_id'),
      ).as('phone_rows'),
      jsonArrayFrom(
        eb
          .selectFrom('lead_email as e')
          .select(['e.email_id', 'e.email_type', 'e.email'])
          .whereRef('e.account_id', '=', 'l.account_id')
          .whereRef('e.lead_id', '=', 'l.lead_id')
          .orderBy('e.email_id'),
      ).as('email_rows'),
      jsonArrayFrom(
        eb
          .selectFrom('lead_address as ad')
          .select([
            'ad.address_id',
            'ad.address_type_id',
            'ad.address1',
            'ad.address2',
            'ad.city',
            'ad.state_id',
            'ad.zip',
            'ad.zip_4',
            'ad.county',
            'ad.county_fips',
            'ad.country_id',
            'ad.apo',
          ])
          .whereRef('ad.account_id', '=', 'l.account_id')
          .whereRef('ad.lead_id', '=', 'l.lead_id')
          .orderBy('ad.address_id'),
      ).as('address_rows'),
      jsonArrayFrom(
        eb
          .selectFrom('lead_tag as lt')
          .innerJoin('tag as tg', (j) =>
            j.onRef('tg.account_id', '=', 'lt.account_id').onRef('tg.tag_id', '=', 'lt.tag_id'),
          )
          .select('tg.tag_name')
          .whereRef('lt.account_id', '=', 'l.account_id')
          .whereRef('lt.lead_id', '=', 'l.lead_id')
          .orderBy('tg.tag_name'),
      ).as('tag_rows'),
      jsonArrayFrom(
        eb
          .selectFrom('lead_instruction as li')
          .select('li.lead_instruction_text')
          .whereRef('li.account_id', '=', 'l.account_id')
          .where('li.active', '=', '1')
          .orderBy('li.sort_order')
          .orderBy('li.lead_instruction_id'),
      ).as('instruction_rows'),
      eb
        .selectFrom('lead_disposition_log as dl')
        .select('dl.dispo_log')
        .whereRef('dl.account_id', '=', 'l.account_id')
        .whereRef('dl.lead_id', '=', 'l.lead_id')
        .orderBy('dl.dispo_date', 'desc')
        .orderBy('dl.dispo_log_id', 'desc')
        .limit(1)
        .as('last_dispo_log'),
      jsonObjectFrom(
        eb
          .selectFrom('lead_contact_permission_history as h')
          .leftJoin('app_user as u', (j) =>
            j.onRef('u.account_id', '=', 'h.account_id').onRef('u.user_id', '=', 'h.changed_by'),
          )
          .leftJoin('user_credentials as c', (j) =>
            j.onRef('c.account_id', '=', 'h.account_id').onRef('c.user_id', '=', 'h.changed_by'),
          )
          .select([iso('h.changed_at').as('changed_at'), 'h.changed_by', 'u.fname', 'u.lname', 'c.login'])
          .whereRef('h.account_id', '=', 'l.account_id')
          .whereRef('h.lead_id', '=', 'l.lead_id')
          .orderBy('h.changed_at', 'desc')
          .orderBy('h.history_id', 'desc')
          .limit(1),
      ).as('last_permission_change'),
    ])
    .executeTakeFirst();
}

type LeadRow = NonNullable<Awaited<ReturnType<typeof readLeadRow>>>;

function phoneRowsOf(row: LeadRow): LeadPhoneRow[] {
  return row.phone_rows.map((p) => ({
    phone_id: p.phone_id,
    phone_type: p.phone_type,
    phone: p.phone,
    phone_ext: p.phone_ext,
    isSelected: p.phone_id === row.default_phone_id,
  }));
}

function emailRowsOf(row: LeadRow): LeadEmailRow[] {
  return row.email_rows.map((e) => ({
    email_id: e.email_id,
    email_type: e.email_type,
    email: e.email,
    isSelected: e.email_id === row.default_email_id,
  }));
}

function addressRowsOf(row: LeadRow): LeadAddressRow[] {
  return row.address_rows.map((a) => ({
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
    // A JSON column: Kysely types the '0' | '1' text as a number, but it arrives as the text.
    apo: String(a.apo) === '1' ? '1' : '0',
    isSelected: a.address_id === row.default_address_id,
  }));
}

const personPhone = (phone: string | null, type: LeadPhoneRow['phone_type'] | null, ext: string | null) =>
  phone ? { phone_type: type ?? 'Home', phone, phone_ext: ext ?? '' } : null;

/** Who last changed the contact permissions: a user, or the client themselves (no user). */
function permissionChanger(
  permission: LeadRow['last_permission_change'],
): LeadRecord['contact_permission_change_user'] {
  if (!permission) return null;
  if (permission.changed_by === null) return { login: '', fname: 'Client', lname: '' };
  return { login: permission.login ?? '', fname: permission.fname ?? '', lname: permission.lname ?? '' };
}

/** The lead as answered; `ssn` is already masked (or formatted in full when the caller may see it). */
function toLeadRecord(row: LeadRow, ssn: string): LeadRecord {
  const phoneRows = phoneRowsOf(row);
  const emailRows = emailRowsOf(row);
  const addressRows = addressRowsOf(row);
  const permission = row.last_permission_change;
  return {
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
    ssn,
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
    tags: row.tag_rows.map((tag) => tag.tag_name),
    lead_instructions: row.instruction_rows.map((i) => i.lead_instruction_text),
    do_not_call: row.do_not_call,
    do_not_email: row.do_not_email,
    do_not_text: row.do_not_text,
    do_not_mail: row.do_not_mail,
    contact_permission_change_date: permission?.changed_at ?? null,
    contact_permission_change_user: permissionChanger(permission),
    disposition_date: row.disposition_us,
    dispo_name: row.dispo_name,
    dispo_log: row.last_dispo_log ?? '',
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

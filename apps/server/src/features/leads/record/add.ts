// Adding a lead (spec 02 §3.2, §7.1) with the duplicate check.
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { LeadDuplicate, NewLead } from '@meridian/api';
import { normalizeMedicareNumber, NEW_LEAD_TYPE_ID } from '@meridian/domain';
import type { Principal } from '../../../auth/principal';
import type { DB, LeadTable } from '../../../schema';
import { tenant, type TenantOwner } from '../../../db/tenant';
import { usDateToIso } from './rules';
import { type Db, orEmpty, usDate } from './actor';
import { checkOriginationIds } from './origination';
import { syncDefaults } from './save';
import { pickCounty, resolveCounty } from './save-contacts';

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

/** A whole number of a body (a blank is null). */
const whole = (v: number | string | null | undefined) => (v === null || v === undefined || v === '' ? null : Number(v));
/** A Part A/B date as typed (MM/YYYY or MM/DD/YYYY) → the first of its month; anything else null. */
const partIso = (v: string | null | undefined) => {
  const m = /^(\d{2})\/(?:\d{2}\/)?(\d{4})$/.exec((v ?? '').trim());
  return m ? `${m[2]}-${m[1]}-01` : null;
};

/** The lead's own columns of a new lead (spec 02 §3.2): what insertLead and the import both write. */
function newLeadColumns(
  principal: { user_id: number },
  body: NewLead & { hicn?: string | null },
  agentId: number | null,
) {
  return {
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
  };
}

/** The first phone, email and address of a new lead that insertLead keeps (a phone of 10 digits, an email, an address with a zip, state or county). */
function newLeadContacts(body: NewLead & { address1?: string | null; address2?: string | null; city?: string | null }) {
  const phones = (body.phones ?? [])
    .map((p) => ({ phone: p.phone.replace(/\D/g, ''), phone_type: p.phone_type }))
    .filter((p) => p.phone.length === 10);
  const emails = (body.emails ?? [])
    .map((e) => ({ email: e.email.trim(), email_type: e.email_type }))
    .filter((e) => e.email !== '');
  const addresses = (body.addresses ?? [])
    .filter((a) => a.zip?.trim() || a.state_id?.trim() || a.county?.trim())
    .map((a, i) => ({
      address_type_id: a.address_type_id === 'home' ? ('Home' as const) : a.address_type_id,
      address1: (i === 0 ? body.address1?.trim() : '') || null,
      address2: (i === 0 ? body.address2?.trim() : '') || null,
      city: (i === 0 ? body.city?.trim() : '') || null,
      state_id: a.state_id?.trim().toUpperCase() || null,
      zip: a.zip?.trim() || null,
      zip_4: null,
      county: a.county?.trim() || null,
      county_fips: null as string | null,
      country_id: 1,
      apo: '0' as const,
    }));
  return { phones, emails, addresses };
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
    await checkOriginationIds(t, { b2bpartner_id: whole(body.b2bpartner_id) });
    const { lead_id } = await t
      .insertInto('lead', newLeadColumns(principal, body, agentId))
      .returning('lead_id')
      .executeTakeFirstOrThrow();
    const contacts = newLeadContacts(body);
    for (const p of contacts.phones) await t.insertInto('lead_phone', { lead_id, ...p }).execute();
    for (const e of contacts.emails) await t.insertInto('lead_email', { lead_id, ...e }).execute();
    for (const a of contacts.addresses) {
      const resolved = await resolveCounty(trx, { ...a, address_id: null, isSelected: true });
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

/** A lead of an import: the New Lead body with the address lines of its first address. */
export type ImportedLead = NewLead & {
  hicn?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
};

/** What every lead of one import gets: its agent (null: Unassigned), lead source, campaign and the import's id. */
export interface ImportedLeadOrigin {
  agentId: number | null;
  leadVendorId: number | null;
  campaignId: number | null;
  leadImportId: number;
}

/**
 * Adds the leads of one import batch in the caller's transaction, as insertLead adds each (the same
 * columns, contacts, county rule, defaults and audit row), in a few statements for the whole batch;
 * answers their ids in order.
 */
export async function insertImportedLeads(
  trx: Transaction<DB>,
  principal: TenantOwner & { user_id: number },
  leads: readonly ImportedLead[],
  origin: ImportedLeadOrigin,
): Promise<number[]> {
  if (leads.length === 0) return [];
  const t = tenant(trx, principal);
  const contacts = leads.map(newLeadContacts);
  const zips = [...new Set(contacts.flatMap((c) => c.addresses.map((a) => a.zip).filter((z): z is string => !!z)))];
  const counties = zips.length
    ? await trx
        .selectFrom('zip_county')
        .select(['zip', 'county_name', 'county_fips', 'state_id'])
        .where('zip', 'in', zips)
        .execute()
    : [];
  const byZip = new Map<string, typeof counties>();
  for (const row of counties) byZip.set(row.zip, [...(byZip.get(row.zip) ?? []), row]);
  const resolved = contacts.map((c) => ({
    ...c,
    addresses: c.addresses.map((a) => (a.zip ? pickCounty(byZip.get(a.zip) ?? [], a) : a)),
  }));

  // The lead's default columns are its first phone, email and address (syncDefaults' choice for a new lead).
  const rows = await t
    .insertInto(
      'lead',
      leads.map((body, i) => {
        const { phones, emails, addresses } = resolved[i]!;
        const address = addresses[0];
        return {
          ...newLeadColumns(principal, body, origin.agentId),
          lead_vendor_id: origin.leadVendorId,
          campaign_id: origin.campaignId,
          lead_import_id: origin.leadImportId,
          phone: phones[0]?.phone ?? null,
          phone_type: phones[0]?.phone_type ?? null,
          email: emails[0]?.email ?? null,
          address1: address?.address1 ?? null,
          address2: address?.address2 ?? null,
          city: address?.city ?? null,
          state_id: address?.state_id ?? null,
          zip: address?.zip ?? null,
          zip_4: address?.zip_4 ?? null,
          county: address?.county ?? null,
          county_fips: address?.county_fips ?? null,
        };
      }),
    )
    .returning('lead_id')
    .execute();
  // PostgreSQL answers a multi-row INSERT's RETURNING in the order of its VALUES.
  const leadIds = rows.map((r) => r.lead_id);
  const phones = resolved.flatMap((c, i) => c.phones.map((p) => ({ ...p, lead_id: leadIds[i]! })));
  const emails = resolved.flatMap((c, i) => c.emails.map((e) => ({ ...e, lead_id: leadIds[i]! })));
  const addresses = resolved.flatMap((c, i) => c.addresses.map((a) => ({ ...a, lead_id: leadIds[i]! })));
  if (phones.length) await t.insertInto('lead_phone', phones).execute();
  if (emails.length) await t.insertInto('lead_email', emails).execute();
  if (addresses.length) await t.insertInto('lead_address', addresses).execute();
  // Each lead points at its first phone, email and address (the lowest ids, as syncDefaults chooses).
  await sql`
    UPDATE lead AS l SET
      default_phone_id = (SELECT min(p.phone_id) FROM lead_phone p WHERE p.account_id = l.account_id AND p.lead_id = l.lead_id),
      default_email_id = (SELECT min(e.email_id) FROM lead_email e WHERE e.account_id = l.account_id AND e.lead_id = l.lead_id),
      default_address_id = (SELECT min(a.address_id) FROM lead_address a WHERE a.account_id = l.account_id AND a.lead_id = l.lead_id)
    WHERE l.account_id = ${principal.account_id} AND l.lead_id = ANY(${leadIds}::int[])`.execute(trx);
  await t
    .insertInto(
      'lead_audit',
      leadIds.map((lead_id) => ({
        lead_id,
        changed_by: principal.user_id,
        field: 'lead',
        old_value: null,
        new_value: 'created',
      })),
    )
    .execute();
  return leadIds;
}

/**
 * Updates an existing lead from an import row (the import's duplicate action 'update'): the fields the
 * row fills replace the lead's, a phone or email it does not have is added, the lead source and
 * campaign become the import's; one audit row names the import.
 */
export async function updateImportedLead(
  trx: Transaction<DB>,
  principal: TenantOwner & { user_id: number },
  leadId: number,
  body: ImportedLead,
  origin: ImportedLeadOrigin,
): Promise<boolean> {
  const t = tenant(trx, principal);
  const columns = newLeadColumns(principal, body, null);
  const set: Updateable<LeadTable> = { updated_by: principal.user_id, updated_at: new Date() };
  if (columns.fname) set.fname = columns.fname;
  if (columns.lname) set.lname = columns.lname;
  if (columns.dob) set.dob = columns.dob;
  if (columns.gender) set.gender = columns.gender;
  if (columns.hicn) set.hicn = columns.hicn;
  if (columns.medicare_parta_date) set.medicare_parta_date = columns.medicare_parta_date;
  if (columns.medicare_partb_date) set.medicare_partb_date = columns.medicare_partb_date;
  if (columns.lead_vendor_source_code) set.lead_vendor_source_code = columns.lead_vendor_source_code;
  if (origin.leadVendorId !== null) set.lead_vendor_id = origin.leadVendorId;
  if (origin.campaignId !== null) set.campaign_id = origin.campaignId;
  const updated = await t
    .updateTable('lead')
    .set(set)
    .where('lead_id', '=', leadId)
    .where('deleted', '=', '0')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  const contacts = newLeadContacts(body);
  for (const p of contacts.phones) {
    const has = await t
      .selectFrom('lead_phone')
      .select('phone_id')
      .where('lead_id', '=', leadId)
      .where('phone', '=', p.phone)
      .executeTakeFirst();
    if (!has) await t.insertInto('lead_phone', { lead_id: leadId, ...p }).execute();
  }
  for (const e of contacts.emails) {
    const has = await t
      .selectFrom('lead_email')
      .select('email_id')
      .where('lead_id', '=', leadId)
      .where(sql<boolean>`lower(email) = ${e.email.toLowerCase()}`)
      .executeTakeFirst();
    if (!has) await t.insertInto('lead_email', { lead_id: leadId, ...e }).execute();
  }
  await syncDefaults(t, leadId);
  await t
    .insertInto('lead_audit', {
      lead_id: leadId,
      changed_by: principal.user_id,
      field: 'lead',
      old_value: null,
      new_value: `updated by import ${origin.leadImportId}`,
    })
    .execute();
  return true;
}

/** Whether a user of the caller's account exists (the agent of a new lead). */
export async function userExists(db: Db, principal: Principal, userId: number): Promise<boolean> {
  // The caller was read from app_user in this account by the request's authentication.
  if (userId === principal.user_id) return true;
  const row = await tenant(db, principal)
    .selectFrom('app_user')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

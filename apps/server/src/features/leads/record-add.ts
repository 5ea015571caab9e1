// Adding a lead (spec 02 §3.2, §7.1) with the duplicate check.
import { sql, type Kysely } from 'kysely';
import type { LeadDuplicate, NewLead } from '@meridian/api';
import { normalizeMedicareNumber, NEW_LEAD_TYPE_ID } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { usDateToIso } from './record';
import { type Db, orEmpty, usDate } from './record-actor';
import { checkOriginationIds, resolveCounty, syncDefaults } from './record-save';

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

// The lead and the agent as an SOA reads them (spec 02 §3.10, §4.3), and the lead's default email the
// send form enters. Every tenant query goes through `tenant()`; a lead is reached only when the caller
// may see it (`visibleLead`: own lead, or lead_view_assigned).
import { sql } from 'kysely';
import type { SoaEmailAgent, SoaLead } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import { tenant, type TenantOwner } from '../../db/tenant';
import { visibleLead } from '../leads';
import { usDate, type Db } from './queries';

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

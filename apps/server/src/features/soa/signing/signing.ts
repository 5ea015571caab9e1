// The client's signature of a scope of appointment: the invite a token opens, the signing itself
// (the PDF and its content hash stored, the invite used, an audit row, the agent and the client
// told by email), and the stored PDF for the agent. The token is the only credential of the public
// page: the invite is found by its hash across accounts, and everything after is scoped to the
// invite's account.
import { sql, type Kysely } from 'kysely';
import { formatCentralDateTime, orderSoaProductTypes, soaProductTypeLabel } from '@meridian/domain';
import type { Principal } from '../../../auth/principal';
import type { DB } from '../../../schema';
import { tenant, type TenantOwner } from '../../../db/tenant';
import { enqueueEmail } from '../../../email/outbox';
import { visibleLead } from '../../leads';
import { renderSoaPdf, type SoaPdfContent } from './pdf';
import { inviteTokenHash } from '../invites/repository';

/** What the signing page shows of an open invite, and what the signature needs. */
export interface OpenSoaInvite {
  account_id: number;
  client_invite_id: number;
  soa_id: number;
  lead_id: number;
  user_id: number | null;
  expires_at: Date;
  invite_sent_at: Date;
  account_business_name: string;
  agent_name: string;
  agent_email: string | null;
  agent_signature: string;
  client_name: string;
  client_email: string | null;
  client_dob: string;
  appointment_date: string;
  contact_method: string;
}

export type SoaInviteCheck =
  { ok: true; invite: OpenSoaInvite } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/**
 * The invite a token opens. Invalid: no such token, revoked, its SOA cancelled or its lead removed.
 * Used: its SOA is already signed. Expired: past its 60 days.
 */
export async function checkSoaInvite(db: Kysely<DB>, token: string, now: Date): Promise<SoaInviteCheck> {
  const row = await db
    .selectFrom('client_invite as i')
    .innerJoin('soa as s', (j) => j.onRef('s.account_id', '=', 'i.account_id').onRef('s.soa_id', '=', 'i.soa_id'))
    .innerJoin('lead as l', (j) => j.onRef('l.account_id', '=', 's.account_id').onRef('l.lead_id', '=', 's.lead_id'))
    .innerJoin('account as acc', (j) => j.onRef('acc.account_id', '=', 'i.account_id'))
    .leftJoin('app_user as u', (j) => j.onRef('u.account_id', '=', 's.account_id').onRef('u.user_id', '=', 's.user_id'))
    .select([
      'i.account_id',
      'i.client_invite_id',
      'i.soa_id',
      'i.lead_id',
      'i.revoked',
      'i.used_at',
      'i.expires_at',
      'i.created_at as invite_sent_at',
      's.user_id',
      's.status',
      's.signed_at',
      's.client_name',
      's.client_email',
      's.contact_method',
      's.agent_signature',
      'l.deleted',
      'acc.account_name',
      'u.fname as agent_fname',
      'u.lname as agent_lname',
      (eb) =>
        eb
          .selectFrom('user_email as e')
          .select('e.email')
          .whereRef('e.account_id', '=', 's.account_id')
          .whereRef('e.user_id', '=', 's.user_id')
          .orderBy('e.is_default', 'desc')
          .orderBy('e.email_id')
          .limit(1)
          .as('agent_email'),
      sql<string>`coalesce(to_char(s.client_dob, 'MM/DD/YYYY'), '')`.as('client_dob'),
      sql<string>`coalesce(to_char(s.appointment_date, 'MM/DD/YYYY'), '')`.as('appointment_date'),
    ])
    .where('i.token_hash', '=', inviteTokenHash(token))
    .executeTakeFirst();
  if (!row || row.revoked === '1' || row.deleted === '1' || row.status === 'cancelled')
    return { ok: false, reason: 'invalid' };
  if (row.signed_at !== null || row.used_at !== null || row.status === 'signed') return { ok: false, reason: 'used' };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    invite: {
      account_id: row.account_id,
      client_invite_id: row.client_invite_id,
      soa_id: row.soa_id,
      lead_id: row.lead_id,
      user_id: row.user_id,
      expires_at: new Date(row.expires_at),
      invite_sent_at: new Date(row.invite_sent_at),
      account_business_name: row.account_name,
      agent_name: row.user_id === null ? '' : `${row.agent_fname ?? ''} ${row.agent_lname ?? ''}`.trim(),
      agent_email: row.agent_email,
      agent_signature: row.agent_signature ?? '',
      client_name: row.client_name,
      client_email: row.client_email,
      client_dob: row.client_dob,
      appointment_date: row.appointment_date,
      contact_method: row.contact_method ?? '',
    },
  };
}

/** Who signed and from where. */
export interface SoaSignature {
  product_types: readonly string[];
  signer_name: string;
  ip: string;
  user_agent: string;
}

/**
 * Signs the SOA an open invite names: renders the PDF, then in one transaction stores it with its
 * content, hash and the signer's evidence, marks the invite used, writes the lead's audit row and
 * queues the agent's notice and the client's confirmation. Answers undefined when another signature
 * got there first (the SOA is signed once).
 */
export async function signSoaInvite(
  db: Kysely<DB>,
  invite: OpenSoaInvite,
  signature: SoaSignature,
  now: Date,
): Promise<{ signed_at: Date; content_sha256: string } | undefined> {
  const content: SoaPdfContent = {
    account_name: invite.account_business_name,
    agent_name: invite.agent_name,
    agent_signature: invite.agent_signature,
    client_name: invite.client_name,
    client_dob: invite.client_dob,
    product_types: orderSoaProductTypes(signature.product_types),
    contact_method: invite.contact_method,
    appointment_date: invite.appointment_date,
    client_signature: signature.signer_name.trim(),
    signed_at: now.toISOString(),
    signer_ip: signature.ip.slice(0, 64),
    user_agent: signature.user_agent.slice(0, 300),
    invite_sent_at: invite.invite_sent_at.toISOString(),
  };
  const { pdf, contentHash } = await renderSoaPdf(content);
  const owner = { account_id: invite.account_id };
  return db.transaction().execute(async (trx) => {
    const t = tenant(trx, owner);
    const signed = await t
      .updateTable('soa')
      .set({
        status: 'signed',
        signed_at: now,
        signer_name: content.client_signature,
        signer_ip: content.signer_ip,
        signer_user_agent: content.user_agent,
        product_types: JSON.stringify(content.product_types),
        signed_content: JSON.stringify(content),
        content_sha256: contentHash,
        pdf,
        updated_at: now,
      })
      .where('soa_id', '=', invite.soa_id)
      .where('signed_at', 'is', null)
      .where('status', '=', 'sent')
      .returning('soa_id')
      .executeTakeFirst();
    if (!signed) return undefined;
    await t
      .updateTable('client_invite')
      .set({ used_at: now })
      .where('client_invite_id', '=', invite.client_invite_id)
      .execute();
    await t
      .insertInto('lead_audit', {
        lead_id: invite.lead_id,
        changed_at: now,
        changed_by: null,
        by_client: '1',
        field: 'soa_signed',
        old_value: null,
        new_value: `SOA ${invite.soa_id}: ${content.product_types.map(soaProductTypeLabel).join('; ')}`,
      })
      .execute();
    await notifySigned(trx, invite, content);
    return { signed_at: now, content_sha256: contentHash };
  });
}

async function notifySigned(db: Parameters<typeof enqueueEmail>[0], invite: OpenSoaInvite, content: SoaPdfContent) {
  const products = content.product_types.map((p) => `- ${soaProductTypeLabel(p)}`).join('\n');
  const signedAt = formatCentralDateTime(content.signed_at);
  if (invite.agent_email)
    await enqueueEmail(db, {
      accountId: invite.account_id,
      to: invite.agent_email,
      subject: `Scope of Appointment signed: ${invite.client_name}`,
      text: [
        `${invite.client_name} signed the Scope of Appointment on ${signedAt}.`,
        '',
        'Products to discuss:',
        products,
        '',
        `Appointment date: ${invite.appointment_date || '-'}`,
        '',
        "The signed form (PDF) is on the lead's page, under Scope of Appointment.",
      ].join('\n'),
      kind: 'soa_signed_agent',
    });
  if (invite.client_email)
    await enqueueEmail(db, {
      accountId: invite.account_id,
      to: invite.client_email,
      subject: 'Your signed Scope of Appointment',
      text: [
        `Dear ${invite.client_name},`,
        '',
        `Thank you. You signed your Scope of Appointment with ${invite.agent_name || invite.account_business_name} of ${invite.account_business_name} on ${signedAt}.`,
        '',
        'You chose to discuss:',
        products,
        '',
        `Appointment date: ${invite.appointment_date || '-'}`,
        '',
        'Signing this form does not obligate you to enroll in a plan, affect your current or future enrollment status, or enroll you in a Medicare plan. Please contact your agent for a copy of the signed form.',
      ].join('\n'),
      kind: 'soa_signed_client',
    });
}

/** The stored PDF of a signed SOA the caller may reach (the lead's agent, or lead_view_assigned); undefined otherwise. */
export async function signedSoaPdf(
  db: Kysely<DB>,
  principal: Principal,
  soaId: number,
): Promise<{ pdf: Uint8Array; soa_id: number; signed_at: Date } | undefined> {
  const row = await tenant(db, principal as TenantOwner)
    .selectFrom('soa')
    .select(['soa_id', 'lead_id', 'pdf', 'signed_at'])
    .where('soa_id', '=', soaId)
    .where('status', '=', 'signed')
    .executeTakeFirst();
  if (!row || !row.pdf || !row.signed_at) return undefined;
  if (!(await visibleLead(db, principal, row.lead_id))) return undefined;
  return { pdf: row.pdf, soa_id: row.soa_id, signed_at: new Date(row.signed_at) };
}

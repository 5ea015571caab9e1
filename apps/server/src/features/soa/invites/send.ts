// Sending an SOA request (spec 02 §4.3, §5.3): one lead, in the caller's transaction. The route of
// `POST clientInvite` and `POST SelfServiceEmailControl/send` call it, and a bulk send calls it per
// lead. A refusal changes nothing: every check runs before the first write.
import type { Transaction } from 'kysely';
import {
  EMAIL_TYPES,
  SOA_MESSAGES,
  missingSoaRequirements,
  renderSoaEmail,
  requiredMessage,
  selfServiceSchedule,
  soaAgentHasPhone,
  validateSoaForm,
  type ClientInviteMode,
  type EmailType,
  type SoaContactMethod,
  type SoaProcessType,
} from '@meridian/domain';
import type { Principal } from '../../../auth/principal';
import type { DB } from '../../../schema';
import { tenant } from '../../../db/tenant';
import { enqueueEmail } from '../../../email/outbox';
import { writeAdminAudit } from '../../admin-audit';
import { ownEsignatureById, findOrRecordEsignature } from '../esignatures.repository';
import { inviteTokenHash, newInviteToken } from './repository';
import { addLeadDefaultEmail, loadSoaAgent, loadSoaLead } from '../lead-agent.repository';
import { planDisclaimers } from '../rules.repository';
import { scheduleSoaReminders } from './reminders';

/** What one send needs besides the caller. */
export interface SoaInviteInput {
  leadId: number;
  mode: ClientInviteMode;
  /** The eSignature the agent signs with; for remote and f2f found (or recorded) by `agentSignature` when left out. */
  esignatureId?: number | null;
  /** MM/DD/YYYY. */
  aptDate?: string | null;
  contactMethod?: string | null;
  agentSignature?: string | null;
  /** The lead's email: chosen among several, or entered for a lead without one (then with `emailType`). */
  email?: string | null;
  emailType?: string | null;
  /** Enhanced: another of the lead's emails to send to. */
  alternateEmailId?: number | null;
  customMessage?: string | null;
  /** The bulk send this is part of. */
  bulkSendId?: number | null;
  now?: Date;
}

export type SoaInviteResult =
  | { ok: true; soa_id: number; client_invite_id: number; url: string; emailed_to: string | null }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'refused'; message: string; missing?: string[]; agent_phone_missing?: boolean };

const PROCESS_TYPES: Record<ClientInviteMode, SoaProcessType> = { remote: 'SOA', f2f: 'SOAF2F', enhanced: 'Enhanced' };

/** MM/DD/YYYY (already validated) → YYYY-MM-DD. */
function isoDate(us: string): string {
  const [m, d, y] = us.split('/');
  return `${y}-${m}-${d}`;
}

/** MM/DD/YYYY → YYYY-MM-DD, or null for anything else (a lead's stored date as to_char wrote it). */
const isoOrNull = (us: string | null | undefined) => (us && /^\d{2}\/\d{2}\/\d{4}$/.test(us) ? isoDate(us) : null);

/**
 * Sends one SOA request: checks the lead (reachable, complete), the agent's phone, the form (the
 * domain's `validateSoaForm`, as the dialog runs it), then records the SOA and its client invite
 * (only the token's sha256 is kept) and, unless face to face, queues the invite email rendered by
 * the domain's `renderSoaEmail` — the preview's template — with the signing link
 * `${publicUrl}/client/soa/#<token>`. Everything is written in `trx`, with an audit row.
 */
export async function sendSoaInvite(
  trx: Transaction<DB>,
  principal: Principal,
  input: SoaInviteInput,
  { publicUrl }: { publicUrl: string },
): Promise<SoaInviteResult> {
  const now = input.now ?? new Date();
  const checked = await checkSend(trx, principal, input, now);
  if (!checked.ok) return checked;
  const { lead, agent, agentSignature, recipient, entered } = checked;

  // Every check has passed: from here on, writes.
  if (entered) await addLeadDefaultEmail(trx, principal, lead.lead_id, entered);
  const signature = checked.signature ?? (await findOrRecordEsignature(trx, principal, agentSignature));
  const t = tenant(trx, principal);
  const soa = await t
    .insertInto('soa', {
      lead_id: lead.lead_id,
      user_id: principal.user_id,
      process_type: PROCESS_TYPES[input.mode],
      status: 'sent',
      client_name: lead.name,
      client_email: recipient ?? lead.email,
      client_dob: isoOrNull(lead.dob),
      client_zip: lead.zip,
      appointment_date: input.aptDate && input.aptDate.trim() ? isoDate(input.aptDate.trim()) : null,
      contact_method: (input.contactMethod && input.contactMethod.trim()
        ? input.contactMethod
        : null) as SoaContactMethod | null,
      agent_signature: agentSignature.trim(),
      esignature_id: signature.esignature_id,
      agent_custom_message: input.customMessage?.trim() ? input.customMessage.trim() : null,
      bulk_send_id: input.bulkSendId ?? null,
    })
    .returning('soa_id')
    .executeTakeFirstOrThrow();
  const { invite, url } = await recordInvite(trx, principal, { soa_id: soa.soa_id, lead, input, now, publicUrl });
  if (recipient) {
    await scheduleSoaReminders(trx, {
      account_id: principal.account_id,
      client_invite_id: invite.client_invite_id,
      created_at: now,
      token: invite.token,
    });
    await emailInvite(trx, principal, { lead, agent, recipient, url, input, now });
  }
  await writeAdminAudit(trx, principal, {
    entity: 'soa',
    entity_id: soa.soa_id,
    action: 'send',
    after: {
      lead_id: lead.lead_id,
      process_type: PROCESS_TYPES[input.mode],
      client_invite_id: invite.client_invite_id,
      emailed_to: recipient,
      appointment_date: input.aptDate ?? null,
      contact_method: input.contactMethod ?? null,
      esignature_id: signature.esignature_id,
      bulk_send_id: input.bulkSendId ?? null,
    },
  });
  return { ok: true, soa_id: soa.soa_id, client_invite_id: invite.client_invite_id, url, emailed_to: recipient };
}

type SoaLead = NonNullable<Awaited<ReturnType<typeof loadSoaLead>>>;
type SoaAgent = Awaited<ReturnType<typeof loadSoaAgent>>;
type Refusal = Extract<SoaInviteResult, { ok: false }>;
type Recipient = { recipient: string | null; entered?: { email: string; email_type: EmailType } };

const refuse = (message: string, extra: { missing?: string[]; agent_phone_missing?: boolean } = {}): Refusal => ({
  ok: false,
  reason: 'refused',
  message,
  ...extra,
});

/** Every check before the first write: the lead (reachable, complete), the agent's phone, the eSignature, the form, the email. */
async function checkSend(trx: Transaction<DB>, principal: Principal, input: SoaInviteInput, now: Date) {
  const lead = await loadSoaLead(trx, principal, input.leadId);
  if (!lead) return { ok: false, reason: 'not_found' } as const;

  const missing = missingSoaRequirements(lead.check);
  if (missing.length > 0) return refuse(`Missing lead details: ${missing.join(', ')}.`, { missing });

  const agent = await loadSoaAgent(trx, principal);
  if (!soaAgentHasPhone(agent)) return refuse(SOA_MESSAGES.agentPhoneMissing, { agent_phone_missing: true });

  // The eSignature: Enhanced names one; remote and f2f sign with the form's name.
  const signature = input.esignatureId ? await ownEsignatureById(trx, principal, input.esignatureId) : undefined;
  if (input.esignatureId && !signature) return refuse(requiredMessage('Agent Signature'));
  const agentSignature = (input.mode === 'enhanced' ? signature?.signature_name : input.agentSignature) ?? '';

  const errors = validateSoaForm(
    {
      agentSignature,
      aptDate: input.aptDate,
      contactMethod: input.contactMethod,
      email: input.email,
      email_type: input.emailType,
    },
    {
      method: input.mode,
      leadEmailCount: lead.emails.length,
      agentHasDefaultEmail: agent.hasEmail,
      now,
    },
  );
  const firstError = Object.values(errors).find(Boolean);
  if (firstError) return refuse(firstError);

  const to = chooseRecipient(lead, input);
  if ('ok' in to) return to;
  return { ok: true, lead, agent, signature, agentSignature, ...to } as const;
}

/** Who the email goes to: the entered email (a lead without one), the chosen one, the alternate, or the default. */
function chooseRecipient(lead: SoaLead, input: SoaInviteInput): Recipient | Refusal {
  if (input.mode === 'f2f') return { recipient: null };
  if (lead.emails.length === 0) {
    const type = (EMAIL_TYPES as readonly string[]).find((t) => t === input.emailType);
    if (!type || !input.email) return refuse(requiredMessage('Email Type'));
    const entered = { email: input.email.trim(), email_type: type as EmailType };
    return { recipient: entered.email, entered };
  }
  if (input.mode === 'enhanced' && input.alternateEmailId) {
    const alternate = lead.emails.find((e) => e.email_id === input.alternateEmailId);
    return alternate ? { recipient: alternate.email } : refuse(requiredMessage('Email'));
  }
  if (input.email && input.email.trim()) {
    const wanted = input.email.trim().toLowerCase();
    const chosen = lead.emails.find((e) => e.email.toLowerCase() === wanted);
    return chosen ? { recipient: chosen.email } : refuse(requiredMessage('Email'));
  }
  return { recipient: lead.email ?? lead.emails[0]!.email };
}

/** The client invite (only the token's sha256 is kept) and its signing link. */
async function recordInvite(
  trx: Transaction<DB>,
  principal: Principal,
  {
    soa_id,
    lead,
    input,
    now,
    publicUrl,
  }: { soa_id: number; lead: SoaLead; input: SoaInviteInput; now: Date; publicUrl: string },
) {
  const token = newInviteToken();
  const row = await tenant(trx, principal)
    .insertInto('client_invite', {
      soa_id,
      lead_id: lead.lead_id,
      token_hash: inviteTokenHash(token),
      mode: input.mode,
      created_by: principal.user_id,
      expires_at: selfServiceSchedule(now)!.expiresAt,
    })
    .returning('client_invite_id')
    .executeTakeFirstOrThrow();
  // The configured public address, never the Host header; the token rides in the fragment only.
  return { invite: { ...row, token }, url: `${publicUrl}/client/soa/#${token}` };
}

/** Queues the invite email, rendered by the domain's `renderSoaEmail` (the preview's template). */
async function emailInvite(
  trx: Transaction<DB>,
  principal: Principal,
  {
    lead,
    agent,
    recipient,
    url,
    input,
    now,
  }: { lead: SoaLead; agent: SoaAgent; recipient: string; url: string; input: SoaInviteInput; now: Date },
) {
  const email = renderSoaEmail({
    lead: { name: lead.name, email: recipient },
    agent,
    disclaimers: await planDisclaimers(trx, principal, now),
    signUrl: url,
    customMessage: input.customMessage,
  });
  await enqueueEmail(trx, {
    accountId: principal.account_id,
    to: recipient,
    subject: email.subject,
    text: email.text,
    html: email.html,
    kind: input.mode === 'enhanced' ? 'soa_enhanced_invite' : 'soa_invite',
  });
}

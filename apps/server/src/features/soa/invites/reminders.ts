// SOA reminder emails (spec 02 §9): the first 7 days after the invite, the second 3 days after the
// first (the domain's `selfServiceSchedule`), as durable jobs queued with the invite. Each job sends
// the invite's email again, marked as a reminder, only while the SOA is unsigned, not cancelled and
// its link neither revoked nor expired.
//
// The job carries the invite's token because the database keeps only its hash and the reminder must
// carry the same link; the invite email in the outbox already holds it the same way.
import type { Kysely, Transaction } from 'kysely';
import { renderSoaEmail, selfServiceSchedule } from '@meridian/domain';
import type { DB } from '../../../schema';
import { tenant } from '../../../db/tenant';
import { enqueueEmail } from '../../../email/outbox';
import { enqueueJob, type JobHandler } from '../../../jobs';
import { loadSoaAgent } from '../lead-agent.repository';
import { planDisclaimers } from '../rules.repository';

export const SOA_REMINDER_QUEUE = 'soa_reminder';

export interface SoaReminderPayload {
  account_id: number;
  client_invite_id: number;
  /** 1 or 2. */
  reminder: number;
  token: string;
}

/** Queues the invite's two reminders, due 7 and 10 days after it was sent. */
export async function scheduleSoaReminders(
  trx: Kysely<DB> | Transaction<DB>,
  invite: { account_id: number; client_invite_id: number; created_at: Date; token: string },
): Promise<void> {
  const schedule = selfServiceSchedule(invite.created_at);
  if (!schedule) return;
  for (const [index, runAt] of schedule.reminders.entries()) {
    const reminder = index + 1;
    const payload: SoaReminderPayload = {
      account_id: invite.account_id,
      client_invite_id: invite.client_invite_id,
      reminder,
      token: invite.token,
    };
    await enqueueJob(trx, {
      queue: SOA_REMINDER_QUEUE,
      accountId: invite.account_id,
      payload,
      runAt,
      dedupeKey: `soa-reminder:${invite.account_id}:${invite.client_invite_id}:${reminder}`,
    });
  }
}

export type SoaReminderOutcome = 'sent' | 'signed' | 'cancelled' | 'revoked' | 'expired' | 'already_sent' | 'no_email';

/** Sends one reminder when the SOA still waits for its signature; answers what it did. */
export async function sendSoaReminder(
  db: Kysely<DB>,
  payload: SoaReminderPayload,
  { now, publicUrl }: { now: Date; publicUrl: string },
): Promise<SoaReminderOutcome> {
  return db.transaction().execute(async (trx) => {
    const t = tenant(trx, { account_id: payload.account_id });
    const row = await t
      .selectFrom('client_invite as i')
      .innerJoin('soa as s', (j) => j.onRef('s.account_id', '=', 'i.account_id').onRef('s.soa_id', '=', 'i.soa_id'))
      .select([
        'i.client_invite_id',
        'i.revoked',
        'i.used_at',
        'i.expires_at',
        'i.reminders_sent',
        's.status',
        's.signed_at',
        's.user_id',
        's.client_name',
        's.client_email',
        's.agent_custom_message',
      ])
      .where('i.client_invite_id', '=', payload.client_invite_id)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.revoked === '1') return 'revoked';
    if (row.signed_at !== null || row.used_at !== null || row.status === 'signed') return 'signed';
    if (row.status === 'cancelled') return 'cancelled';
    if (row.status === 'expired' || new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
    if (row.reminders_sent >= payload.reminder) return 'already_sent';
    if (!row.client_email || row.user_id === null) return 'no_email';

    const agent = await loadSoaAgent(trx, { account_id: payload.account_id, user_id: row.user_id });
    const email = renderSoaEmail({
      lead: { name: row.client_name, email: row.client_email },
      agent,
      disclaimers: await planDisclaimers(trx, { account_id: payload.account_id }, now),
      signUrl: `${publicUrl}/client/soa/#${payload.token}`,
      customMessage: row.agent_custom_message,
    });
    await enqueueEmail(trx, {
      accountId: payload.account_id,
      to: row.client_email,
      subject: `Reminder: ${email.subject}`,
      text: `Reminder: your Scope of Appointment is waiting for your signature.\n\n${email.text}`,
      html: `<p><strong>Reminder: your Scope of Appointment is waiting for your signature.</strong></p>${email.html}`,
      kind: 'soa_reminder',
    });
    await t
      .updateTable('client_invite')
      .set({ reminders_sent: payload.reminder, last_reminder_at: now })
      .where('client_invite_id', '=', payload.client_invite_id)
      .execute();
    return 'sent';
  });
}

/** The reminder queue's handler (the clock passed in, so tests move time instead of waiting). */
export function soaReminderHandler(
  db: Kysely<DB>,
  { publicUrl, now = () => new Date() }: { publicUrl: string; now?: () => Date },
): JobHandler<SoaReminderPayload> {
  return ({ payload }) => sendSoaReminder(db, payload, { now: now(), publicUrl });
}

// Appointment reminders: a notice for the agent alone (and an email through the outbox when their
// "Appointment reminders" communication preference allows), due 30 minutes before the start (an
// all-day appointment: 08:00 Central the day before; the domain's `appointmentReminderAt`). One
// durable job per start time: a moved appointment queues a new job, and a job whose appointment has
// moved, been dismissed or deleted does nothing. Tasks get no reminder.
import { sql, type Kysely, type Transaction } from 'kysely';
import { appointmentReminderAt, formatCentralDateTime, formatCentralDate } from '@meridian/domain';
import type { DB } from '../../schema';
import { tenant } from '../../db/tenant';
import { enqueueEmail } from '../../email/outbox';
import { enqueueJob, type JobHandler } from '../../jobs';
import { toAppointment, type AppointmentRow } from './repository';

export const APPOINTMENT_REMINDER_QUEUE = 'appointment_reminder';
/** communication_notification_type 1: 'Appointment reminders' (migration 0010). */
const APPOINTMENT_REMINDERS_TYPE_ID = 1;

export interface AppointmentReminderPayload {
  account_id: number;
  appointment_id: number;
  /** The start time (ISO) the reminder is for. */
  start_time: string;
}

/** Queues the reminder of an appointment's current start, when one is due (none for tasks or completed items). */
export async function scheduleAppointmentReminder(
  trx: Kysely<DB> | Transaction<DB>,
  row: AppointmentRow,
  now: Date,
): Promise<void> {
  const item = toAppointment(row);
  const runAt = appointmentReminderAt(item, now);
  if (!runAt || !item.start_time) return;
  const payload: AppointmentReminderPayload = {
    account_id: row.account_id,
    appointment_id: row.appointment_id,
    start_time: item.start_time,
  };
  await enqueueJob(trx, {
    queue: APPOINTMENT_REMINDER_QUEUE,
    accountId: row.account_id,
    payload,
    runAt,
    dedupeKey: `appointment-reminder:${row.account_id}:${row.appointment_id}:${item.start_time}`,
  });
}

export type AppointmentReminderOutcome = 'sent' | 'deleted' | 'completed' | 'moved' | 'already_sent';

/** Sends one reminder when the appointment still starts then and is open; answers what it did. */
export async function sendAppointmentReminder(
  db: Kysely<DB>,
  payload: AppointmentReminderPayload,
): Promise<AppointmentReminderOutcome> {
  return db.transaction().execute(async (trx) => {
    const t = tenant(trx, { account_id: payload.account_id });
    const row = await t
      .selectFrom('appointment')
      .selectAll()
      .where('appointment_id', '=', payload.appointment_id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return 'deleted';
    if (row.completed_date !== null) return 'completed';
    const start = row.start_time === null ? null : new Date(row.start_time).toISOString();
    if (row.kind !== 'appointment' || start !== payload.start_time) return 'moved';
    if (row.reminded_start !== null && new Date(row.reminded_start).toISOString() === start) return 'already_sent';

    const when = row.allday_flag === '1' ? `${formatCentralDate(start)} (all day)` : formatCentralDateTime(start);
    const title = `Appointment reminder: ${row.title}`;
    const text = `${row.title} starts ${when}.${row.description ? `\n\n${row.description}` : ''}`;
    await t
      .insertInto('notice', {
        notice_title: title,
        notice_text: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
        // Shown from the moment it is written (the job's clock only decides when the job runs).
        start_date: sql<Date>`now()`,
        end_date: row.end_time,
        important_popup: '1',
        recipient_user_id: row.user_id,
      })
      .execute();
    const to = await reminderEmailOf(trx, payload.account_id, row.user_id);
    if (to)
      await enqueueEmail(trx, {
        accountId: payload.account_id,
        to,
        subject: title,
        text,
        html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
        kind: 'appointment_reminder',
      });
    await t
      .updateTable('appointment')
      .set({ reminded_start: start })
      .where('appointment_id', '=', payload.appointment_id)
      .execute();
    return 'sent';
  });
}

/** The user's default email when their "Appointment reminders" email preference (or its default) is on. */
async function reminderEmailOf(trx: Transaction<DB>, accountId: number, userId: number) {
  const t = tenant(trx, { account_id: accountId });
  const preference = await t
    .selectFrom('communication_preference')
    .select('communication_preference_bit_email as email')
    .where('user_id', '=', userId)
    .where('communication_notification_type_id', '=', APPOINTMENT_REMINDERS_TYPE_ID)
    .executeTakeFirst();
  const allowed =
    preference?.email ??
    (
      await trx
        .selectFrom('communication_notification_type')
        .select('default_email')
        .where('communication_notification_type_id', '=', APPOINTMENT_REMINDERS_TYPE_ID)
        .executeTakeFirst()
    )?.default_email;
  if (allowed !== '1') return undefined;
  const email = await t
    .selectFrom('user_email')
    .select('email')
    .where('user_id', '=', userId)
    .orderBy(sql`is_default DESC`)
    .orderBy('email_id')
    .executeTakeFirst();
  return email?.email;
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The reminder queue's handler. The job runner's clock decides when it runs (tests pass one in). */
export function appointmentReminderHandler(db: Kysely<DB>): JobHandler<AppointmentReminderPayload> {
  return ({ payload }) => sendAppointmentReminder(db, payload);
}

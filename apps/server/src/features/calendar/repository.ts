// Appointments and tasks (spec 02 §3.6, §7.5). Every query goes through `tenant(db, owner)`; an
// item of another account is as missing. Who reaches whose calendar is decided in `reachesCalendar`.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Appointment, AppointmentSearchBody } from '@meridian/api';
import { appointmentTypeFor, canSeeAllLeads } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import type { AppointmentTable } from './calendar.table';

export type Db = Kysely<DB> | Transaction<DB>;
export type AppointmentRow = Selectable<AppointmentTable> & { lead_name: string | null };

/** Whether the caller reaches this user's calendar: their own, or anyone's of the account with lead_view_assigned (as leads decide). */
export const reachesCalendar = (principal: Principal, userId: number) =>
  userId === principal.user_id || canSeeAllLeads(principal.permissions);

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The wire shape of a row (spec 02 §3.6). */
export function toAppointment(row: AppointmentRow): Appointment {
  return {
    appointment_id: row.appointment_id,
    title: row.title,
    description: row.description,
    allday_flag: row.allday_flag,
    importance: Number(row.importance) === 1 ? 1 : 5,
    completed_date: iso(row.completed_date) ?? '',
    start_time: iso(row.start_time),
    end_time: row.kind === 'task' ? null : iso(row.end_time),
    appointment_type_id: appointmentTypeFor(row.lead_id),
    user_id: row.user_id,
    lead_id: row.lead_id,
    lead_name: row.lead_name,
  };
}

/** Items of the owner's account with their lead's name. */
function selectItems(db: Db, owner: TenantOwner) {
  return tenant(db, owner)
    .selectFrom('appointment as a')
    .leftJoin('lead as l', (j) => j.onRef('l.account_id', '=', 'a.account_id').onRef('l.lead_id', '=', 'a.lead_id'))
    .selectAll('a')
    .select(
      sql<string | null>`CASE WHEN l.lead_id IS NULL THEN NULL ELSE trim(l.fname || ' ' || l.lname) END`.as(
        'lead_name',
      ),
    );
}

/** One user's items in [from, to): appointments overlapping it, tasks due in it (and undated tasks when asked). */
export async function searchItems(db: Db, owner: TenantOwner, userId: number, range: AppointmentSearchBody) {
  const from = new Date(range.from);
  const to = new Date(range.to);
  let query = selectItems(db, owner).where('a.user_id', '=', userId);
  if (range.tasks_only) query = query.where('a.kind', '=', 'task');
  if (range.open_only) query = query.where('a.completed_date', 'is', null);
  return query
    .where((eb) =>
      eb.or([
        eb.and([eb('a.kind', '=', 'appointment'), eb('a.start_time', '<', to), eb('a.end_time', '>', from)]),
        eb.and([eb('a.kind', '=', 'appointment'), eb('a.start_time', '>=', from), eb('a.start_time', '<', to)]),
        eb.and([eb('a.kind', '=', 'task'), eb('a.start_time', '>=', from), eb('a.start_time', '<', to)]),
        ...(range.include_undated_tasks ? [eb.and([eb('a.kind', '=', 'task'), eb('a.start_time', 'is', null)])] : []),
      ]),
    )
    .orderBy(sql`a.start_time NULLS LAST`)
    .orderBy('a.appointment_id')
    .execute();
}

/** A lead's items, by start time (undated tasks last): only `userId`'s when given, else every agent's. */
export async function leadItems(db: Db, owner: TenantOwner, leadId: number, only: { userId?: number }) {
  let query = selectItems(db, owner).where('a.lead_id', '=', leadId);
  if (only.userId !== undefined) query = query.where('a.user_id', '=', only.userId);
  return query
    .orderBy(sql`a.start_time NULLS LAST`)
    .orderBy('a.appointment_id')
    .execute();
}

/** Every item of a user (the calendar feed), newest last. */
export async function allItemsOf(db: Db, owner: TenantOwner, userId: number) {
  return selectItems(db, owner).where('a.user_id', '=', userId).orderBy('a.appointment_id').execute();
}

/** One item the caller reaches (own, or per reachesCalendar), locked for a change when `forUpdate`; undefined otherwise. */
export async function reachableItem(db: Db, principal: Principal, appointmentId: number, forUpdate = false) {
  let query = selectItems(db, principal).where('a.appointment_id', '=', appointmentId);
  if (forUpdate) query = query.forUpdate('a');
  const row = await query.executeTakeFirst();
  return row && reachesCalendar(principal, row.user_id) ? row : undefined;
}

/** Whether a user of the owner's account exists (an active one or not). */
export async function userExists(db: Db, owner: TenantOwner, userId: number) {
  // The caller was read from app_user in this account by the request's authentication.
  if ('user_id' in owner && owner.user_id === userId) return true;
  return (
    (await tenant(db, owner)
      .selectFrom('app_user')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst()) !== undefined
  );
}

export interface ItemValues {
  title: string;
  description: string;
  allday_flag: '0' | '1';
  importance: 1 | 5;
  completed_date: string | null;
  start_time: string | null;
  end_time: string | null;
}

export async function insertItem(
  trx: Db,
  principal: Principal,
  item: ItemValues & { user_id: number; lead_id: number | null; kind: 'appointment' | 'task' },
) {
  const { appointment_id } = await tenant(trx, principal)
    .insertInto('appointment', { ...item, created_by: principal.user_id })
    .returning('appointment_id')
    .executeTakeFirstOrThrow();
  return (await reachableItem(trx, principal, appointment_id))!;
}

export async function updateItem(trx: Db, principal: Principal, appointmentId: number, values: ItemValues) {
  await tenant(trx, principal)
    .updateTable('appointment')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('appointment_id', '=', appointmentId)
    .execute();
  return (await reachableItem(trx, principal, appointmentId))!;
}

export async function deleteItem(trx: Db, owner: TenantOwner, appointmentId: number) {
  await tenant(trx, owner).deleteFrom('appointment').where('appointment_id', '=', appointmentId).execute();
}

/**
 * The user answer's appointment_count (spec 02 §3.4): the user's open items — appointments not
 * dismissed that have not ended, and tasks not completed. `user` is the app_user alias of the query.
 */
export function openAppointmentCount(user: string) {
  return sql<number>`(SELECT count(*)::int FROM appointment ap WHERE ap.account_id = ${sql.ref(`${user}.account_id`)} AND ap.user_id = ${sql.ref(`${user}.user_id`)} AND ap.completed_date IS NULL AND (ap.kind = 'task' OR ap.end_time >= now()))`;
}

// Calendar calls (spec 02 §7.5). Handlers parse with the contract's structs, check calendar_manage,
// run the domain's validator (a refusal answers 400 with its message and changes nothing), write an
// audit row with every change and keep the item's reminder job current.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AppointmentChangesStruct,
  AppointmentDraftStruct,
  AppointmentSearchBodyStruct,
  type AppointmentAnswer,
  type AppointmentChanges,
  type AppointmentDeleteAnswer,
  type AppointmentSearchAnswer,
} from '@meridian/api';
import { CALENDAR_MESSAGES, canSeeAllLeads, isTask, validateCalendarEvent } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { writeAdminAudit } from '../admin-audit';
import { visibleLead } from '../leads';
import { scheduleAppointmentReminder } from './reminders';
import {
  deleteItem,
  insertItem,
  leadItems,
  reachableItem,
  reachesCalendar,
  searchItems,
  toAppointment,
  updateItem,
  userExists,
  type AppointmentRow,
  type ItemValues,
} from './repository';

interface Deps {
  db: Kysely<DB>;
  /** The clock (tests pass one in). */
  now?: () => Date;
}

const MANAGE = 'calendar_manage' as const;

const blankToNull = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());

/** An instant the database can store, or 400 naming the field (the validator has named date and time errors already). */
function instant(value: string | null, field: string): string | null {
  if (value !== null && Number.isNaN(Date.parse(value)))
    throw new HttpError(400, `${field} is invalid: an ISO 8601 instant.`, { field });
  return value === null ? null : new Date(value).toISOString();
}

/** The stored values of a draft laid over an existing item; 400 with the domain's message when refused. */
function itemValues(changes: AppointmentChanges, kind: 'appointment' | 'task', existing?: AppointmentRow): ItemValues {
  const before = existing && toAppointment(existing);
  const merged = {
    title: (changes.title ?? before?.title ?? '').trim(),
    description: changes.description ?? before?.description ?? '',
    allday_flag: changes.allday_flag ?? before?.allday_flag ?? '0',
    importance: changes.importance ?? before?.importance ?? 5,
    completed_date: blankToNull(changes.completed_date === undefined ? before?.completed_date : changes.completed_date),
    start_time: blankToNull(changes.start_time === undefined ? before?.start_time : changes.start_time),
    end_time:
      kind === 'task' ? null : blankToNull(changes.end_time === undefined ? before?.end_time : changes.end_time),
  };
  // An appointment stays one: an emptied end time is its own refusal ('End Date is required.').
  const refusal = validateCalendarEvent({ ...merged, end_time: kind === 'task' ? null : (merged.end_time ?? '') });
  if (refusal) throw new HttpError(400, refusal);
  return {
    ...merged,
    completed_date: instant(merged.completed_date, 'completed_date'),
    start_time: instant(merged.start_time, 'start_time'),
    end_time: instant(merged.end_time, 'end_time'),
  };
}

const savedMessage = (kind: 'appointment' | 'task', isNew: boolean) =>
  kind === 'task'
    ? isNew
      ? CALENDAR_MESSAGES.taskSaved
      : CALENDAR_MESSAGES.taskUpdated
    : isNew
      ? CALENDAR_MESSAGES.appointmentSaved
      : CALENDAR_MESSAGES.appointmentUpdated;

export async function calendarRoutes(app: FastifyInstance, { db, now = () => new Date() }: Deps) {
  /** Creates an item of `userId` in one transaction, with its audit row and reminder. */
  async function create(principal: Principal, userId: number, leadId: number | null, draft: AppointmentChanges) {
    const kind = isTask({ end_time: draft.end_time }) ? 'task' : 'appointment';
    const values = itemValues(draft, kind);
    const row = await db.transaction().execute(async (trx) => {
      const created = await insertItem(trx, principal, { ...values, user_id: userId, lead_id: leadId, kind });
      await writeAdminAudit(trx, principal, {
        entity: 'appointment',
        entity_id: created.appointment_id,
        action: 'create',
        after: toAppointment(created),
      });
      await scheduleAppointmentReminder(trx, created, now());
      return created;
    });
    return { success: true as const, message: savedMessage(kind, true), result: toAppointment(row) };
  }

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/:id/appointment/search',
    ids: ['id'],
    permission: MANAGE,
    body: AppointmentSearchBodyStruct,
    handler: async ({ principal, ids: { id }, body }): Promise<AppointmentSearchAnswer> => {
      if (body.user_id !== undefined && body.user_id !== id) throw notFound();
      if (!reachesCalendar(principal, id) || !(await userExists(db, principal, id))) throw notFound();
      instant(body.from, 'from');
      instant(body.to, 'to');
      const rows = await searchItems(db, principal, id, body);
      return { success: true, total_records: rows.length, result: rows.map(toAppointment) };
    },
  });

  // A lead's items: the caller's own, or every agent's with lead_view_assigned (as the calendars they reach).
  defineRoute(app, {
    method: 'GET',
    url: '/api/lead/:id/appointments',
    ids: ['id'],
    permission: MANAGE,
    handler: async ({ principal, ids: { id } }): Promise<AppointmentSearchAnswer> => {
      if (!(await visibleLead(db, principal, id))) throw notFound();
      const everyone = canSeeAllLeads(principal.permissions);
      const rows = await leadItems(db, principal, id, everyone ? {} : { userId: principal.user_id });
      return { success: true, total_records: rows.length, result: rows.map(toAppointment) };
    },
  });

  // For the agent (optionally assigned to a lead the caller reaches).
  defineRoute(app, {
    method: 'POST',
    url: '/api/user/:id/appointment/',
    ids: ['id'],
    permission: MANAGE,
    body: AppointmentDraftStruct,
    handler: async ({ principal, ids: { id }, body }): Promise<AppointmentAnswer> => {
      if (!reachesCalendar(principal, id) || !(await userExists(db, principal, id))) throw notFound();
      const leadId = body.lead_id ?? null;
      if (leadId !== null && !(await visibleLead(db, principal, leadId))) throw notFound();
      return create(principal, id, leadId, body);
    },
  });

  // From a lead's conversation log: the caller's item, assigned to the lead.
  defineRoute(app, {
    method: 'POST',
    url: '/api/lead/:id/appointment/',
    ids: ['id'],
    permission: MANAGE,
    body: AppointmentDraftStruct,
    handler: async ({ principal, ids: { id }, body }): Promise<AppointmentAnswer> => {
      if (!(await visibleLead(db, principal, id))) throw notFound();
      return create(principal, principal.user_id, id, body);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/appointment/:id',
    ids: ['id'],
    permission: MANAGE,
    handler: async ({ principal, ids: { id } }): Promise<AppointmentAnswer> => {
      const row = await reachableItem(db, principal, id);
      if (!row) throw notFound();
      return { success: true, result: toAppointment(row) };
    },
  });

  await itemChangeRoutes(app, { db, now });
}

/** Changing and deleting an item, each audited, with its reminder rescheduled. */
async function itemChangeRoutes(app: FastifyInstance, { db, now }: Required<Deps>) {
  // Update; dismiss or complete posts completed_date. The kind and the lead stay.
  defineRoute(app, {
    method: 'POST',
    url: '/api/appointment/:id',
    ids: ['id'],
    permission: MANAGE,
    body: AppointmentChangesStruct,
    handler: async ({ principal, ids: { id }, body }): Promise<AppointmentAnswer> => {
      const row = await db.transaction().execute(async (trx) => {
        const before = await reachableItem(trx, principal, id, true);
        if (!before) throw notFound();
        const after = await updateItem(trx, principal, id, itemValues(body, before.kind, before));
        await writeAdminAudit(trx, principal, {
          entity: 'appointment',
          entity_id: id,
          action: 'update',
          before: toAppointment(before),
          after: toAppointment(after),
        });
        await scheduleAppointmentReminder(trx, after, now());
        return after;
      });
      return { success: true, message: savedMessage(row.kind, false), result: toAppointment(row) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/appointment/:id/delete',
    ids: ['id'],
    permission: MANAGE,
    handler: async ({ principal, ids: { id } }): Promise<AppointmentDeleteAnswer> => {
      const kind = await db.transaction().execute(async (trx) => {
        const before = await reachableItem(trx, principal, id, true);
        if (!before) throw notFound();
        await deleteItem(trx, principal, id);
        await writeAdminAudit(trx, principal, {
          entity: 'appointment',
          entity_id: id,
          action: 'delete',
          before: toAppointment(before),
        });
        return before.kind;
      });
      const message = kind === 'task' ? CALENDAR_MESSAGES.taskDeleted : CALENDAR_MESSAGES.appointmentDeleted;
      return { success: true, message, appointment_id: id };
    },
  });
}

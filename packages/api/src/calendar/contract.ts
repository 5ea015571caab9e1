// Appointments and tasks (spec 02 §3.6, §7.5) and the agent's private calendar feed.
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  min,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type as loose,
  type Infer,
} from 'superstruct';
import { APPOINTMENT_IMPORTANCE } from '@meridian/domain';
import { Flag } from '../core/common';
import { PayloadIdStruct, acceptingSearchBody } from '../core/search';

const Id = min(integer(), 1);
const Importance = enums([APPOINTMENT_IMPORTANCE.important, APPOINTMENT_IMPORTANCE.normal]);

/**
 * An appointment or a task as the server answers it. Times are ISO 8601 instants (displayed in
 * Central Time). A task has no end_time (null); its start_time is its due date and time, null
 * when it has no due date. completed_date is '' until the appointment is dismissed or the task
 * completed.
 */
export const AppointmentStruct = object({
  appointment_id: number(),
  title: string(),
  description: string(),
  allday_flag: Flag,
  /** 1 important, 5 normal. */
  importance: Importance,
  completed_date: string(),
  start_time: nullable(string()),
  end_time: nullable(string()),
  /** 'lead' when a lead is assigned, else 'agent'. */
  appointment_type_id: enums(['lead', 'agent']),
  user_id: number(),
  lead_id: nullable(number()),
  /** The assigned lead's first and last name (the dialog's lead link), null without a lead. */
  lead_name: nullable(string()),
});
export type Appointment = Infer<typeof AppointmentStruct>;

const draftFields = {
  title: size(string(), 0, 255),
  description: optional(size(string(), 0, 10_000)),
  allday_flag: optional(Flag),
  importance: optional(Importance),
  /** '' (or left out) while open; an ISO instant dismisses or completes. */
  completed_date: optional(string()),
  /** ISO instant: the start of an appointment, the due date and time of a task. */
  start_time: optional(nullable(string())),
  /** ISO instant for an appointment; null, '' or left out makes the item a task. */
  end_time: optional(nullable(string())),
};

/**
 * Body of `POST user/{id}/appointment/` (for the agent, optionally assigned to `lead_id`) and
 * `POST lead/{id}/appointment/` (the path names the lead). Other fields of a read event (a copy)
 * are ignored. The domain's `validateAppointment` / `validateTask` name every refusal.
 */
export const AppointmentDraftStruct = loose({ ...draftFields, lead_id: optional(nullable(Id)) });
export type AppointmentDraft = Infer<typeof AppointmentDraftStruct>;

/**
 * Body of `POST appointment/{id}`: the fields to change (dismiss or complete posts only
 * completed_date). An item stays an appointment or a task; its lead is not changed here.
 */
export const AppointmentChangesStruct = loose({ ...draftFields, title: optional(draftFields.title) });
export type AppointmentChanges = Infer<typeof AppointmentChangesStruct>;

/**
 * Body of `POST user/{id}/appointment/search`: the items of the user between two instants
 * (appointments overlapping [from, to), tasks due in it); `include_undated_tasks` adds the tasks
 * without a due date; `tasks_only` and `open_only` narrow it (overdue tasks: open tasks due before
 * today).
 */
/**
 * `POST user/{id}/appointment/search`: `{ from, to }`, or the generic search body with a `start_time`
 * range (both ends) and optionally `user_id`, which must be the path's user.
 */
export const AppointmentSearchBodyStruct = acceptingSearchBody(
  object({
    from: string(),
    to: string(),
    /** The path's user again, as a generic search body's criteria carry it; another user answers 404. */
    user_id: optional(PayloadIdStruct),
    include_undated_tasks: optional(boolean()),
    /** Only tasks (the dashboard's overdue tasks). */
    tasks_only: optional(boolean()),
    /** Only items not dismissed or completed. */
    open_only: optional(boolean()),
  }),
  { start_time: ['from', 'to'] },
);
export type AppointmentSearchBody = Infer<typeof AppointmentSearchBodyStruct>;

/** Answer of the search: every matching item, by start time. */
export const AppointmentSearchAnswerStruct = object({
  success: literal(true),
  total_records: number(),
  result: array(AppointmentStruct),
});
export type AppointmentSearchAnswer = Infer<typeof AppointmentSearchAnswerStruct>;

/** Answer of `GET appointment/{id}`, and of a create or update with the spec's success message. */
export const AppointmentAnswerStruct = object({
  success: literal(true),
  message: optional(string()),
  result: AppointmentStruct,
});
export type AppointmentAnswer = Infer<typeof AppointmentAnswerStruct>;

/** Answer of `GET appointment/{id}/delete`: 'Appointment deleted successfully.' or 'Task deleted successfully.' */
export const AppointmentDeleteAnswerStruct = object({
  success: literal(true),
  message: string(),
  appointment_id: number(),
});
export type AppointmentDeleteAnswer = Infer<typeof AppointmentDeleteAnswerStruct>;

/**
 * The agent's private calendar feed (`GET user/{id}/calendarFeed`). Only the token's hash is
 * stored, so `feed_url` is answered once, by `POST user/{id}/calendarFeed` (which revokes any
 * previous link); `GET user/{id}/calendarFeed/delete` revokes it.
 */
export const CalendarFeedStruct = object({
  success: literal(true),
  active: boolean(),
  created_at: nullable(string()),
  feed_url: optional(string()),
});
export type CalendarFeed = Infer<typeof CalendarFeedStruct>;

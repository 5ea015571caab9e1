// Appointments and tasks on the wire (spec 02 §3.6): start_time and end_time are ISO 8601 instants,
// shown and validated as Central Time dates (MM/DD/YYYY) and 24-hour times. A task has no end_time.
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { DISPLAY_TIME_ZONE } from '../core/constants/app';
import { parseUsDate, formatUsDate } from '../core/internal/calendar';
import { asText, isBlank, pad2 } from '../core/internal/text';
import { parseTime, validateAppointment, validateTask } from './validators';

/** How long before its start an appointment's reminder is due. */
export const APPOINTMENT_REMINDER_MINUTES = 30;
/** An all-day appointment's reminder: this hour (Central Time) of the day before. */
export const ALL_DAY_REMINDER_HOUR = 8;

/** A wire instant as the form's Central date and time; text that is no instant is kept as the date (an invalid format). */
export function centralDateTime(instant: string | null | undefined): { date: string; time: string } {
  const text = asText(instant).trim();
  if (text === '') return { date: '', time: '' };
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return { date: text, time: '' };
  const local = new TZDate(ms, DISPLAY_TIME_ZONE);
  return {
    date: formatUsDate({ year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() }),
    time: `${pad2(local.getHours())}:${pad2(local.getMinutes())}`,
  };
}

/** The instant of a Central date (MM/DD/YYYY) and time (HH:mm, empty as 00:00), as ISO 8601; undefined when invalid. */
export function calendarEventInstant(
  date: string | null | undefined,
  time: string | null | undefined,
): string | undefined {
  const day = parseUsDate(date);
  const minutes = isBlank(time) ? 0 : parseTime(time);
  if (!day || minutes === undefined) return undefined;
  const local = new TZDate(day.year, day.month - 1, day.day, Math.floor(minutes / 60), minutes % 60, DISPLAY_TIME_ZONE);
  return new Date(local.getTime()).toISOString();
}

export interface CalendarEventWire {
  title?: string | null;
  allday_flag?: string | null;
  start_time?: string | null;
  end_time?: string | null;
}

/** Whether a wire item is a task: it has no end time. */
export function isTask(event: Pick<CalendarEventWire, 'end_time'>): boolean {
  return isBlank(event.end_time);
}

/**
 * The first refusal of a wire item, in form order (the server answers it), or undefined: an
 * appointment by `validateAppointment`, a task (no end time) by `validateTask`.
 */
export function validateCalendarEvent(event: CalendarEventWire): string | undefined {
  const start = centralDateTime(event.start_time);
  const errors = isTask(event)
    ? validateTask({ title: event.title, due_date: start.date, due_time: start.time })
    : validateAppointment({
        title: event.title,
        allday_flag: event.allday_flag,
        start_date: start.date,
        start_time: start.time,
        end_date: centralDateTime(event.end_time).date,
        end_time: centralDateTime(event.end_time).time,
      });
  return Object.values(errors)[0];
}

/**
 * When an appointment's reminder is due: 30 minutes before its start, or 08:00 Central the day
 * before an all-day one; at `now` when that has passed but the appointment has not started.
 * Undefined for tasks, completed items and appointments already started.
 */
export function appointmentReminderAt(
  event: CalendarEventWire & { completed_date?: string | null },
  now: Date,
): Date | undefined {
  if (isTask(event) || !isBlank(event.completed_date)) return undefined;
  const start = Date.parse(asText(event.start_time));
  if (Number.isNaN(start) || start <= now.getTime()) return undefined;
  let due = start - APPOINTMENT_REMINDER_MINUTES * 60_000;
  if (asText(event.allday_flag) === '1') {
    const day = new TZDate(start, DISPLAY_TIME_ZONE);
    due = new TZDate(
      day.getFullYear(),
      day.getMonth(),
      day.getDate() - 1,
      ALL_DAY_REMINDER_HOUR,
      0,
      DISPLAY_TIME_ZONE,
    ).getTime();
  }
  return new Date(Math.max(due, now.getTime()));
}

/** The Central Time day `now` falls on, as the instants [its start, the next day's start) in ISO 8601. */
export function centralDayRange(now: Date): { from: string; to: string } {
  const local = new TZDate(now.getTime(), DISPLAY_TIME_ZONE);
  const start = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), DISPLAY_TIME_ZONE);
  const next = addDays(start, 1);
  return { from: new Date(start.getTime()).toISOString(), to: new Date(next.getTime()).toISOString() };
}

/**
 * When an item happens, as a list shows it, in Central Time: '12/01/2026 10:00 AM – 11:00 AM'
 * (the end's date too when it is another day), '12/01/2026 · All day', 'Due 12/01/2026 9:15 AM',
 * 'Due 12/01/2026' (a task due at 00:00 has no time) or 'No due date'.
 */
export function formatEventWhen(event: Pick<CalendarEventWire, 'allday_flag' | 'start_time' | 'end_time'>): string {
  const at = (iso: string | null | undefined) => {
    const ms = Date.parse(asText(iso));
    return Number.isNaN(ms) ? undefined : new TZDate(ms, DISPLAY_TIME_ZONE);
  };
  const start = at(event.start_time);
  const day = (d: TZDate) => format(d, 'MM/dd/yyyy');
  const time = (d: TZDate) => format(d, 'h:mm a');
  if (isTask(event)) {
    if (!start) return 'No due date';
    return start.getHours() === 0 && start.getMinutes() === 0
      ? `Due ${day(start)}`
      : `Due ${day(start)} ${time(start)}`;
  }
  const end = at(event.end_time);
  if (!start) return '';
  if (event.allday_flag === '1') {
    // An all-day item ends at the next day's start (or later): its last day is the one before.
    const last = end && end.getTime() > start.getTime() ? new TZDate(end.getTime() - 1, DISPLAY_TIME_ZONE) : start;
    return day(last) === day(start) ? `${day(start)} · All day` : `${day(start)} – ${day(last)} · All day`;
  }
  if (!end) return `${day(start)} ${time(start)}`;
  return day(end) === day(start)
    ? `${day(start)} ${time(start)} – ${time(end)}`
    : `${day(start)} ${time(start)} – ${day(end)} ${time(end)}`;
}

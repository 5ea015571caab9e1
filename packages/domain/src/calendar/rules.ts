// Appointments and tasks (spec 02 §3.6, §4.5, §5.6).
import { APPOINTMENT_IMPORTANCE } from '../core/constants/lookups';
import type { CalendarEvent } from './types';
import { calendarDate, formatUsDate, parseUsDate } from '../core/internal/calendar';
import { asText, isBlank, pad2 } from '../core/internal/text';
import { parseTime } from './validators';

/** The default end time: the start hour plus 1 with the same minutes, and 00:00 when that hour is 24. '' for an invalid start. */
export function defaultAppointmentEndTime(startTime: string | null | undefined): string {
  const minutes = parseTime(startTime);
  if (minutes === undefined) return '';
  const hour = Math.floor(minutes / 60) + 1;
  return hour === 24 ? '00:00' : `${pad2(hour)}:${pad2(minutes % 60)}`;
}

/** The default end date and time; an end time wrapping to 00:00 falls on the next day. */
export function defaultAppointmentEnd(start: { start_date?: string | null; start_time?: string | null }): {
  end_date: string;
  end_time: string;
} {
  const end_time = defaultAppointmentEndTime(start.start_time);
  const date = parseUsDate(start.start_date);
  if (!date) return { end_date: asText(start.start_date), end_time };
  if (end_time !== '00:00') return { end_date: formatUsDate(date), end_time };
  const next = calendarDate(date.year, date.month, date.day + 1) ??
    calendarDate(date.year, date.month + 1, 1) ?? { year: date.year + 1, month: 1, day: 1 };
  return { end_date: formatUsDate(next), end_time };
}

/** Importance as sent: 1 important, 5 normal. */
export function appointmentImportance(important: boolean): 1 | 5 {
  return important ? APPOINTMENT_IMPORTANCE.important : APPOINTMENT_IMPORTANCE.normal;
}

/** 'lead' when a lead is assigned, else 'agent'. */
export function appointmentTypeFor(lead_id: number | string | null | undefined): 'lead' | 'agent' {
  const id = asText(lead_id).trim();
  return id === '' || id === '0' ? 'agent' : 'lead';
}

/** Dismissing an appointment or completing a task sets completed_date to now; unchecking empties it. */
export function completedDateFor(checked: boolean, now: Date): string {
  return checked && !Number.isNaN(now.getTime()) ? now.toISOString() : '';
}

/** Edit mode shows the box checked when a completed date exists. */
export function isCompleted(event: Pick<CalendarEvent, 'completed_date'> | null | undefined): boolean {
  return !isBlank(event?.completed_date);
}

/** A task's empty due time is sent as 00:00. */
export function taskDueTimeForSave(time: string | null | undefined): string {
  return isBlank(time) ? '00:00' : asText(time).trim();
}

/** Copy turns an existing item into a new one: no id, and not yet dismissed or completed. */
export function copyCalendarEvent<T extends Partial<CalendarEvent>>(event: T): Omit<T, 'appointment_id'> {
  const { appointment_id: _id, ...copy } = event;
  return { ...copy, completed_date: '' };
}

/** The left button reads Close when the item is new and unchanged, otherwise Cancel. */
export function eventDialogDismissLabel({
  isNew,
  hasChanges,
}: {
  isNew: boolean;
  hasChanges: boolean;
}): 'Close' | 'Cancel' {
  return isNew && !hasChanges ? 'Close' : 'Cancel';
}

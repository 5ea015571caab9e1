// Appointments and tasks (spec 02 §5.5, §5.6). Dates are MM/DD/YYYY, times 24-hour HH:mm.
import { dateKey, parseUsDate } from '../core/internal/calendar';
import { asText, isBlank } from '../core/internal/text';
import { invalidDataMessage, invalidFormatMessage, requiredMessage } from '../core/messages/field';

/** Minutes since midnight of a 24-hour `H:mm` or `HH:mm` time, or undefined. */
export function parseTime(value: string | null | undefined): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(asText(value).trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

export interface AppointmentValues {
  title?: string | null;
  start_date?: string | null;
  start_time?: string | null;
  end_date?: string | null;
  end_time?: string | null;
  /** '1' all day: the times are not asked. */
  allday_flag?: string | null;
}

export type AppointmentErrors = Partial<
  Record<'title' | 'start_date' | 'start_time' | 'end_date' | 'end_time', string>
>;

const LABELS = {
  title: 'Title',
  start_date: 'Start Date',
  start_time: 'Start Time',
  end_date: 'End Date',
  end_time: 'End Time',
  due_date: 'Due Date',
  due_time: 'Due Time',
} as const;

function dateField(value: unknown, label: string, required: boolean): string | undefined {
  if (isBlank(value)) return required ? requiredMessage(label) : undefined;
  return parseUsDate(value) ? undefined : invalidFormatMessage(label);
}

function timeField(value: unknown, label: string, required: boolean): string | undefined {
  if (isBlank(value)) return required ? requiredMessage(label) : undefined;
  return parseTime(asText(value)) === undefined ? invalidFormatMessage(label) : undefined;
}

/**
 * Title, start date and time, end date and time are required; the end date is not before the
 * start date, and on the same day the start time is not later than the end time.
 */
export function validateAppointment(values: AppointmentValues | null | undefined): AppointmentErrors {
  const v = values ?? {};
  const timed = asText(v.allday_flag) !== '1';
  const errors: AppointmentErrors = {};
  const set = (field: keyof AppointmentErrors, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  set('title', isBlank(v.title) ? requiredMessage(LABELS.title) : undefined);
  set('start_date', dateField(v.start_date, LABELS.start_date, true));
  set('start_time', timeField(v.start_time, LABELS.start_time, timed));
  set('end_date', dateField(v.end_date, LABELS.end_date, true));
  set('end_time', timeField(v.end_time, LABELS.end_time, timed));
  if (errors.start_date || errors.end_date) return errors;

  const start = dateKey(parseUsDate(v.start_date)!);
  const end = dateKey(parseUsDate(v.end_date)!);
  if (end < start) set('end_date', invalidDataMessage(LABELS.end_date));
  else if (end === start && timed && !errors.start_time && !errors.end_time) {
    if (parseTime(asText(v.start_time))! > parseTime(asText(v.end_time))!)
      set('end_time', invalidDataMessage(LABELS.end_time));
  }
  return errors;
}

export interface TaskValues {
  title?: string | null;
  due_date?: string | null;
  due_time?: string | null;
}

export type TaskErrors = Partial<Record<'title' | 'due_date' | 'due_time', string>>;

/** Title required; a due time requires a due date. */
export function validateTask(values: TaskValues | null | undefined): TaskErrors {
  const v = values ?? {};
  const errors: TaskErrors = {};
  if (isBlank(v.title)) errors.title = requiredMessage(LABELS.title);
  const date = dateField(v.due_date, LABELS.due_date, !isBlank(v.due_time));
  if (date) errors.due_date = date;
  const time = timeField(v.due_time, LABELS.due_time, false);
  if (time) errors.due_time = time;
  return errors;
}

// The public API of the calendar feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export type { CalendarEvent } from './types';
export { CALENDAR_MESSAGES, addEventTitle } from './messages';
export { validateAppointment, validateTask } from './validators';
export type { AppointmentErrors, AppointmentValues, TaskErrors, TaskValues } from './validators';
export {
  appointmentImportance,
  appointmentTypeFor,
  completedDateFor,
  copyCalendarEvent,
  defaultAppointmentEnd,
  defaultAppointmentEndTime,
  eventDialogDismissLabel,
  isCompleted,
  taskDueTimeForSave,
} from './rules';
export {
  ALL_DAY_REMINDER_HOUR,
  APPOINTMENT_REMINDER_MINUTES,
  appointmentReminderAt,
  calendarEventInstant,
  centralDateTime,
  centralDayRange,
  formatEventWhen,
  isTask,
  validateCalendarEvent,
} from './wire';
export type { CalendarEventWire } from './wire';

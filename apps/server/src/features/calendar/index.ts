export { calendarRoutes } from './routes';
export { calendarFeedRoutes, feedTokenHash, publicCalendarFeedRoutes } from './feed';
export { openAppointmentCount } from './repository';
export {
  APPOINTMENT_REMINDER_QUEUE,
  appointmentReminderHandler,
  scheduleAppointmentReminder,
  sendAppointmentReminder,
  type AppointmentReminderOutcome,
  type AppointmentReminderPayload,
} from './reminders';

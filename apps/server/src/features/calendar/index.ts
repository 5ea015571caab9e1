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

import type { ServerFeature } from '../../feature';
import { calendarFeedRoutes, publicCalendarFeedRoutes } from './feed';
import { APPOINTMENT_REMINDER_QUEUE, appointmentReminderHandler } from './reminders';
import { calendarRoutes } from './routes';
import { seedCalendarDemoData } from './seed';

/** The feature as app.ts registers it (src/feature.ts). */
export const calendarFeature: ServerFeature = {
  name: 'calendar',
  setup: ({ db, jobs }) => jobs.register(APPOINTMENT_REMINDER_QUEUE, appointmentReminderHandler(db)),
  publicRoutes: (app, { db, config }) => publicCalendarFeedRoutes(app, { db, config }),
  routes: async (api, { db, config }) => {
    await calendarRoutes(api, { db });
    await calendarFeedRoutes(api, { db, config });
  },
  seed: seedCalendarDemoData,
  // An agent's calendar: read in History by the admins who read every user.
  audited: { appointment: { permission: 'user_view_all' }, calendar_feed: { permission: 'user_view_all' } },
};

export { soaRoutes } from './routes';
export { sendSoaInvite, type SoaInviteInput, type SoaInviteResult } from './send';
export { inviteTokenHash, newInviteToken } from './invites.repository';
export { planDisclaimers, readSoaRules } from './rules.repository';
export { bulkSoaRoutes } from './bulk-routes';
export { BULK_SOA_QUEUE, bulkSoaJobHandler } from './bulk';
export { publicSoaSigningRoutes } from './signing-routes';
export { soaPdfRoutes } from './record-routes';
export { renderSoaPdf, soaContentHash, verifySoaContentHash, type SoaPdfContent } from './pdf';
export { SOA_REMINDER_QUEUE, scheduleSoaReminders, sendSoaReminder, soaReminderHandler } from './reminders';
export type { SoaReminderOutcome, SoaReminderPayload } from './reminders';

import type { ServerFeature } from '../../feature';
import { bulkSoaRoutes } from './bulk-routes';
import { soaPdfRoutes } from './record-routes';
import { SOA_REMINDER_QUEUE, soaReminderHandler } from './reminders';
import { soaRoutes } from './routes';
import { seedSoaDemoData } from './seed';
import { publicSoaSigningRoutes } from './signing-routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const soaFeature: ServerFeature = {
  name: 'soa',
  setup: ({ db, jobs, config }) =>
    jobs.register(SOA_REMINDER_QUEUE, soaReminderHandler(db, { publicUrl: config.publicUrl })),
  publicRoutes: (app, { db, config }) => publicSoaSigningRoutes(app, { db, config }),
  routes: async (api, { db, config, jobs }) => {
    await soaPdfRoutes(api, { db });
    await soaRoutes(api, { db, config });
    await bulkSoaRoutes(api, { db, config, jobs });
  },
  seed: seedSoaDemoData,
};

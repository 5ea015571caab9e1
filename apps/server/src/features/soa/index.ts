export { soaRoutes } from './routes';
export { sendSoaInvite, type SoaInviteInput, type SoaInviteResult } from './invites/send';
export { inviteTokenHash, newInviteToken } from './invites/repository';
export { planDisclaimers, readSoaRules } from './rules.repository';
export { bulkSoaRoutes } from './bulk/routes';
export { BULK_SOA_QUEUE, bulkSoaJobHandler } from './bulk/bulk';
export { publicSoaSigningRoutes } from './signing/routes';
export { soaPdfRoutes } from './records/routes';
export { renderSoaPdf, soaContentHash, verifySoaContentHash, type SoaPdfContent } from './signing/pdf';
export { SOA_REMINDER_QUEUE, scheduleSoaReminders, sendSoaReminder, soaReminderHandler } from './invites/reminders';
export type { SoaReminderOutcome, SoaReminderPayload } from './invites/reminders';

import type { ServerFeature } from '../../feature';
import { bulkSoaRoutes } from './bulk/routes';
import { soaPdfRoutes } from './records/routes';
import { SOA_REMINDER_QUEUE, soaReminderHandler } from './invites/reminders';
import { soaRoutes } from './routes';
import { seedSoaDemoData } from './seed';
import { publicSoaSigningRoutes } from './signing/routes';

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
  // The SOA report; agents' own SOA calls are not under it.
  adminRoutes: ['/api/soa/report'],
  // Sent by agents, read in History by the SOA report's admins; the History outlives a deleted lead.
  audited: {
    soa: { permission: 'soa_report' },
    client_invite: { permission: 'soa_report' },
    esignature: { permission: 'soa_report' },
    bulk_soa_send: { permission: 'soa_report' },
  },
};

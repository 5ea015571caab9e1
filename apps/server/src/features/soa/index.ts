export { soaRoutes } from './routes';
export { sendSoaInvite, type SoaInviteInput, type SoaInviteResult } from './send';
export { inviteTokenHash, newInviteToken, planDisclaimers, readSoaRules } from './repository';
export { bulkSoaRoutes } from './bulk-routes';
export { BULK_SOA_QUEUE, bulkSoaJobHandler } from './bulk';
export { publicSoaSigningRoutes, soaPdfRoutes } from './signing-routes';
export { renderSoaPdf, soaContentHash, verifySoaContentHash, type SoaPdfContent } from './pdf';
export { SOA_REMINDER_QUEUE, scheduleSoaReminders, sendSoaReminder, soaReminderHandler } from './reminders';
export type { SoaReminderOutcome, SoaReminderPayload } from './reminders';

export { soaRoutes } from './routes';
export { sendSoaInvite, type SoaInviteInput, type SoaInviteResult } from './send';
export { inviteTokenHash, newInviteToken, planDisclaimers, readSoaRules } from './repository';
export { bulkSoaRoutes } from './bulk-routes';
export { BULK_SOA_QUEUE, bulkSoaJobHandler } from './bulk';

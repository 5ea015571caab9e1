export { soaRoutes } from './routes';
export { sendSoaInvite, type SoaInviteInput, type SoaInviteResult } from './send';
export { inviteTokenHash, newInviteToken, planDisclaimers, readSoaRules } from './repository';

export * from './routes';
export { InvitationLinks } from './invitation-links';
export { openAccount } from './repository';

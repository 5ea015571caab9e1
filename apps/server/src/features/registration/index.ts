export * from './routes';
export { InvitationLinks } from './invitation-links';

// The public API of the registration feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export type { RegistrationField, RegistrationValues } from './types';
export {
  REGISTRATION_MESSAGES,
  SUPPORT_CONTACT_WORDS,
  invitationBannerText,
  withSupportContact,
  type SupportContact,
} from './messages';
export { hasNoNpn, isStrongRegistrationPassword, validateRegistration } from './validators';
export type { RegistrationErrors } from './validators';
export {
  buildRegistrationPayload,
  registrationFailureMessage,
  resolveRegistrationLink,
  resolveRegistrationOutcome,
  toggleNoNpn,
} from './rules';
export type { NpnFieldState, RegistrationLinkState, RegistrationOutcome } from './rules';

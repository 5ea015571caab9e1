// The public API of the user feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export type { AgentWritingNumber } from './types';
export { USER_GENDERS, USER_GENDER_LABELS } from './vocabulary';
export type { UserGender } from './vocabulary';
export { PROFILE_MESSAGES, newUserCreatedMessage } from './messages';
export {
  isPlanYearOffered,
  isValidLoginName,
  meetsNewPasswordCriteria,
  planYearChoices,
  validatePasswordChange,
  validateUserProfile,
  validateWritingNumber,
  validateWritingNumberDeletion,
  WRITING_NUMBER_MAX_LENGTH,
} from './validators';
export type {
  PasswordChangeValues,
  UserProfileContext,
  UserProfileErrors,
  UserProfileValues,
  WritingNumberValues,
} from './validators';
export { GENERATED_PASSWORD_SYMBOLS, generateInitialPassword } from './password';
export type { RandomValues } from './password';
export {
  isAddressBegun,
  isValidInitialPassword,
  USERS_ADMIN_MESSAGES,
  userDeletionRefusal,
  validateNewUser,
} from './users-admin';
export type { NewUserValues } from './users-admin';
export {
  isStateLicenseActive,
  STATE_LICENSE_MESSAGES,
  STATE_LICENSE_NUMBER_MAX_LENGTH,
  stateLicenseDuplicateMessage,
  stateLicenseExpiredDate,
  validateStateLicense,
} from './state-licenses';
export type { StateLicenseErrors, StateLicenseTerm, StateLicenseValues } from './state-licenses';

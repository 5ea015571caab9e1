// The public API of the profile feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  ChangePasswordAnswerStruct,
  ChangePasswordRequestStruct,
  USER_CONTACT_KINDS,
  UserAddressEntryStruct,
  UserContactDeleteAnswerStruct,
  UserEmailEntryStruct,
  UserPhoneEntryStruct,
  UserProfileUpdateAnswerStruct,
  UserProfileUpdateStruct,
  WritingNumberStruct,
  type ChangePasswordAnswer,
  type ChangePasswordRequest,
  type UserAddressEntry,
  type UserContactDeleteAnswer,
  type UserContactKind,
  type UserEmailEntry,
  type UserPhoneEntry,
  type UserProfileUpdate,
  type UserProfileUpdateAnswer,
  type WritingNumber,
} from './contract';
export { changePassword, deleteUserContact, searchWritingNumbers, updateUserProfile } from './calls';

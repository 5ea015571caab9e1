// The public API of the user feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  AccountSettingsStruct,
  AccountStruct,
  AddressTypeStruct,
  EmailTypeStruct,
  PhoneTypeStruct,
  UserAddressStruct,
  UserDetailsStruct,
  UserEmailStruct,
  UserGenderStruct,
  UserPhoneStruct,
  UserSearchRowStruct,
  UserSettingsStruct,
  type Account,
  type AccountSettings,
  type UserDetails,
  type UserSearchRow,
  type UserSettings,
} from './contract';
export {
  getAccount,
  getAccountSettings,
  getUser,
  getUserSettings,
  logout,
  searchUsers,
  type UserWithAccess,
} from './calls';

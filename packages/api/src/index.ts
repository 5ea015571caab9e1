export { ApiError } from './errors';
export { getHealth, HealthStruct, type GetHealthOptions, type Health } from './health';
export {
  LogoutRequestStruct,
  PasswordGrantStruct,
  RefreshGrantStruct,
  TokenAnswerStruct,
  TokenRequestStruct,
  type LogoutRequest,
  type TokenAnswer,
  type TokenRequest,
} from './contract/auth';
export { ErrorBodyStruct, Flag, type ErrorBody } from './contract/common';
export {
  ACCESS_CONTROL_HASH_HEADER,
  ACCESS_CONTROL_HEADER,
  PERMISSIONS,
  type Permission,
} from './contract/permissions';
export {
  SEARCH_PAGE_SIZE_MAX,
  SearchBodyStruct,
  SearchCriterionStruct,
  searchAnswerStruct,
  type SearchBody,
  type SearchCriterion,
} from './contract/search';
export {
  AccountSettingsStruct,
  AccountStruct,
  AddressTypeStruct,
  EmailTypeStruct,
  PhoneTypeStruct,
  UserAddressStruct,
  UserDetailsStruct,
  UserEmailStruct,
  UserPhoneStruct,
  UserSearchRowStruct,
  UserSettingsStruct,
  type Account,
  type AccountSettings,
  type UserDetails,
  type UserSearchRow,
  type UserSettings,
} from './contract/user';
export {
  createApiClient,
  toFormBody,
  type ApiClient,
  type ApiClientOptions,
  type ApiResponse,
  type BodyType,
  type RequestOptions,
  type SessionStore,
  type SessionTokens,
  type SignOutReason,
} from './client';
export { getAccount, getAccountSettings, getUser, getUserSettings, logout, searchUsers, type UserWithAccess } from './calls';

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
export {
  AgreementAnswerStruct,
  InvitingOwnerStruct,
  RegistrationAnswerStruct,
  RegistrationLinkAnswerStruct,
  RegistrationRequestStruct,
  ValidateUrlAnswerStruct,
  ValidateUrlRequestStruct,
  type AgreementAnswer,
  type RegistrationAnswer,
  type RegistrationLinkAnswer,
  type RegistrationRequest,
  type ValidateUrlAnswer,
} from './contract/registration';
export {
  buildRegistrationLink,
  getAgreement,
  REGISTRATION_API,
  submitRegistration,
  validateRegistrationUrl,
  type PublicCallOptions,
} from './registration';
export { RoleCreateStruct, RoleStruct, RoleUpdateStruct, type Role, type RoleCreate, type RoleUpdate } from './contract/roles';
export {
  LeadSearchAnswerStruct,
  LeadSearchRowStruct,
  QuickSearchDropdownsStruct,
  type LeadSearchAnswer,
  type LeadSearchRow,
  type QuickSearchDropdowns,
} from './contract/leads';
export {
  EXPORT_TYPES,
  ExportAnswerStruct,
  ExportTypeStruct,
  NOTICE_SEARCH_MODES,
  NoticeCountStruct,
  NoticeDismissAnswerStruct,
  NoticeDismissBodyStruct,
  NoticeSearchAnswerStruct,
  NoticeSearchBodyStruct,
  NoticeStruct,
  type ExportAnswer,
  type ExportType,
  type Notice,
  type NoticeCount,
  type NoticeDismissAnswer,
  type NoticeDismissBody,
  type NoticeSearchAnswer,
  type NoticeSearchBody,
} from './contract/notices';
export {
  QUICK_LINK_HIERARCHY_IDS,
  QuickLinkActionAnswerStruct,
  QuickLinkDisplaySaveStruct,
  QuickLinkPayloadStruct,
  QuickLinkSaveAnswerStruct,
  QuickLinkSearchAnswerStruct,
  QuickLinkStruct,
  TargetLeadsSsoStruct,
  type QuickLink,
  type QuickLinkActionAnswer,
  type QuickLinkDisplaySave,
  type QuickLinkPayload,
  type QuickLinkSaveAnswer,
  type QuickLinkSearchAnswer,
  type TargetLeadsSso,
} from './contract/quicklinks';
export {
  DialerSettingsUpdateAnswerStruct,
  DialerSettingsUpdateStruct,
  PhoneCallAnswerStruct,
  PhoneCallRequestStruct,
  PhoneDialerAuthSettingsStruct,
  PhoneDialerBehaviorTypesStruct,
  PhoneDialerBehaviorTypeStruct,
  type DialerSettingsUpdate,
  type DialerSettingsUpdateAnswer,
  type PhoneCallAnswer,
  type PhoneCallRequest,
  type PhoneDialerAuthSettings,
  type PhoneDialerBehaviorType,
  type PhoneDialerBehaviorTypes,
} from './contract/dialer';
export { FEATURE_FLAGS, FeatureFlagsStruct, type FeatureFlagName, type FeatureFlags } from './contract/shell';
export { getQuickSearchDropdowns, searchLeads } from './calls/leads';
export { dismissUserNotices, getExport, getNoticeOutstandingCount, searchUserNotices } from './calls/notices';
export {
  createQuickLink,
  deleteQuickLink,
  getTargetLeadsSso,
  hideQuickLinkForAccount,
  revealQuickLinkForAccount,
  saveQuickLinkDisplay,
  searchQuickLinks,
  updateQuickLink,
} from './calls/quicklinks';
export { getDialerAuthSettings, listDialerBehaviorTypes, placePhoneCall, updateAccountSettings, updateUserSettings } from './calls/dialer';
export { getAnonymousFeatureFlags, getFeatureFlags } from './calls/shell';
export {
  ExternalSsoAnswerStruct,
  ExternalSsoRequestStruct,
  PlanExplorerAccessStruct,
  SSO_TARGETS,
  type ExternalSsoAnswer,
  type ExternalSsoRequest,
  type PlanExplorerAccess,
  type SsoTarget,
} from './contract/sso';
export { getPlanExplorerAccess, requestExternalSso } from './calls/sso';
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
} from './contract/profile';
export { changePassword, deleteUserContact, searchWritingNumbers, updateUserProfile } from './calls/profile';
export {
  CanSendTextStruct,
  CommunicationPreferencesStruct,
  CommunicationPreferencesUpdateAnswerStruct,
  CommunicationPreferencesUpdateStruct,
  CommunicationPreferenceStruct,
  SELF_SERVICE_OPTION_TYPE_IDS,
  SelfServiceConfigItemStruct,
  SelfServiceConfigOptionStruct,
  SelfServiceConfigUpdateAnswerStruct,
  SelfServiceConfigUpdateStruct,
  type CanSendText,
  type CommunicationPreference,
  type CommunicationPreferences,
  type CommunicationPreferencesUpdate,
  type CommunicationPreferencesUpdateAnswer,
  type SelfServiceConfigItem,
  type SelfServiceConfigOption,
  type SelfServiceConfigUpdate,
  type SelfServiceConfigUpdateAnswer,
} from './contract/configurable-settings';
export {
  canSendText,
  getCommunicationPreferences,
  searchSelfServiceConfig,
  updateCommunicationPreferences,
  updateSelfServiceConfig,
} from './calls/configurable-settings';
export { CountiesByZipStateStruct, CountiesByZipStruct, type CountiesByZip, type CountiesByZipState } from './contract/geo';
export { getCountiesByZip } from './calls/geo';

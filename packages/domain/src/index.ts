// The public API of @meridian/domain, curated by hand. Changing it is a deliberate act that comes
// with a changeset; exports.test.ts snapshots the names.

// ── Constants ───────────────────────────────────────────────────────────────────────────────
export {
  DISPLAY_TIME_ZONE,
  IDLE_TIMEOUT_SECONDS,
  PERMISSIONS,
  PRODUCTION_ENVIRONMENT,
  VERSION_LABEL,
  hasPermission,
} from './constants/app';
export {
  BULK_SOA_MAX_EMAILS,
  COMPANY_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  DATE_INPUT_MAX_LENGTH,
  DATE_MAX_YEARS_AGO,
  DEFAULT_INPUT_MAX_LENGTH,
  GENERATED_PASSWORD_LENGTH,
  HEIGHT_FEET_MAX,
  HEIGHT_INCHES_MAX,
  INITIAL_MAX_LENGTH,
  MEDICAID_NUMBER_MAX_LENGTH,
  MEDICARE_NUMBER_DISPLAY_MAX_LENGTH,
  MEDICARE_NUMBER_LENGTH,
  NAME_MAX_LENGTH,
  NOTICE_TITLE_MAX_LENGTH,
  PART_DATE_MAX_LENGTH,
  PART_DATE_MAX_YEARS_AHEAD,
  PART_DATE_MIN_YEAR,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
  PHONE_EXT_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PREFIX_MAX_LENGTH,
  QUICK_LINK_TITLE_MAX_LENGTH,
  QUICK_LINK_URL_MAX_LENGTH,
  SELF_SERVICE_FIRST_REMINDER_DAYS,
  SELF_SERVICE_LINK_ACTIVE_DAYS,
  SELF_SERVICE_SECOND_REMINDER_DAYS,
  SOA_APPOINTMENT_MAX_YEARS_AHEAD,
  SSN_DIGITS_MAX_LENGTH,
  SSN_MAX_LENGTH,
  TAG_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  WEIGHT_MAX_LBS,
  ZIP_LENGTH,
} from './constants/limits';
export {
  ADDRESS_TYPES,
  APPOINTMENT_IMPORTANCE,
  CONFIRM_DIALOG_TYPES,
  CONTACT_PERMISSION_LABELS,
  CONTACT_PERMISSION_TYPES,
  CONTACT_RELATIONSHIPS,
  DEFAULT_ROLE_NAME,
  DIAL_BEHAVIOR_TYPES,
  EMAIL_TYPES,
  ENHANCED_SOA_SINGLE_PROCESS_TYPE_ID,
  ENHANCED_SOA_TEMPLATE_TYPE_ID,
  GENDERS,
  LEAD_EMAIL_TYPES,
  LEAD_PHONE_TYPES,
  MARITAL_STATUSES,
  MOBILE_PHONE_TYPE,
  MONTHS,
  NEW_LEAD_TYPE_ID,
  NOTICE_BANNER_TYPES,
  PHONE_TYPES,
  QUICK_LINK_HIERARCHY_NAMES,
  QUICK_LINK_HIERARCHY_TYPES,
  RELATIONSHIP_TYPES,
  RICH_TEXT_LINK_OPTION,
  RICH_TEXT_TOOLBAR,
  SELF_SERVICE_OPTION_TYPES,
  SELF_SERVICE_USER_HIERARCHY_TYPE_ID,
  SOA_CONTACT_METHODS,
  SOA_PROCESS_TYPES,
} from './constants/lookups';
export type {
  AddressType,
  ContactPermissionType,
  ContactRelationship,
  DialBehaviorTypeId,
  EmailType,
  Gender,
  MaritalStatus,
  NoticeBannerType,
  PhoneType,
  QuickLinkHierarchyName,
  SoaContactMethod,
  SoaProcessType,
} from './constants/lookups';
export {
  EXTRA_BENEFIT_IDS,
  LEAD_EXPORT_TYPES,
  PRODUCT_CATEGORIES,
  PRODUCT_TYPE_IDS,
  QUOTE_DEEP_ROUTES,
  QUOTE_ENROLLMENT_METHODS,
  QUOTE_PRODUCTS,
} from './constants/products';
export type { ProductTypeId, QuoteEnrollmentMethod, QuoteProduct } from './constants/products';
export {
  DISMISSED_NOTICES_PAGE_SIZE,
  LEAD_SEARCH_PANEL_FIELDS,
  NOTICE_FIRST_PAGE_NUMBER,
  NOTICE_MODES,
  OPEN_RANGE_END,
  PAST_NOTICES_FIRST_PAGE_NUMBER,
  QUICK_SEARCH_PAGE_NUMBER,
  QUICK_SEARCH_PAGE_SIZE,
  SEARCH_FLAG_NO,
  SEARCH_FLAG_YES,
  TABLE_PAGE_SIZES,
} from './constants/search';
export type { NoticeMode } from './constants/search';
export {
  CLOCK_TICK_MS,
  DASHBOARD_SMALL_UI_WIDTH_PX,
  DIALER_CALL_DELAY_MS,
  ERROR_BANNER_MS,
  LEAD_LOADING_HOLD_MS,
  NOTIFICATION_POLL_MS,
  PART_DATE_REFORMAT_DELAY_MS,
  PASSWORD_FORM_RESET_MS,
  PERMISSION_HISTORY_DIALOG_WIDTH,
  PRINT_DELAY_MS,
  QUICK_LINK_ERROR_MS,
  QUOTE_REDIRECT_DELAY_MS,
  SIDEBAR_COLLAPSE_WIDTH_PX,
  SUCCESS_BANNER_MS,
  TOAST_DURATION_MS,
  TOOLTIP_SHOW_DELAY_MS,
  WRITING_NUMBER_DELETE_ERROR_MS,
  WRITING_NUMBER_DIALOG_CLOSE_MS,
} from './constants/timings';
export { US_STATES, US_TERRITORIES, findUsState } from './constants/us-states';
export type { UsState } from './constants/us-states';

// ── Entity types (wire field names as the spec spells them) ─────────────────────────────────
export type {
  Account,
  AccountSettings,
  AdminNotice,
  LeadInstruction,
  PartnerTrackingCode,
  Role,
} from './entities/admin';
export type { CalendarEvent } from './entities/calendar';
export type { Disposition, ErrorAnswer, Flag, SearchCriteria, SearchCriterion, SearchRequest } from './entities/common';
export type {
  ContactAddress,
  ContactEmail,
  ContactPersonPhone,
  ContactPhone,
  CountiesByZipState,
} from './entities/contact';
export type {
  Campaign,
  CampaignSegment,
  ContactPermissionFlags,
  ContactPermissionHistoryRow,
  EmergencyContact,
  Lead,
  LeadAddress,
  LeadEmail,
  LeadFieldChange,
  LeadLastUpdated,
  LeadPhone,
  LeadSearchRow,
  LeadType,
  LeadVendor,
  NewLeadPayload,
  Partner,
  PreferredContact,
  ProductType,
  Tag,
  TrackingCode,
} from './entities/lead';
export type {
  AgreementResponse,
  RegistrationField,
  RegistrationPayload,
  RegistrationResponse,
  RegistrationTokenValidation,
  RegistrationValues,
} from './entities/registration';
export type {
  CommunicationPermission,
  CommunicationPreference,
  SelfServiceConfigOption,
  SingleSignOnData,
} from './entities/settings';
export type {
  Cobrand,
  LoginToken,
  Notice,
  NoticeDismissRequest,
  NoticeSearchRequest,
  NotificationCount,
  PhoneCallRequest,
  PhoneDialerBehaviorType,
  PhoneDialerSettings,
  QuickLink,
  QuickLinkDisplaySave,
  QuickLinkPayload,
  QuickSearchDropdownData,
  ShellUser,
} from './entities/shell';
export type {
  ClientInviteResponse,
  EnhancedSoaInvite,
  FaceToFaceSoaForm,
  RemoteSoaForm,
  SoaDisclaimer,
  SoaDisclaimerResponse,
  SoaRequestRecord,
} from './entities/soa';
export type {
  AddWritingNumberRequest,
  AgentWritingNumber,
  ChangePasswordRequest,
  NewUserPayload,
  UserCredentials,
  UserProfile,
} from './entities/user';

// ── Messages (word for word from the spec) ──────────────────────────────────────────────────
export { CALENDAR_MESSAGES, addEventTitle } from './messages/calendar';
export { CONTACT_EDITOR_MESSAGES } from './messages/contact-editors';
export {
  invalidDataMessage,
  invalidFormatMessage,
  invalidLengthMessage,
  maxLengthHint,
  requiredMessage,
  showsMaxLengthHint,
} from './messages/field';
export { LEAD_MESSAGES, NEW_LEAD_MESSAGES, leadLastUpdatedHeader, leadUpdatedMessage } from './messages/leads';
export { PROFILE_MESSAGES, newUserCreatedMessage } from './messages/profile';
export { REGISTRATION_MESSAGES, invitationBannerText } from './messages/registration';
export { SETTINGS_MESSAGES } from './messages/settings';
export {
  DIALER_MESSAGES,
  NOTICE_MESSAGES,
  PAGE_MESSAGES,
  QUICK_LINK_MESSAGES,
  QUICK_SEARCH_MESSAGES,
  SHELL_MESSAGES,
  VERIFY_COUNTY_MESSAGE,
  dialerOptionLabel,
  zipNotFoundMessage,
} from './messages/shell';
export { SOA_EMAIL_TEXT, SOA_MESSAGES, soaEmailGreeting, soaEmailSubject, soaPlanYearHeading } from './messages/soa';
export type { SoaEmailSubjectNames } from './messages/soa';
export { SOA_PRODUCT_TYPES, VOICE_SIGNATURE_PLACEHOLDERS, VOICE_SIGNATURE_TEXT } from './messages/voice-signature';
export type { VoiceSignatureScriptValues } from './messages/voice-signature';

// ── Formatters and masks ────────────────────────────────────────────────────────────────────
export { formatCentralDate, formatCentralDateTime } from './format/central-time';
export { formatEmailRecipient, formatPostalAddress } from './format/contact';
export type { PostalAddressParts } from './format/contact';
export { headerClock } from './format/header-clock';
export type { HeaderClock } from './format/header-clock';
export { formatDateInput, fromSearchDate, toSearchDate } from './format/date';
export {
  clampHeightFeet,
  clampHeightInches,
  clampWeight,
  feetInchesToInches,
  inchesToFeetInches,
} from './format/height';
export type { ClampedInput } from './format/height';
export { formatInitial } from './format/initial';
export {
  DATE_INPUT_MASK,
  MEDICARE_NUMBER_INPUT_MASK,
  PART_DATE_INPUT_MASK,
  applyPatternMask,
  isPatternComplete,
  unmaskPattern,
} from './format/masks';
export type { PatternMask } from './format/masks';
export { formatMedicareNumber, normalizeMedicareNumber } from './format/medicare';
export { formatNoticePostedDate, noticePostedLabel, truncateNoticeTitle } from './format/notice';
export { formatPartDateInput, normalizePartDate, partDateFromWire, partDateToWire } from './format/part-date';
export { formatPhone, stripPhone } from './format/phone';
export { formatSsn, maskSsn, stripSsn } from './format/ssn';

// ── Validators (the spec's message, or undefined) ───────────────────────────────────────────
export { validateAppointment, validateTask } from './validators/calendar';
export type { AppointmentErrors, AppointmentValues, TaskErrors, TaskValues } from './validators/calendar';
export {
  addressFieldsRequired,
  validateAddressEntry,
  validateEditorEmail,
  validateEditorPhone,
  validateEditorZip,
} from './validators/contact-editors';
export type { AddressEntryErrors, AddressEntryValues, ContactEditorMode } from './validators/contact-editors';
export { isCompletePhone, isValidZip } from './validators/contact-fields';
export { validateBirthdate, validateDate } from './validators/date';
export { isValidEmail } from './validators/email';
export { validateLeadDetails } from './validators/lead-details';
export type { LeadDetailsContext, LeadDetailsValidation, LeadDetailsValues } from './validators/lead-details';
export { validateLeadSearchPanel } from './validators/lead-search-panel';
export { validateMedicareNumber } from './validators/medicare';
export { validateNewLead } from './validators/new-lead';
export type { NewLeadContext, NewLeadErrors, NewLeadValues } from './validators/new-lead';
export { validatePartDate } from './validators/part-date';
export {
  isPlanYearOffered,
  isValidLoginName,
  meetsNewPasswordCriteria,
  planYearChoices,
  validatePasswordChange,
  validateUserProfile,
  validateWritingNumber,
  validateWritingNumberDeletion,
} from './validators/profile';
export type {
  PasswordChangeValues,
  UserProfileContext,
  UserProfileErrors,
  UserProfileValues,
  WritingNumberValues,
} from './validators/profile';
export { validateQuickLink } from './validators/quick-link';
export type { QuickLinkErrors, QuickLinkValues } from './validators/quick-link';
export { QUICK_SEARCH_LEAD_FIELDS, validateQuickSearch } from './validators/quick-search';
export type { QuickSearchErrors, QuickSearchField, QuickSearchTab, QuickSearchValues } from './validators/quick-search';
export { hasNoNpn, isStrongRegistrationPassword, validateRegistration } from './validators/registration';
export type { RegistrationErrors } from './validators/registration';
export { validateSoaAppointmentDate, validateSoaForm } from './validators/soa';
export type { SoaFormContext, SoaFormErrors, SoaFormValues, SoaMethod } from './validators/soa';
export { canTestSchedulerUrl, isValidHttpsUrl, safeImageUrl, validateEnhancedSoaUrl } from './validators/url';

// ── Business rules ──────────────────────────────────────────────────────────────────────────
export {
  appointmentImportance,
  appointmentTypeFor,
  completedDateFor,
  copyCalendarEvent,
  defaultAppointmentEnd,
  defaultAppointmentEndTime,
  eventDialogDismissLabel,
  isCompleted,
  taskDueTimeForSave,
} from './rules/calendar';
export {
  REMOVED_ENTRY_CLASS,
  emptyHomeAddress,
  ensureAddressRow,
  ensureSingleDefault,
  entriesToSave,
  idsToDelete,
  isMarkedForRemoval,
  markForRemoval,
  phoneTypeOptions,
  setDefaultEntry,
  undoRemoval,
} from './rules/contact-editors';
export type { ContactKind, DefaultKey } from './rules/contact-editors';
export {
  contactPermissionChecks,
  contactPermissionFlags,
  permissionHistoryRows,
  permissionHistoryStatus,
} from './rules/contact-permissions';
export type { ContactPermissionChecks, PermissionHistoryDisplayRow } from './rules/contact-permissions';
export { dialBehaviorToSave, dialerActiveFlag, isDialerOptionHidden, resolveDialMethod } from './rules/dialer';
export type { DialMethod, DialSettings } from './rules/dialer';
export {
  applyEmergencyChoice,
  contactPhoneForSave,
  displayRelationship,
  isEmergencySameAsPreferred,
} from './rules/emergency-contact';
export { exportFileName, groupByPlanYear } from './rules/export';
export { addLeadErrorMessage, buildLeadSearchPanelRequest, buildNewLeadPayload, calculateAge } from './rules/lead';
export { ROUTES, leadPath, quickActions, quotePath, quoteRouteFor, redirectOnLoad } from './rules/navigation';
export type { QuickAction } from './rules/navigation';
export {
  groupNoticesByStartDate,
  isNoticeUnread,
  noticeSearchStart,
  notificationBadge,
  replaceNoticeDownloadTags,
  shouldOpenImportantPopup,
} from './rules/notices';
export type { NoticeDownloadTag } from './rules/notices';
export {
  ORIGINATION_FIELDS,
  buildLeadVendorSearch,
  isOriginationLocked,
  offeredTrackingCodes,
} from './rules/origination';
export type { OriginationLockContext } from './rules/origination';
export { GENERATED_PASSWORD_SYMBOLS, generateInitialPassword } from './rules/password';
export type { RandomValues } from './rules/password';
export {
  buildQuickLinkDisplaySave,
  buildQuickLinkPayload,
  canCreateAccountQuickLink,
  isCmsCheckQuickLink,
  isDialerHostLink,
  isQuickLinkEditable,
  isQuickLinkVisible,
  normalizeQuickLinkUrl,
} from './rules/quick-links';
export type { QuickLinkVisibilityContext } from './rules/quick-links';
export {
  buildQuickSearchCriteria,
  buildQuickSearchRequest,
  quickSearchAgentOptions,
  quickSearchDefaults,
} from './rules/quick-search';
export type { AgentOption, QuickSearchUser } from './rules/quick-search';
export {
  buildRegistrationPayload,
  registrationFailureMessage,
  resolveRegistrationLink,
  resolveRegistrationOutcome,
  toggleNoNpn,
} from './rules/registration';
export type { NpnFieldState, RegistrationLinkState, RegistrationOutcome } from './rules/registration';
export {
  canUpdateEnhancedSoaSettings,
  isNonProductionEnvironment,
  isTextingDisabled,
  profileEditRights,
  singleSignOnForm,
  singleSignOnTitle,
  validateEnhancedSoaSettings,
} from './rules/settings';
export type { EnhancedSoaSettingsValues } from './rules/settings';
export {
  RECORDING_RETENTION_RULES,
  SOA_WAITING_PERIOD_RULES,
  buildEnhancedSoaInvite,
  earliestAppointmentAfterSoa,
  isSoaWaitingPeriodMet,
  missingSoaRequirements,
  recordingRetainedUntil,
  selfServiceSchedule,
  soaModalStep,
  soaSendButtonLabel,
  soaSendFailureMessage,
  soaWaitingPeriodRule,
  splitBulkSoaLeadIds,
} from './rules/soa';
export type { RecordingRetentionRule, SoaLead, SoaModalStep, SoaModalType, SoaWaitingPeriodRule } from './rules/soa';
export {
  groupSoaDisclaimers,
  soaAgentHasPhone,
  soaDisclaimersFromResponse,
  soaEmailSignature,
} from './rules/soa-email';
export type { SoaEmailAgent, SoaSignatureField, SoaSignatureLine } from './rules/soa-email';
export { voiceSignatureScripts } from './rules/voice-signature';
export type { VoiceSignatureReminder, VoiceSignatureScript, VoiceSignatureScriptKind } from './rules/voice-signature';
export { TAG_SEPARATOR_KEYS, canAddTag, tagSuggestions, tagsFromInput } from './rules/tags';
export { resolveZipLookup, shouldLookUpZip } from './rules/zip-lookup';
export type { ZipLookupResult } from './rules/zip-lookup';

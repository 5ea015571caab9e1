// The public API of the leads feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export type {
  ContactPermissionFlags,
  ContactPermissionHistoryRow,
  EmergencyContact,
  Lead,
  NewLeadPayload,
  Partner,
  PreferredContact,
  Tag,
  TrackingCode,
} from './types';
export { LEAD_MESSAGES, NEW_LEAD_MESSAGES, leadLastUpdatedHeader, leadUpdatedMessage } from './messages';
export { clampHeightFeet, clampHeightInches, clampWeight, feetInchesToInches, inchesToFeetInches } from './height';
export type { ClampedInput } from './height';
export { formatMedicareNumber, normalizeMedicareNumber } from './medicare';
export { formatPartDateInput, normalizePartDate, partDateFromWire, partDateToWire } from './part-date';
export { formatSsn, maskSsn, stripSsn } from './ssn';
export { validateLeadDetails } from './lead-details';
export type { LeadDetailsContext, LeadDetailsValidation, LeadDetailsValues } from './lead-details';
export { validateLeadSearchPanel } from './search-panel';
export { validateMedicareNumber } from './validate-medicare';
export { validateNewLead } from './new-lead';
export type { NewLeadContext, NewLeadErrors, NewLeadValues } from './new-lead';
export { validatePartDate } from './validate-part-date';
export {
  contactPermissionChecks,
  contactPermissionFlags,
  permissionHistoryRows,
  permissionHistoryStatus,
} from './contact-permissions';
export type { ContactPermissionChecks, PermissionHistoryDisplayRow } from './contact-permissions';
export {
  applyEmergencyChoice,
  contactPhoneForSave,
  displayRelationship,
  isEmergencySameAsPreferred,
} from './emergency-contact';
export {
  EMPTY_EXPORT_MESSAGE,
  exportFileName,
  groupByPlanYear,
  LEAD_EXPORT_REPORT_TYPES,
  RECENT_LEAD_EXPORT_DAYS,
} from './export';
export { canSeeAllLeads } from './visibility';
export { addLeadErrorMessage, buildLeadSearchPanelRequest, buildNewLeadPayload, calculateAge } from './rules';
export {
  ORIGINATION_FIELDS,
  PARTNER_LIST_CONTEXTS,
  buildLeadVendorSearch,
  isOriginationLocked,
  offeredTrackingCodes,
} from './origination';
export type { OriginationLockContext, PartnerListContext } from './origination';
export { CLIENT_PAGE_MESSAGES, clientPageIntro, validateClientInfo } from './client-page';
export type { ClientInfoErrors, ClientInfoValues } from './client-page';
export { TAG_SEPARATOR_KEYS, canAddTag, tagSuggestions, tagsFromInput } from './tags';
export {
  DISPOSITION_MESSAGES,
  DISPOSITION_NOTE_MAX_LENGTH,
  isDispositionId,
  validateDispositionRecord,
} from './disposition';
export type { DispositionRecordErrors, DispositionRecordValues } from './disposition';
export {
  COMPLIANCE_DETAILS,
  COMPLIANCE_ITEM_KEYS,
  COMPLIANCE_LABELS,
  COMPLIANCE_STATUS_TEXT,
  complianceChecklist,
  isWritingNumberCurrent,
} from './compliance';
export type { ComplianceFacts, ComplianceItem, ComplianceItemKey, ComplianceWritingNumber } from './compliance';

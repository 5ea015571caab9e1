// The public API of the soa feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export type { EnhancedSoaInvite, SoaDisclaimer } from './types';
export { SOA_EMAIL_TEXT, SOA_MESSAGES, soaEmailGreeting, soaEmailSubject, soaPlanYearHeading } from './messages';
export type { SoaEmailSubjectNames } from './messages';
export { SOA_PRODUCT_TYPES, VOICE_SIGNATURE_PLACEHOLDERS, VOICE_SIGNATURE_TEXT } from './voice-signature-messages';
export type { VoiceSignatureScriptValues } from './voice-signature-messages';
export { validateSoaAppointmentDate, validateSoaForm } from './validators';
export {
  BULK_SOA_MESSAGES,
  BULK_SOA_RECIPIENT_STATUSES,
  BULK_SOA_SKIP_REASONS,
  bulkSoaSkipReason,
  validateBulkSoaLeadCount,
} from './bulk';
export type { BulkSoaLeadFacts, BulkSoaRecipientStatus, BulkSoaSkipReason } from './bulk';
export type { SoaFormContext, SoaFormErrors, SoaFormValues, SoaMethod } from './validators';
export {
  SOA_WAITING_PERIOD_RULES,
  buildEnhancedSoaInvite,
  earliestAppointmentAfterSoa,
  isSoaWaitingPeriodMet,
  missingSoaRequirements,
  selfServiceSchedule,
  soaModalStep,
  soaSendButtonLabel,
  soaSendFailureMessage,
  soaWaitingPeriodRule,
  splitBulkSoaLeadIds,
} from './rules';
export type { SoaLead, SoaModalStep, SoaModalType, SoaWaitingPeriodRule } from './rules';
export {
  MARKETING_CALL_RETENTION_RULES,
  RETENTION_PERIOD_TOKENS,
  SOA_RECORD_RETENTION_RULES,
  fillRetentionPeriods,
  retainedUntil,
  retentionYears,
} from './retention';
export type { RetentionRule } from './retention';
export {
  groupSoaDisclaimers,
  renderSoaEmail,
  soaAgentHasPhone,
  soaDisclaimersFromResponse,
  soaEmailBlocks,
  soaEmailSignature,
} from './email';
export type {
  SoaEmailAgent,
  SoaEmailBlock,
  SoaEmailBlockKind,
  SoaEmailContent,
  SoaEmailDisclaimer,
  SoaEmailInput,
  SoaEmailModel,
  SoaEmailRendered,
  SoaSignatureField,
  SoaSignatureLine,
} from './email';
export { voiceSignatureScripts } from './voice-signature';
export type { VoiceSignatureReminder, VoiceSignatureScript, VoiceSignatureScriptKind } from './voice-signature';
export {
  SOA_FORM_TEXT,
  SOA_SIGNATURE_MAX_LENGTH,
  SOA_SIGNING_MESSAGES,
  SOA_SIGNING_PRODUCT_TYPES,
  SOA_SIGNING_PRODUCT_TYPE_VALUES,
  SOA_PROCESS_TYPE_LABELS,
  SOA_STATUS_LABELS,
  orderSoaProductTypes,
  soaAppointmentRuleNote,
  soaProductTypeLabel,
  soaRecordStatus,
  soaSigningIntro,
  soaWaitingPeriodNote,
  validateSoaSigning,
} from './signing';
export type { SoaRecordStatus, SoaSigningErrors, SoaSigningProductType, SoaSigningValues } from './signing';

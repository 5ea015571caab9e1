// Scope of appointment wire shapes (spec 02 §3.10, §7.2), built from the domain vocabularies.
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type as loose,
  union,
  type Infer,
} from 'superstruct';
import {
  CLIENT_INVITE_MODES,
  EMAIL_TYPES,
  ENHANCED_SOA_SINGLE_PROCESS_TYPE_ID,
  ENHANCED_SOA_TEMPLATE_TYPE_ID,
  BULK_SOA_MAX_EMAILS,
  SOA_PROCESS_TYPES,
  SOA_RULE_KINDS,
  SOA_STATUSES,
} from '@meridian/domain';
import { Flag } from '../core/common';
import { acceptingSearchBody } from '../core/search';

const Id = min(integer(), 1);

/**
 * A refusal or an outcome the dialogs show: success '1' or '0' (spec 02 §8: success 0 is a failure,
 * shown with the server's message), and, when lead details an SOA needs are missing, their labels
 * as the eSOA Requirements dialog lists them (`missingSoaRequirements`).
 */
export const SoaOutcomeStruct = object({
  success: Flag,
  message: string(),
  missing: optional(array(string())),
});
export type SoaOutcome = Infer<typeof SoaOutcomeStruct>;

/**
 * Body of `POST lead/{lead_id}/soaEmailDraft/` (spec 02 §4.3 "Save to Generate Draft"; path not shown
 * in the spec): the email the agent entered for a lead without one. default_email 'true' saves it as
 * the lead's default email.
 */
export const SoaEmailDraftStruct = object({
  email: size(string(), 3, 254),
  email_type: enums(EMAIL_TYPES),
  default_email: optional(enums(['true', 'false'])),
});
export type SoaEmailDraft = Infer<typeof SoaEmailDraftStruct>;

/** Answer of the email draft: the saved email's id (success '0' with the message when refused). */
export const SoaEmailDraftAnswerStruct = object({
  success: Flag,
  message: string(),
  email_id: optional(number()),
});
export type SoaEmailDraftAnswer = Infer<typeof SoaEmailDraftAnswerStruct>;

/** Body of `POST esignature` and `POST esignature/byName`: the name the agent e-signs with. */
export const EsignatureStruct = object({ signature_name: size(string(), 1, 100) });
export type Esignature = Infer<typeof EsignatureStruct>;

/** Answer of `POST esignature` (records a new one) and `POST esignature/byName` (the caller's one with that name, recorded when new). */
export const EsignatureAnswerStruct = object({
  success: Flag,
  message: string(),
  esignature_id: number(),
  signature_name: string(),
});
export type EsignatureAnswer = Infer<typeof EsignatureAnswerStruct>;

/**
 * Body of `POST SelfServiceEmailControl/send` (spec 02 §3.10, `buildEnhancedSoaInvite`): template
 * type 5, process type 5 for a single lead (omitted for bulk), the eSignature id, the agent's custom
 * message, an optional alternate email of the lead.
 */
export const EnhancedSoaInviteStruct = object({
  self_service_email_requestor_user_id: Id,
  // More than BULK_SOA_MAX_EMAILS parses, so the server answers validateBulkSoaLeadCount's message.
  lead_id_list: size(array(Id), 1, BULK_SOA_MAX_EMAILS * 4),
  self_service_email_template_type_id: literal(ENHANCED_SOA_TEMPLATE_TYPE_ID),
  self_service_email_process_type_id: optional(literal(ENHANCED_SOA_SINGLE_PROCESS_TYPE_ID)),
  esignature_id: union([Id, size(string(), 1, 12)]),
  agent_custom_message: size(string(), 0, 2000),
  alternate_email_id: optional(Id),
});
export type EnhancedSoaInviteBody = Infer<typeof EnhancedSoaInviteStruct>;

/** Answer of `POST SelfServiceEmailControl/send`: the SOA requests made (one per lead emailed). */
export const EnhancedSoaSendAnswerStruct = object({
  success: Flag,
  message: string(),
  missing: optional(array(string())),
  soa_ids: array(number()),
  /** A send of several leads runs in the background: read it with `GET SelfServiceEmailControl/bulk/{id}`. */
  bulk_send_id: optional(number()),
});
export type EnhancedSoaSendAnswer = Infer<typeof EnhancedSoaSendAnswerStruct>;

/** One self-service email template (`GET SelfServiceEmailControl/templates`). */
export const SelfServiceEmailTemplateStruct = object({
  self_service_email_template_type_id: number(),
  template_name: string(),
  /** The subject with its `{lead}` and `{agent}` placeholders. */
  subject: string(),
});
export type SelfServiceEmailTemplate = Infer<typeof SelfServiceEmailTemplateStruct>;
export const SelfServiceEmailTemplatesAnswerStruct = object({
  success: Flag,
  templates: array(SelfServiceEmailTemplateStruct),
});
export type SelfServiceEmailTemplatesAnswer = Infer<typeof SelfServiceEmailTemplatesAnswerStruct>;

/** The modes `POST clientInvite` takes: remote (emailed) and face to face (Enhanced goes through SelfServiceEmailControl). */
export const CLIENT_INVITE_REQUEST_MODES = ['remote', 'f2f'] as const;

/**
 * Body of `POST clientInvite` (spec 02 §3.10, §4.3): the lead, the eSignature id of the agent's
 * signature name, the form (aptDate MM/DD/YYYY, contactMethod, agentSignature), the lead's email
 * (entered for a lead without one — then with email_type —, or chosen among several; ignored face to
 * face) and the mode. The agent is the caller.
 */
export const ClientInviteRequestStruct = object({
  lead_id: Id,
  esignature_id: optional(Id),
  mode: enums(CLIENT_INVITE_REQUEST_MODES),
  /** SOA for remote, SOAF2F face to face (derived from the mode when left out). */
  soa_type: optional(enums(['SOA', 'SOAF2F'] as const)),
  aptDate: optional(string()),
  contactMethod: optional(string()),
  agentSignature: optional(string()),
  email: optional(string()),
  email_type: optional(string()),
});
export type ClientInviteRequest = Infer<typeof ClientInviteRequestStruct>;

/**
 * Answer of `POST clientInvite`: success '1' with 'The eSignature Scope Of Appointment was emailed.'
 * (remote) or the signing link in remote_invite_url (f2f); success '0' with the server's message
 * (and `missing` for missing lead details). The agent-phone refusal answers success '0' with
 * `agent_phone_missing: true` (the client shows `SOA_MESSAGES.agentPhoneMissing`).
 */
export const ClientInviteAnswerStruct = object({
  success: Flag,
  message: string(),
  missing: optional(array(string())),
  agent_phone_missing: optional(boolean()),
  soa_id: optional(number()),
  client_invite_id: optional(number()),
  remote_invite_url: optional(string()),
});
export type ClientInviteAnswer = Infer<typeof ClientInviteAnswerStruct>;

/** Where an invite stands, read from its row: usable, signed, expired or revoked. */
export const CLIENT_INVITE_STATES = ['active', 'signed', 'expired', 'revoked'] as const;

/** One client invite, as `clientInvite/search/`, `GET clientInvite/{id}` and `searchByApp` answer it (never its token). */
export const ClientInviteRowStruct = object({
  client_invite_id: number(),
  soa_id: number(),
  lead_id: number(),
  mode: enums(CLIENT_INVITE_MODES),
  state: enums(CLIENT_INVITE_STATES),
  /** ISO 8601 instants. */
  created_at: string(),
  expires_at: string(),
  revoked: Flag,
  reminders_sent: number(),
  last_reminder_at: nullable(string()),
});
export type ClientInviteRow = Infer<typeof ClientInviteRowStruct>;

export const ClientInviteSearchAnswerStruct = object({
  success: literal(true),
  total_records: number(),
  page_number: number(),
  records_per_page: number(),
  result: array(ClientInviteRowStruct),
});
export type ClientInviteSearchAnswer = Infer<typeof ClientInviteSearchAnswerStruct>;

/** Answer of `GET clientInvite/{id}/delete`: the link stops working; an unsigned SOA is cancelled. */
export const ClientInviteDeleteAnswerStruct = object({ success: Flag, message: string() });
export type ClientInviteDeleteAnswer = Infer<typeof ClientInviteDeleteAnswerStruct>;

/** One SOA request record (spec 02 §3.10), as `POST soa/search` lists it. Dates MM/DD/YYYY, instants ISO 8601. */
export const SoaRecordStruct = object({
  soa_id: number(),
  lead_id: number(),
  app_id: nullable(number()),
  user_id: nullable(number()),
  process_type: enums(SOA_PROCESS_TYPES),
  status: enums(SOA_STATUSES),
  draft: Flag,
  client_name: string(),
  client_email: string(),
  client_dob: string(),
  client_zip: string(),
  appointment_date: string(),
  contact_method: string(),
  agent_signature: string(),
  esignature_id: nullable(number()),
  agent_custom_message: string(),
  created_at: string(),
  signed_at: nullable(string()),
  /** The product types the client chose, once signed. */
  product_types: array(string()),
  bulk_send_id: nullable(string()),
  has_pdf: boolean(),
});
export type SoaRecord = Infer<typeof SoaRecordStruct>;

/** The `soa` part of an SOA request (spec 02 §3.10): who and how, as the form shows them. */
export const SoaPartStruct = object({
  client_name: string(),
  client_phone: string(),
  client_email: string(),
  client_address: string(),
  agent_name: string(),
  agent_phone: string(),
  agent_email: string(),
  agent_address: string(),
  contact_method: string(),
  appointment_date: string(),
  agent_esign_id: nullable(number()),
});
export type SoaPart = Infer<typeof SoaPartStruct>;

/** Answer of `GET soa/{id}`: the record with its `soa` part and who signed. */
export const SoaDetailStruct = object({
  ...SoaRecordStruct.schema,
  signer_name: nullable(string()),
  content_sha256: nullable(string()),
  soa: SoaPartStruct,
});
export type SoaDetail = Infer<typeof SoaDetailStruct>;

export const SoaSearchAnswerStruct = object({
  success: literal(true),
  total_records: number(),
  page_number: number(),
  records_per_page: number(),
  result: array(SoaRecordStruct),
});
export type SoaSearchAnswer = Infer<typeof SoaSearchAnswerStruct>;

/**
 * Body of `POST soa/report` (an admin, `soa_report`): the account's SOAs filtered by agent, sent
 * date range (MM/DD/YYYY, Central Time, inclusive) and status.
 */
/**
 * Filters of `POST soa/report`: flat, or the generic search body with criteria `user_id`, `status` and
 * a `created_date` (or `date`) range.
 */
export const SoaReportCriteriaStruct = acceptingSearchBody(
  object({
    user_id: optional(Id),
    date_from: optional(string()),
    date_to: optional(string()),
    status: optional(enums(SOA_STATUSES)),
  }),
  { created_date: ['date_from', 'date_to'], date: ['date_from', 'date_to'] },
);
export type SoaReportCriteria = Infer<typeof SoaReportCriteriaStruct>;

/** Answer of `POST soa/report`: the CSV and its file name, or only a message when nothing matches (nothing is downloaded). */
export const SoaReportAnswerStruct = object({
  success: literal(true),
  message: string(),
  file_name: optional(string()),
  csv: optional(string()),
  total_records: number(),
});
export type SoaReportAnswer = Infer<typeof SoaReportAnswerStruct>;

/**
 * Answer of `POST carrierPlanGeography/search/` (criteria user_id, lead_id, zip, county): success and
 * message, then one key per plan year ('2026', '2027') holding `{ email_disclaimer_text_with_counts }`
 * (spec 02 §3.10). Read it with the domain's `soaDisclaimersFromResponse`.
 */
export const CarrierPlanGeographyAnswerStruct = loose({ success: Flag, message: string() });
export type CarrierPlanGeographyAnswer = Infer<typeof CarrierPlanGeographyAnswerStruct> & Record<string, unknown>;

/** Answer of `GET soa/bulkEmailDisabled`: whether the bulk (Enhanced) SOA email is switched off for the caller. */
export const BulkSoaEmailDisabledAnswerStruct = object({ disable_bulk_soa_email: boolean() });
export type BulkSoaEmailDisabledAnswer = Infer<typeof BulkSoaEmailDisabledAnswerStruct>;

/** One row of the effective-dated SOA rule table (`GET soa/rules`), with its cited source. */
export const SoaRuleRowStruct = object({
  kind: enums(SOA_RULE_KINDS),
  /** YYYY-MM-DD (Central Time): the rule applies from that day. */
  effective_from: string(),
  waiting_hours: nullable(max(min(integer(), 0), 10_000)),
  applies_to_unscheduled: nullable(boolean()),
  retention_years: nullable(integer()),
  note: nullable(string()),
  source: string(),
});
export type SoaRuleRow = Infer<typeof SoaRuleRowStruct>;
export const SoaRulesAnswerStruct = object({ success: literal(true), rules: array(SoaRuleRowStruct) });
export type SoaRulesAnswer = Infer<typeof SoaRulesAnswerStruct>;

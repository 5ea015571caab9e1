import { array, boolean, enums, nullable, number, object, record, string, type Infer } from 'superstruct';
import { COMPLIANCE_ITEM_KEYS } from '@meridian/domain';
import { searchAnswerStruct } from '../../core/search';
import { ContactPermissionTypeStruct } from './record';

// The contact-permission history, the last-updated stamp and the compliance checklist of a lead.

/** A row of `POST contactPermissionHistory/search` (spec 02 §3.1). */
export const ContactPermissionHistoryRowStruct = object({
  lead_id: number(),
  lead_contact_permission_type: ContactPermissionTypeStruct,
  /** 0 displayed as ON, 1 as OFF. */
  lead_contact_permission_to_contact: enums([0, 1]),
  /** ISO 8601 instant. */
  lead_contact_permission_change_date: string(),
  lead_contact_permission_change_user: object({ login: string(), fname: string(), lname: string() }),
});
export type ContactPermissionHistoryEntry = Infer<typeof ContactPermissionHistoryRowStruct>;

export const ContactPermissionHistoryAnswerStruct = searchAnswerStruct(ContactPermissionHistoryRowStruct);
export type ContactPermissionHistoryAnswer = Infer<typeof ContactPermissionHistoryAnswerStruct>;

/**
 * Answer of `GET lead/{lead_id}/lastUpdated/` (spec 02 §2.3, §3.1): when and by whom the lead was
 * last changed, and the client's self-service changes since an agent last saved it (one
 * single-key object per field). `self_service` says whether the last change was the client's.
 */
export const LeadLastUpdatedStruct = object({
  lead_last_updated: nullable(string()),
  lead_last_updated_by: nullable(string()),
  self_service: boolean(),
  Updated: array(record(string(), object({ old: nullable(string()), new: nullable(string()) }))),
});
export type LeadLastUpdated = Infer<typeof LeadLastUpdatedStruct>;

/** One item of the lead's compliance checklist: met or not, with what explains it (e.g. the call's date). */
export const LeadComplianceItemStruct = object({
  key: enums(COMPLIANCE_ITEM_KEYS),
  label: string(),
  met: boolean(),
  detail: string(),
});
export type LeadComplianceItem = Infer<typeof LeadComplianceItemStruct>;

/**
 * Answer of `GET lead/{lead_id}/compliance/` (issue 13, beyond the spec's anchors): the lead's
 * compliance checklist as @meridian/domain's `complianceChecklist` decides it — permission to
 * contact by each channel, the latest call placed through the phone dialer (`last_recorded_call_at`,
 * an ISO instant, or null), a writing number of the lead's agent for the lead's product type.
 */
export const LeadComplianceStruct = object({
  lead_id: number(),
  items: array(LeadComplianceItemStruct),
  last_recorded_call_at: nullable(string()),
});
export type LeadCompliance = Infer<typeof LeadComplianceStruct>;

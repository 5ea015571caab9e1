import { literal, number, object, optional, string, type Infer } from 'superstruct';
import { Flag } from '../core/common';
import { PayloadIdStruct, searchAnswerStruct } from '../core/search';

/*
 * The admin screens of lead sources, campaigns with their segments, and partners with their
 * tracking codes (issue 16; spec 02 §3.12, §7.7). Each write answers the row as saved; each delete
 * answers `{ success: true }`. Lengths and emptiness are checked by the domain validators on both
 * sides (the server answers their message), so the structs only check the types.
 */

/** A lead source as the admin screen lists it (`POST LeadVendor/search` with the admin field_list). */
export const AdminLeadVendorStruct = object({
  lead_vendor_id: number(),
  lead_vendor_code: string(),
  company: string(),
  account_id: number(),
  /** '1' is offered on the lead forms. */
  active: Flag,
  /** '1' is a system-level vendor: listed for a super_user only on the lead forms, changed by a super_user only. */
  system_level_lead_vendor: Flag,
});
export type AdminLeadVendor = Infer<typeof AdminLeadVendorStruct>;
export const AdminLeadVendorSearchAnswerStruct = searchAnswerStruct(AdminLeadVendorStruct);
export type AdminLeadVendorSearchAnswer = Infer<typeof AdminLeadVendorSearchAnswerStruct>;

/** Body of `POST LeadVendor` (add) and `POST LeadVendor/{id}` (update). system_level_lead_vendor: a super_user only. */
export const LeadVendorSaveStruct = object({
  /** The caller's own account, as the spec's lead vendor entity carries it; another account answers 404. */
  account_id: optional(PayloadIdStruct),
  lead_vendor_code: string(),
  company: string(),
  active: optional(Flag),
  system_level_lead_vendor: optional(Flag),
});
export type LeadVendorSave = Infer<typeof LeadVendorSaveStruct>;
export const LeadVendorSaveAnswerStruct = object({
  success: literal(true),
  lead_vendor_id: number(),
  lead_vendor_code: string(),
  company: string(),
  account_id: number(),
  active: Flag,
  system_level_lead_vendor: Flag,
});
export type LeadVendorSaveAnswer = Infer<typeof LeadVendorSaveAnswerStruct>;

/** Answer of every delete of these screens. */
export const OriginationDeleteAnswerStruct = object({ success: literal(true) });
export type OriginationDeleteAnswer = Infer<typeof OriginationDeleteAnswerStruct>;

/** A campaign as the admin screen lists it (`POST account/campaign/search/` with segment_count in field_list). */
export const AdminCampaignStruct = object({ campaign_id: number(), campaign_code: string(), segment_count: number() });
export type AdminCampaign = Infer<typeof AdminCampaignStruct>;
export const AdminCampaignSearchAnswerStruct = searchAnswerStruct(AdminCampaignStruct);
export type AdminCampaignSearchAnswer = Infer<typeof AdminCampaignSearchAnswerStruct>;

/** Body of `POST account/{id}/campaign` (add) and `POST campaign/{id}` (update). */
export const CampaignSaveStruct = object({ campaign_code: string() });
export type CampaignSave = Infer<typeof CampaignSaveStruct>;
export const CampaignSaveAnswerStruct = object({
  success: literal(true),
  campaign_id: number(),
  campaign_code: string(),
});
export type CampaignSaveAnswer = Infer<typeof CampaignSaveAnswerStruct>;

/** A segment as the admin screen lists it (`POST campaignSegment/search/` with campaign_segment_id in field_list). */
export const AdminCampaignSegmentStruct = object({
  campaign_segment_id: number(),
  campaign_id: number(),
  campaign_segment_code: string(),
});
export type AdminCampaignSegment = Infer<typeof AdminCampaignSegmentStruct>;
export const AdminCampaignSegmentSearchAnswerStruct = searchAnswerStruct(AdminCampaignSegmentStruct);

/** Body of `POST campaign/{id}/campaignSegment` (add) and `POST campaignSegment/{id}` (rename). */
export const CampaignSegmentSaveStruct = object({ campaign_segment_code: string() });
export type CampaignSegmentSave = Infer<typeof CampaignSegmentSaveStruct>;
export const CampaignSegmentSaveAnswerStruct = object({
  success: literal(true),
  campaign_segment_id: number(),
  campaign_id: number(),
  campaign_segment_code: string(),
});
export type CampaignSegmentSaveAnswer = Infer<typeof CampaignSegmentSaveAnswerStruct>;

/** A partner as the admin screen lists it (`POST b2bpartner/search`). */
export const AdminPartnerStruct = object({
  b2bpartner_id: number(),
  company: string(),
  active: Flag,
  tracking_code_count: number(),
});
export type AdminPartner = Infer<typeof AdminPartnerStruct>;
export const AdminPartnerSearchAnswerStruct = searchAnswerStruct(AdminPartnerStruct);
export type AdminPartnerSearchAnswer = Infer<typeof AdminPartnerSearchAnswerStruct>;

/** Body of `POST account/{id}/b2bpartner` (add) and `POST b2bPartner/{id}` (update). */
export const PartnerSaveStruct = object({ company: string(), active: optional(Flag) });
export type PartnerSave = Infer<typeof PartnerSaveStruct>;
export const PartnerSaveAnswerStruct = object({
  success: literal(true),
  b2bpartner_id: number(),
  company: string(),
  active: Flag,
});
export type PartnerSaveAnswer = Infer<typeof PartnerSaveAnswerStruct>;

/** A tracking code as the admin screen lists it (`POST account/{id}/b2bpartnerTrackingCode/search`). */
export const AdminTrackingCodeStruct = object({
  tracking_code_id: number(),
  b2bpartner_id: number(),
  tracking_code: string(),
  active: Flag,
});
export type AdminTrackingCode = Infer<typeof AdminTrackingCodeStruct>;
export const AdminTrackingCodeSearchAnswerStruct = searchAnswerStruct(AdminTrackingCodeStruct);

/** Body of `POST account/{id}/b2bpartnerTrackingCode` (add). */
export const TrackingCodeCreateStruct = object({
  b2bpartner_id: number(),
  tracking_code: string(),
  active: optional(Flag),
});
export type TrackingCodeCreate = Infer<typeof TrackingCodeCreateStruct>;
/** Body of `POST account/{id}/b2bpartnerTrackingCode/{id}`: the active flag ('1' offered on the lead forms). */
export const TrackingCodeActiveStruct = object({ active: Flag });
export type TrackingCodeActive = Infer<typeof TrackingCodeActiveStruct>;
export const TrackingCodeSaveAnswerStruct = object({
  success: literal(true),
  tracking_code_id: number(),
  b2bpartner_id: number(),
  tracking_code: string(),
  active: Flag,
});
export type TrackingCodeSaveAnswer = Infer<typeof TrackingCodeSaveAnswerStruct>;

import {
  array,
  assign,
  boolean,
  enums,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import { PARTNER_LIST_CONTEXTS } from '@meridian/domain';
import { Flag } from '../core/common';
import { searchAnswerStruct } from '../core/search';

/*
 * The dropdown lookups of Lead Details and New Lead (spec 02 §3.3, §7.1) and a lead's conversation
 * notes. Search calls take the generic search body and answer a search answer; list calls answer
 * arrays.
 */

/** One row of `POST LeadVendor/search` (the field_list of spec 02 §7.1). */
export const LeadVendorStruct = object({
  lead_vendor_id: number(),
  lead_vendor_code: string(),
  company: string(),
  account_id: number(),
});
export type LeadVendor = Infer<typeof LeadVendorStruct>;
/**
 * Answer of `POST LeadVendor/search`: the account's own vendors, and its system-level vendors too
 * when the criteria say `system_level_lead_vendor: ['1']` and the caller is a `super_user`.
 */
export const LeadVendorSearchAnswerStruct = searchAnswerStruct(LeadVendorStruct);
export type LeadVendorSearchAnswer = Infer<typeof LeadVendorSearchAnswerStruct>;

/** One lead type; 1 is the type of new leads. */
export const LeadTypeStruct = object({ lead_type_id: number(), lead_type_desc: string() });
export type LeadType = Infer<typeof LeadTypeStruct>;
/** Answer of `GET lead/types`, by id. */
export const LeadTypesStruct = array(LeadTypeStruct);

/** One row of `POST account/campaign/search/` (ordered by campaign_code ascending). */
export const CampaignStruct = object({ campaign_id: number(), campaign_code: string() });
export type Campaign = Infer<typeof CampaignStruct>;
export const CampaignSearchAnswerStruct = searchAnswerStruct(CampaignStruct);
export type CampaignSearchAnswer = Infer<typeof CampaignSearchAnswerStruct>;

/** One row of `POST campaignSegment/search/` (criteria campaign_id; ordered by campaign_segment_code ascending). */
export const CampaignSegmentStruct = object({ campaign_id: number(), campaign_segment_code: string() });
export type CampaignSegment = Infer<typeof CampaignSegmentStruct>;
export const CampaignSegmentSearchAnswerStruct = searchAnswerStruct(CampaignSegmentStruct);
export type CampaignSegmentSearchAnswer = Infer<typeof CampaignSegmentSearchAnswerStruct>;

/** Where a partner list is asked for: 'lead-detail' (every partner) or 'new-lead' (active partners). */
export const PartnerListContextStruct = enums(PARTNER_LIST_CONTEXTS);
/** One client/partner/affiliate. */
export const PartnerStruct = object({ b2bpartner_id: number(), company: string(), active: Flag });
export type Partner = Infer<typeof PartnerStruct>;
/** Answer of `GET b2bpartner/list/{context}/`, by company. */
export const PartnersStruct = array(PartnerStruct);

/** One tracking code of a partner: active '1' is offered, '0' is kept for leads that already name it. */
export const TrackingCodeStruct = object({ tracking_code: string(), active: Flag });
export type TrackingCode = Infer<typeof TrackingCodeStruct>;
/** Answer of `GET b2bpartner/{id}/trackingCode/`, by code. */
export const TrackingCodesStruct = array(TrackingCodeStruct);

/** One row of `POST productType/search`. */
export const ProductTypeStruct = object({ product_type_id: number(), product_type_name: string() });
export type ProductType = Infer<typeof ProductTypeStruct>;
export const ProductTypeSearchAnswerStruct = searchAnswerStruct(ProductTypeStruct);
export type ProductTypeSearchAnswer = Infer<typeof ProductTypeSearchAnswerStruct>;

/** One row of `POST tag/search/` (by name). */
export const TagStruct = object({ tag_id: number(), tag_name: string() });
export type Tag = Infer<typeof TagStruct>;
export const TagSearchAnswerStruct = searchAnswerStruct(TagStruct);
export type TagSearchAnswer = Infer<typeof TagSearchAnswerStruct>;

/** A conversation note is at most this long (after sanitizing). */
export const CONVERSATION_NOTE_MAX_LENGTH = 20_000;

/**
 * Body of `POST lead/{lead_id}/conversationNote/`: the note (HTML from the rich-text box; the server
 * keeps it sanitized) and its author, who must be the caller. `lead_id`, when sent, must be the path's.
 */
export const ConversationNoteCreateStruct = object({
  note: size(string(), 1, CONVERSATION_NOTE_MAX_LENGTH),
  user_id: number(),
  lead_id: optional(number()),
});
export type ConversationNoteCreate = Infer<typeof ConversationNoteCreateStruct>;

/** One conversation note of a lead, with its author's name (null once that user is deleted). */
export const ConversationNoteStruct = object({
  lead_note_id: number(),
  lead_id: number(),
  /** Sanitized HTML. */
  note: string(),
  /** ISO 8601 instant. */
  created_at: string(),
  user_id: nullable(number()),
  author_fname: nullable(string()),
  author_lname: nullable(string()),
});
export type ConversationNote = Infer<typeof ConversationNoteStruct>;
/** Answer of `GET lead/{lead_id}/conversationNote/`: newest first. */
export const ConversationNotesStruct = array(ConversationNoteStruct);
/** Answer of `POST lead/{lead_id}/conversationNote/` (201): the note as saved. */
export const ConversationNoteCreateAnswerStruct = assign(object({ success: boolean() }), ConversationNoteStruct);
export type ConversationNoteCreateAnswer = Infer<typeof ConversationNoteCreateAnswerStruct>;

/** The default address of a lead as the assign-lead panel reads it. */
export const LeadDefaultAddressStruct = object({
  address1: nullable(string()),
  address2: nullable(string()),
  city: nullable(string()),
  state_id: nullable(string()),
  zip: nullable(string()),
  county: nullable(string()),
});
export type LeadDefaultAddress = Infer<typeof LeadDefaultAddressStruct>;

/**
 * One row of `POST lead/search/` as the assign-lead panel asks for it (spec 02 §3.7: field_list
 * lead_id, fname, lname, dispo_name, dob, default_address); default_address is null when the lead has none.
 */
export const AssignPanelLeadStruct = object({
  lead_id: number(),
  fname: string(),
  lname: string(),
  dispo_name: nullable(string()),
  /** MM/DD/YYYY. */
  dob: nullable(string()),
  default_address: nullable(LeadDefaultAddressStruct),
});
export type AssignPanelLead = Infer<typeof AssignPanelLeadStruct>;
export const AssignPanelLeadSearchAnswerStruct = assign(
  searchAnswerStruct(AssignPanelLeadStruct),
  object({ total_capped: optional(boolean()) }),
);
export type AssignPanelLeadSearchAnswer = Infer<typeof AssignPanelLeadSearchAnswerStruct>;

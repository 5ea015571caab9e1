import type { PartnerListContext } from '@meridian/domain';
import type { ApiClient } from '../core/client';
import type { SearchBody } from '../core/search';
import {
  AssignPanelLeadSearchAnswerStruct,
  CampaignSearchAnswerStruct,
  CampaignSegmentSearchAnswerStruct,
  ConversationNoteCreateAnswerStruct,
  ConversationNotesStruct,
  LeadTypesStruct,
  LeadVendorSearchAnswerStruct,
  PartnersStruct,
  ProductTypeSearchAnswerStruct,
  TagSearchAnswerStruct,
  TrackingCodesStruct,
  type ConversationNoteCreate,
} from './contract';

/**
 * `POST LeadVendor/search` (criteria account_id, and system_level_lead_vendor ['1'] to add the
 * system-level vendors, honoured only for a super_user; `buildLeadVendorSearch` of @meridian/domain builds it).
 */
export async function searchLeadVendors(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchLeadVendors',
      method: 'POST',
      path: 'LeadVendor/search',
      body,
      struct: LeadVendorSearchAnswerStruct,
    })
  ).data;
}

/** `GET lead/types`: every lead type, by id. */
export async function getLeadTypes(client: ApiClient) {
  return (await client.request({ call: 'getLeadTypes', method: 'GET', path: 'lead/types', struct: LeadTypesStruct }))
    .data;
}

/** `POST account/campaign/search/` (criteria account_id; ordered by campaign_code ascending). */
export async function searchCampaigns(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchCampaigns',
      method: 'POST',
      path: 'account/campaign/search/',
      body,
      struct: CampaignSearchAnswerStruct,
    })
  ).data;
}

/** `POST campaignSegment/search/` (criteria campaign_id; ordered by campaign_segment_code ascending). */
export async function searchCampaignSegments(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchCampaignSegments',
      method: 'POST',
      path: 'campaignSegment/search/',
      body,
      struct: CampaignSegmentSearchAnswerStruct,
    })
  ).data;
}

/** `GET b2bpartner/list/{context}/`: every partner for Lead Details, active ones for New Lead. */
export async function getPartners(client: ApiClient, context: PartnerListContext) {
  return (
    await client.request({
      call: 'getPartners',
      method: 'GET',
      path: `b2bpartner/list/${encodeURIComponent(context)}/`,
      struct: PartnersStruct,
    })
  ).data;
}

/** `GET b2bpartner/{id}/trackingCode/`: the partner's tracking codes with their active flag ('1' is offered). */
export async function getTrackingCodes(client: ApiClient, partnerId: number) {
  return (
    await client.request({
      call: 'getTrackingCodes',
      method: 'GET',
      path: `b2bpartner/${partnerId}/trackingCode/`,
      struct: TrackingCodesStruct,
    })
  ).data;
}

/** `POST productType/search` (criteria product_type_id range [1, '*']). */
export async function searchProductTypes(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchProductTypes',
      method: 'POST',
      path: 'productType/search',
      body,
      struct: ProductTypeSearchAnswerStruct,
    })
  ).data;
}

/** `POST tag/search/` (criteria account_id, page_number 1): the account's tags by name. */
export async function searchTags(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchTags',
      method: 'POST',
      path: 'tag/search/',
      body,
      struct: TagSearchAnswerStruct,
    })
  ).data;
}

/** `POST lead/{leadId}/conversationNote/`: saves a note (sanitized by the server) and answers it as saved. */
export async function addConversationNote(client: ApiClient, leadId: number, body: ConversationNoteCreate) {
  return (
    await client.request({
      call: 'addConversationNote',
      method: 'POST',
      path: `lead/${leadId}/conversationNote/`,
      body,
      struct: ConversationNoteCreateAnswerStruct,
    })
  ).data;
}

/** `GET lead/{leadId}/conversationNote/`: the lead's notes, newest first, with their authors' names. */
export async function getConversationNotes(client: ApiClient, leadId: number) {
  return (
    await client.request({
      call: 'getConversationNotes',
      method: 'GET',
      path: `lead/${leadId}/conversationNote/`,
      struct: ConversationNotesStruct,
    })
  ).data;
}

/**
 * `POST lead/search/` as the assign-lead panel sends it (spec 02 §3.7; `buildLeadSearchPanelRequest`
 * of @meridian/domain builds the body): rows with lead_id, fname, lname, dispo_name, dob, default_address.
 */
export async function searchLeadsForAssignPanel(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchLeadsForAssignPanel',
      method: 'POST',
      path: 'lead/search/',
      body,
      struct: AssignPanelLeadSearchAnswerStruct,
    })
  ).data;
}

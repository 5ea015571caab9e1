import type { ApiClient } from '../core/client';
import type { SearchBody } from '../core/search';
import {
  AdminCampaignSearchAnswerStruct,
  AdminCampaignSegmentSearchAnswerStruct,
  AdminLeadVendorSearchAnswerStruct,
  AdminPartnerSearchAnswerStruct,
  AdminTrackingCodeSearchAnswerStruct,
  CampaignSaveAnswerStruct,
  CampaignSegmentSaveAnswerStruct,
  LeadVendorSaveAnswerStruct,
  OriginationDeleteAnswerStruct,
  PartnerSaveAnswerStruct,
  TrackingCodeSaveAnswerStruct,
  type CampaignSave,
  type CampaignSegmentSave,
  type LeadVendorSave,
  type PartnerSave,
  type TrackingCodeActive,
  type TrackingCodeCreate,
} from './admin-contract';

/*
 * The admin calls of lead sources, campaigns and partners (spec 02 §7.7; the campaign and segment
 * paths, which the spec does not show, are ours). The searches the lead forms also use
 * (LeadVendor/search, account/campaign/search/, campaignSegment/search/) answer the admin rows when
 * the field_list names the admin fields.
 */

/** `POST LeadVendor/search` as the admin screen asks it: every field, inactive and system-level rows too. */
export async function searchAdminLeadVendors(client: ApiClient, body: SearchBody) {
  const path = 'LeadVendor/search';
  const struct = AdminLeadVendorSearchAnswerStruct;
  return (await client.request({ call: 'searchAdminLeadVendors', method: 'POST', path, body, struct })).data;
}

/** `POST LeadVendor` (add) or `POST LeadVendor/{id}` (update). */
export async function saveLeadVendor(client: ApiClient, id: number | undefined, body: LeadVendorSave) {
  const path = id === undefined ? 'LeadVendor' : `LeadVendor/${id}`;
  const struct = LeadVendorSaveAnswerStruct;
  return (await client.request({ call: 'saveLeadVendor', method: 'POST', path, body, struct })).data;
}

/** `GET LeadVendor/{id}/delete`: refused while leads name it. */
export async function deleteLeadVendor(client: ApiClient, id: number) {
  const path = `LeadVendor/${id}/delete`;
  const struct = OriginationDeleteAnswerStruct;
  return (await client.request({ call: 'deleteLeadVendor', method: 'GET', path, struct })).data;
}

/** `POST account/campaign/search/` with segment_count: the admin Campaigns table. */
export async function searchAdminCampaigns(client: ApiClient, body: SearchBody) {
  const path = 'account/campaign/search/';
  const struct = AdminCampaignSearchAnswerStruct;
  return (await client.request({ call: 'searchAdminCampaigns', method: 'POST', path, body, struct })).data;
}

/** `POST account/{accountId}/campaign` (add) or `POST campaign/{id}` (update). */
export async function saveCampaign(client: ApiClient, accountId: number, id: number | undefined, body: CampaignSave) {
  const path = id === undefined ? `account/${accountId}/campaign` : `campaign/${id}`;
  const struct = CampaignSaveAnswerStruct;
  return (await client.request({ call: 'saveCampaign', method: 'POST', path, body, struct })).data;
}

/** `GET campaign/{id}/delete` (its segments go with it): refused while leads name it. */
export async function deleteCampaign(client: ApiClient, id: number) {
  const path = `campaign/${id}/delete`;
  const struct = OriginationDeleteAnswerStruct;
  return (await client.request({ call: 'deleteCampaign', method: 'GET', path, struct })).data;
}

/** `POST campaignSegment/search/` with campaign_segment_id: one campaign's segments for the admin screen. */
export async function searchAdminCampaignSegments(client: ApiClient, body: SearchBody) {
  const path = 'campaignSegment/search/';
  const struct = AdminCampaignSegmentSearchAnswerStruct;
  return (await client.request({ call: 'searchAdminCampaignSegments', method: 'POST', path, body, struct })).data;
}

/** `POST campaign/{campaignId}/campaignSegment` (add) or `POST campaignSegment/{id}` (rename). */
export async function saveCampaignSegment(
  client: ApiClient,
  campaignId: number,
  id: number | undefined,
  body: CampaignSegmentSave,
) {
  const path = id === undefined ? `campaign/${campaignId}/campaignSegment` : `campaignSegment/${id}`;
  const struct = CampaignSegmentSaveAnswerStruct;
  return (await client.request({ call: 'saveCampaignSegment', method: 'POST', path, body, struct })).data;
}

/** `GET campaignSegment/{id}/delete`: refused while leads name it. */
export async function deleteCampaignSegment(client: ApiClient, id: number) {
  const path = `campaignSegment/${id}/delete`;
  const struct = OriginationDeleteAnswerStruct;
  return (await client.request({ call: 'deleteCampaignSegment', method: 'GET', path, struct })).data;
}

/** `POST b2bpartner/search`: the admin Partners table. */
export async function searchAdminPartners(client: ApiClient, body: SearchBody) {
  const path = 'b2bpartner/search';
  const struct = AdminPartnerSearchAnswerStruct;
  return (await client.request({ call: 'searchAdminPartners', method: 'POST', path, body, struct })).data;
}

/** `POST account/{accountId}/b2bpartner` (add) or `POST b2bPartner/{id}` (update). */
export async function savePartner(client: ApiClient, accountId: number, id: number | undefined, body: PartnerSave) {
  const path = id === undefined ? `account/${accountId}/b2bpartner` : `b2bPartner/${id}`;
  const struct = PartnerSaveAnswerStruct;
  return (await client.request({ call: 'savePartner', method: 'POST', path, body, struct })).data;
}

/** `GET b2bPartner/{id}/delete` (its tracking codes go with it): refused while leads name it. */
export async function deletePartner(client: ApiClient, id: number) {
  const path = `b2bPartner/${id}/delete`;
  const struct = OriginationDeleteAnswerStruct;
  return (await client.request({ call: 'deletePartner', method: 'GET', path, struct })).data;
}

/** `POST account/{accountId}/b2bpartnerTrackingCode/search` (criteria b2bpartner_id). */
export async function searchAdminTrackingCodes(client: ApiClient, accountId: number, body: SearchBody) {
  const path = `account/${accountId}/b2bpartnerTrackingCode/search`;
  const struct = AdminTrackingCodeSearchAnswerStruct;
  return (await client.request({ call: 'searchAdminTrackingCodes', method: 'POST', path, body, struct })).data;
}

/** `POST account/{accountId}/b2bpartnerTrackingCode`: adds a tracking code to a partner. */
export async function addTrackingCode(client: ApiClient, accountId: number, body: TrackingCodeCreate) {
  const path = `account/${accountId}/b2bpartnerTrackingCode`;
  const struct = TrackingCodeSaveAnswerStruct;
  return (await client.request({ call: 'addTrackingCode', method: 'POST', path, body, struct })).data;
}

/** `POST account/{accountId}/b2bpartnerTrackingCode/{id}`: turns a tracking code on ('1') or off. */
export async function setTrackingCodeActive(
  client: ApiClient,
  accountId: number,
  id: number,
  body: TrackingCodeActive,
) {
  const path = `account/${accountId}/b2bpartnerTrackingCode/${id}`;
  const struct = TrackingCodeSaveAnswerStruct;
  return (await client.request({ call: 'setTrackingCodeActive', method: 'POST', path, body, struct })).data;
}

/** `GET account/{accountId}/b2bpartnerTrackingCode/{id}/delete` (leads keep the code they name as text). */
export async function deleteTrackingCode(client: ApiClient, accountId: number, id: number) {
  const path = `account/${accountId}/b2bpartnerTrackingCode/${id}/delete`;
  const struct = OriginationDeleteAnswerStruct;
  return (await client.request({ call: 'deleteTrackingCode', method: 'GET', path, struct })).data;
}

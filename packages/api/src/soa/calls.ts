// Scope of appointment calls (spec 02 §7.2): one typed function per call. Paths the spec does not
// show are chosen here and listed in the package README ("Scope of appointment").
import type { ApiClient } from '../core/client';
import type { SearchBody } from '../core/search';
import {
  BulkSoaEmailDisabledAnswerStruct,
  CarrierPlanGeographyAnswerStruct,
  ClientInviteAnswerStruct,
  ClientInviteDeleteAnswerStruct,
  ClientInviteRowStruct,
  ClientInviteSearchAnswerStruct,
  EnhancedSoaSendAnswerStruct,
  EsignatureAnswerStruct,
  SelfServiceEmailTemplatesAnswerStruct,
  SoaDetailStruct,
  SoaEmailDraftAnswerStruct,
  SoaReportAnswerStruct,
  SoaRulesAnswerStruct,
  SoaSearchAnswerStruct,
  type CarrierPlanGeographyAnswer,
  type ClientInviteRequest,
  type EnhancedSoaInviteBody,
  type Esignature,
  type SoaEmailDraft,
  type SoaReportCriteria,
} from './contract';

/** `POST lead/{lead_id}/soaEmailDraft/` ("Save to Generate Draft"): saves the entered email on the lead (as its default with default_email 'true'). */
export async function createSoaEmailDraft(client: ApiClient, leadId: number, body: SoaEmailDraft) {
  return (
    await client.request({
      call: 'createSoaEmailDraft',
      method: 'POST',
      path: `lead/${leadId}/soaEmailDraft/`,
      body,
      struct: SoaEmailDraftAnswerStruct,
    })
  ).data;
}

/** `POST esignature`: records a new eSignature (the agent's signature name). */
export async function createEsignature(client: ApiClient, body: Esignature) {
  return (
    await client.request({
      call: 'createEsignature',
      method: 'POST',
      path: 'esignature',
      body,
      struct: EsignatureAnswerStruct,
    })
  ).data;
}

/** `POST esignature/byName`: the eSignature id of the caller's signature name (recorded on first use). */
export async function getEsignatureId(client: ApiClient, body: Esignature) {
  return (
    await client.request({
      call: 'getEsignatureId',
      method: 'POST',
      path: 'esignature/byName',
      body,
      struct: EsignatureAnswerStruct,
    })
  ).data;
}

/** `POST SelfServiceEmailControl/send`: the Enhanced SOA invite (`buildEnhancedSoaInvite`). */
export async function sendEnhancedSoaInvite(client: ApiClient, body: EnhancedSoaInviteBody) {
  return (
    await client.request({
      call: 'sendEnhancedSoaInvite',
      method: 'POST',
      path: 'SelfServiceEmailControl/send',
      body,
      struct: EnhancedSoaSendAnswerStruct,
    })
  ).data;
}

/** `POST SelfServiceEmailControl/search`: the Enhanced SOA emails sent (criteria lead_id, user_id). */
export async function searchSelfServiceEmails(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchSelfServiceEmails',
      method: 'POST',
      path: 'SelfServiceEmailControl/search',
      body,
      struct: SoaSearchAnswerStruct,
    })
  ).data;
}

/** `GET SelfServiceEmailControl/templates`: the self-service email templates (Enhanced SOA, type 5). */
export async function getSelfServiceEmailTemplates(client: ApiClient) {
  return (
    await client.request({
      call: 'getSelfServiceEmailTemplates',
      method: 'GET',
      path: 'SelfServiceEmailControl/templates',
      struct: SelfServiceEmailTemplatesAnswerStruct,
    })
  ).data;
}

/** `POST clientInvite`: a remote SOA (emailed) or face to face (answers remote_invite_url). success '0' is a refusal. */
export async function createClientInvite(client: ApiClient, body: ClientInviteRequest) {
  return (
    await client.request({
      call: 'createClientInvite',
      method: 'POST',
      path: 'clientInvite',
      body,
      struct: ClientInviteAnswerStruct,
    })
  ).data;
}

/** `POST clientInvite/search/` (criteria lead_id, soa_id). */
export async function searchClientInvites(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchClientInvites',
      method: 'POST',
      path: 'clientInvite/search/',
      body,
      struct: ClientInviteSearchAnswerStruct,
    })
  ).data;
}

/** `GET clientInvite/{id}`. */
export async function getClientInvite(client: ApiClient, clientInviteId: number) {
  return (
    await client.request({
      call: 'getClientInvite',
      method: 'GET',
      path: `clientInvite/${clientInviteId}`,
      struct: ClientInviteRowStruct,
    })
  ).data;
}

/** `GET clientInvite/{id}/delete`: revokes the link (an unsigned SOA is cancelled). */
export async function deleteClientInvite(client: ApiClient, clientInviteId: number) {
  return (
    await client.request({
      call: 'deleteClientInvite',
      method: 'GET',
      path: `clientInvite/${clientInviteId}/delete`,
      struct: ClientInviteDeleteAnswerStruct,
    })
  ).data;
}

/** `GET clientInvite/searchByApp/{app_id}`: the invites of the SOAs of an application. */
export async function searchClientInvitesByApp(client: ApiClient, appId: number) {
  return (
    await client.request({
      call: 'searchClientInvitesByApp',
      method: 'GET',
      path: `clientInvite/searchByApp/${appId}`,
      struct: ClientInviteSearchAnswerStruct,
    })
  ).data;
}

/** `POST soa/search` (criteria lead_id; newest first). */
export async function searchSoas(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchSoas',
      method: 'POST',
      path: 'soa/search',
      body,
      struct: SoaSearchAnswerStruct,
    })
  ).data;
}

/** `GET soa/{id}`: one SOA request with its `soa` part. */
export async function getSoa(client: ApiClient, soaId: number) {
  return (await client.request({ call: 'getSoa', method: 'GET', path: `soa/${soaId}`, struct: SoaDetailStruct })).data;
}

/** The path of `GET soa/{id}/pdf/` under `/api/` (the signed SOA as a PDF). */
export function soaPdfPath(soaId: number): string {
  return `soa/${soaId}/pdf/`;
}

/** `POST soa/report` (admin): the CSV of the account's SOAs, or a message when none match. */
export async function getSoaReport(client: ApiClient, body: SoaReportCriteria) {
  return (
    await client.request({
      call: 'getSoaReport',
      method: 'POST',
      path: 'soa/report',
      body,
      struct: SoaReportAnswerStruct,
    })
  ).data;
}

/** `POST carrierPlanGeography/search/` (criteria user_id, lead_id, zip, county): the email's plan-year disclaimers. */
export async function searchCarrierPlanGeography(
  client: ApiClient,
  body: SearchBody,
): Promise<CarrierPlanGeographyAnswer> {
  return (
    await client.request({
      call: 'searchCarrierPlanGeography',
      method: 'POST',
      path: 'carrierPlanGeography/search/',
      body,
      struct: CarrierPlanGeographyAnswerStruct,
    })
  ).data as CarrierPlanGeographyAnswer;
}

/** `GET soa/bulkEmailDisabled`: the bulk SOA email feature flag (spec 02 §2.5, §6). */
export async function getBulkSoaEmailDisabled(client: ApiClient) {
  return (
    await client.request({
      call: 'getBulkSoaEmailDisabled',
      method: 'GET',
      path: 'soa/bulkEmailDisabled',
      struct: BulkSoaEmailDisabledAnswerStruct,
    })
  ).data;
}

/** `GET soa/rules`: the effective-dated SOA rules (waiting period, recording retention) with their sources. */
export async function getSoaRules(client: ApiClient) {
  return (await client.request({ call: 'getSoaRules', method: 'GET', path: 'soa/rules', struct: SoaRulesAnswerStruct }))
    .data;
}

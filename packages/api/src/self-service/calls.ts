import type { ApiClient } from '../core/client';
import { publicCall, type PublicCallOptions } from '../core/public-call';
import {
  ClientLinkAnswerStruct,
  ClientLinkLiveAnswerStruct,
  ClientLinkRevokeAnswerStruct,
  ClientRecordAnswerStruct,
  ClientUpdateAnswerStruct,
  type ClientUpdate,
} from './contract';

/**
 * `POST lead/{lead_id}/clientLink/` (an agent): a new self-service link for the lead's client,
 * good for 60 days, replacing the lead's live one. The link holds its token in the fragment
 * (`…/client/#<token>`).
 */
export async function createClientLink(client: ApiClient, leadId: number) {
  return (
    await client.request({
      call: 'createClientLink',
      method: 'POST',
      path: `lead/${leadId}/clientLink/`,
      body: {},
      struct: ClientLinkAnswerStruct,
    })
  ).data;
}

/** `GET lead/{lead_id}/clientLink/`: the lead's live link (when made, until when, last used), or null. */
export async function getLiveClientLink(client: ApiClient, leadId: number) {
  return (
    await client.request({
      call: 'getLiveClientLink',
      method: 'GET',
      path: `lead/${leadId}/clientLink/`,
      struct: ClientLinkLiveAnswerStruct,
    })
  ).data.link;
}

/** `GET lead/{lead_id}/clientLink/{id}/delete`: revokes the link; the client's page then says it has expired. */
export async function revokeClientLink(client: ApiClient, leadId: number, clientLinkId: number) {
  return (
    await client.request({
      call: 'revokeClientLink',
      method: 'GET',
      path: `lead/${leadId}/clientLink/${clientLinkId}/delete`,
      struct: ClientLinkRevokeAnswerStruct,
    })
  ).data;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** `POST public/client/record` with the link's token: the client's personal information. */
export function getClientRecord(token: string, options: PublicCallOptions = {}) {
  return publicCall('getClientRecord', ClientRecordAnswerStruct, 'client/record', json({ token }), options);
}

/**
 * `POST public/client/update`: the client's corrections. A refusal (an expired link, updates not
 * allowed, a field the rules refuse) rejects with an `ApiError` carrying the server's message.
 */
export function updateClientRecord(body: ClientUpdate, options: PublicCallOptions = {}) {
  return publicCall('updateClientRecord', ClientUpdateAnswerStruct, 'client/update', json(body), options);
}

/** The token of a client link: the page's fragment (`#<token>`), or '' when there is none. */
export function clientTokenFromHash(hash: string): string {
  return decodeURIComponent(hash.replace(/^#/, '').trim());
}

import type { ApiClient } from '../core/client';
import {
  QuickLinkActionAnswerStruct,
  QuickLinkSaveAnswerStruct,
  QuickLinkSearchAnswerStruct,
  TargetLeadsSsoStruct,
  type QuickLinkDisplaySave,
  type QuickLinkPayload,
} from './contract';
import type { SearchBody } from '../core/search';

/** Account links (hierarchy 2) go to the account path; user links (3) to the user path. */
function ownerPath(owner: { userId: number } | { accountId: number }) {
  return 'accountId' in owner ? `account/${owner.accountId}` : `user/${owner.userId}`;
}

/** `POST user/{userId}/quickLink/search`: every link the user sees (system, account, own). */
export async function searchQuickLinks(
  client: ApiClient,
  userId: number,
  body: SearchBody = { search_type: 'simple', criteria: { user_id: { type: 'simple', value: [userId] } } },
) {
  return (
    await client.request({
      call: 'searchQuickLinks',
      method: 'POST',
      path: `user/${userId}/quickLink/search`,
      body,
      struct: QuickLinkSearchAnswerStruct,
    })
  ).data;
}

/** `POST account/{accountId}/quicklink/` or `POST user/{userId}/quicklink/`. */
export async function createQuickLink(
  client: ApiClient,
  owner: { userId: number } | { accountId: number },
  payload: QuickLinkPayload,
) {
  return (
    await client.request({
      call: 'createQuickLink',
      method: 'POST',
      path: `${ownerPath(owner)}/quicklink/`,
      body: payload,
      struct: QuickLinkSaveAnswerStruct,
    })
  ).data;
}

/** `POST account/{accountId}/quicklink/{id}/` or `POST user/{userId}/quicklink/{id}/`. */
export async function updateQuickLink(
  client: ApiClient,
  owner: { userId: number } | { accountId: number },
  quicklinkId: number,
  payload: QuickLinkPayload,
) {
  return (
    await client.request({
      call: 'updateQuickLink',
      method: 'POST',
      path: `${ownerPath(owner)}/quicklink/${quicklinkId}/`,
      body: payload,
      struct: QuickLinkSaveAnswerStruct,
    })
  ).data;
}

/** `GET user/{userId}/quicklink/{id}/delete/`. */
export async function deleteQuickLink(client: ApiClient, userId: number, quicklinkId: number) {
  return (
    await client.request({
      call: 'deleteQuickLink',
      method: 'GET',
      path: `user/${userId}/quicklink/${quicklinkId}/delete/`,
      struct: QuickLinkActionAnswerStruct,
    })
  ).data;
}

/** `GET account/{accountId}/quicklink/{id}/accountHide/`: hides a link for every user of the account. */
export async function hideQuickLinkForAccount(client: ApiClient, accountId: number, quicklinkId: number) {
  return (
    await client.request({
      call: 'hideQuickLinkForAccount',
      method: 'GET',
      path: `account/${accountId}/quicklink/${quicklinkId}/accountHide/`,
      struct: QuickLinkActionAnswerStruct,
    })
  ).data;
}

/** `GET account/{accountId}/quicklink/{id}/accountReveal/`. */
export async function revealQuickLinkForAccount(client: ApiClient, accountId: number, quicklinkId: number) {
  return (
    await client.request({
      call: 'revealQuickLinkForAccount',
      method: 'GET',
      path: `account/${accountId}/quicklink/${quicklinkId}/accountReveal/`,
      struct: QuickLinkActionAnswerStruct,
    })
  ).data;
}

/** `POST user/{userId}/quicklink/displaySave/`: the shown/hidden flags, saved as one batch. */
export async function saveQuickLinkDisplay(client: ApiClient, userId: number, body: QuickLinkDisplaySave) {
  return (
    await client.request({
      call: 'saveQuickLinkDisplay',
      method: 'POST',
      path: `user/${userId}/quicklink/displaySave/`,
      body,
      struct: QuickLinkActionAnswerStruct,
    })
  ).data;
}

/** `GET quicklink/targetLeadsSSO`: the hand-off URL, or null when the Target Leads link is not offered. */
export async function getTargetLeadsSso(client: ApiClient) {
  return (
    await client.request({
      call: 'getTargetLeadsSso',
      method: 'GET',
      path: 'quicklink/targetLeadsSSO',
      struct: TargetLeadsSsoStruct,
    })
  ).data;
}

import type { ApiClient } from '../core/client';
import { ExternalSsoAnswerStruct, PlanExplorerAccessStruct, type ExternalSsoRequest } from './contract';

/** `POST externalSSO/`: the signed hand-off for the target, to post from a new tab. */
export async function requestExternalSso(client: ApiClient, body: ExternalSsoRequest) {
  return (
    await client.request({
      call: 'requestExternalSso',
      method: 'POST',
      path: 'externalSSO/',
      body,
      struct: ExternalSsoAnswerStruct,
    })
  ).data;
}

/** `GET user/{id}/planExplorerAccess`: 'True' when the user may open Plan Explorer. */
export async function getPlanExplorerAccess(client: ApiClient, userId: number) {
  return (
    await client.request({
      call: 'getPlanExplorerAccess',
      method: 'GET',
      path: `user/${userId}/planExplorerAccess`,
      struct: PlanExplorerAccessStruct,
    })
  ).data;
}

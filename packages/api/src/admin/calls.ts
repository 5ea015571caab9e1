import type { ApiClient } from '../core/client';
import {
  AdminAuditAnswerStruct,
  UserActiveAnswerStruct,
  type AdminAuditEntity,
  type UserActiveChange,
} from './contract';

/** `POST admin/user/{id}/active`: activates (also a pending self-registration) or deactivates a user. */
export async function setUserActive(client: ApiClient, userId: number, body: UserActiveChange) {
  return (
    await client.request({
      call: 'setUserActive',
      method: 'POST',
      path: `admin/user/${userId}/active`,
      body,
      struct: UserActiveAnswerStruct,
    })
  ).data;
}

/** `GET admin/audit/{entity}/{id}`: the record's History, newest first. */
export async function getAdminAudit(client: ApiClient, entity: AdminAuditEntity, id: number) {
  return (
    await client.request({
      call: 'getAdminAudit',
      method: 'GET',
      path: `admin/audit/${entity}/${id}`,
      struct: AdminAuditAnswerStruct,
    })
  ).data.result;
}

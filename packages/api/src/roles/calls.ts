import type { ApiClient } from '../core/client';
import type { SearchBody } from '../core/search';
import {
  PermissionCatalogueAnswerStruct,
  RolePermissionsStruct,
  RoleSearchAnswerStruct,
  RoleStruct,
  type RoleCreate,
  type RoleUpdate,
} from './contract';

/** `POST account/{id}/role/search`: the account's roles, server-paged and sorted. */
export async function searchRoles(client: ApiClient, accountId: number, body: SearchBody) {
  return (
    await client.request({
      call: 'searchRoles',
      method: 'POST',
      path: `account/${accountId}/role/search`,
      body,
      struct: RoleSearchAnswerStruct,
    })
  ).data;
}

/** `GET role/{id}`: one role of the caller's account. */
export async function getRole(client: ApiClient, roleId: number) {
  return (await client.request({ call: 'getRole', method: 'GET', path: `role/${roleId}`, struct: RoleStruct })).data;
}

/** `POST role/`: a new role of the caller's account. */
export async function createRole(client: ApiClient, body: RoleCreate) {
  return (await client.request({ call: 'createRole', method: 'POST', path: 'role/', body, struct: RoleStruct })).data;
}

/** `POST role/{id}`: renames, (de)activates or re-permissions a role. */
export async function updateRole(client: ApiClient, roleId: number, body: RoleUpdate) {
  return (
    await client.request({ call: 'updateRole', method: 'POST', path: `role/${roleId}`, body, struct: RoleStruct })
  ).data;
}

/** `GET role/{id}/permissions`: the role's permissions, sorted. */
export async function getRolePermissions(client: ApiClient, roleId: number) {
  return (
    await client.request({
      call: 'getRolePermissions',
      method: 'GET',
      path: `role/${roleId}/permissions`,
      struct: RolePermissionsStruct,
    })
  ).data;
}

/** `POST role/{id}/permissions`: replaces the role's permissions (never one's own role's). */
export async function setRolePermissions(client: ApiClient, roleId: number, permissions: readonly string[]) {
  return (
    await client.request({
      call: 'setRolePermissions',
      method: 'POST',
      path: `role/${roleId}/permissions`,
      body: { permissions: [...permissions] },
      struct: RolePermissionsStruct,
    })
  ).data;
}

/** `GET permission/catalogue`: every permission of the product with what it allows. */
export async function getPermissionCatalogue(client: ApiClient) {
  return (
    await client.request({
      call: 'getPermissionCatalogue',
      method: 'GET',
      path: 'permission/catalogue',
      struct: PermissionCatalogueAnswerStruct,
    })
  ).data.result;
}

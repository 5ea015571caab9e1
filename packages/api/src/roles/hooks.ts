import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { SearchBody } from '../core/search';
import { useApiClient } from '../react/core';
import { apiKeys, isKeyOf } from '../react/keys';
import {
  createRole,
  getPermissionCatalogue,
  getRolePermissions,
  searchRoles,
  setRolePermissions,
  updateRole,
} from './calls';
import type { RoleCreate, RoleUpdate } from './contract';

/** The account's roles (`POST account/{id}/role/search`); pass `undefined` to wait. */
export function useRoleSearch(accountId: number | undefined, body: SearchBody | undefined) {
  const client = useApiClient();
  return useSWR(
    accountId === undefined || body === undefined ? null : apiKeys.roleSearch(accountId, body),
    () => searchRoles(client, accountId!, body!),
    { keepPreviousData: true },
  );
}

/** A role's permissions (`GET role/{id}/permissions`); undefined waits. */
export function useRolePermissions(roleId: number | undefined) {
  const client = useApiClient();
  return useSWR(roleId === undefined ? null : apiKeys.rolePermissions(roleId), () =>
    getRolePermissions(client, roleId!),
  );
}

/** Every permission of the product with what it allows (`GET permission/catalogue`); it rarely changes. */
export function usePermissionCatalogue() {
  const client = useApiClient();
  return useSWR(apiKeys.permissionCatalogue(), () => getPermissionCatalogue(client), { revalidateOnFocus: false });
}

/** Reads again what a role change shows: every role search, the role's permissions and its History. */
function useRefreshRole() {
  const { mutate } = useSWRConfig();
  return (roleId: number) =>
    Promise.all([
      mutate(isKeyOf(['roleSearch'])),
      mutate(apiKeys.rolePermissions(roleId)),
      mutate(apiKeys.adminAudit('role', roleId)),
    ]);
}

/** Creates a role (`POST role/`); a refusal rejects `trigger` with the server's `ApiError`. */
export function useCreateRole() {
  const client = useApiClient();
  const refresh = useRefreshRole();
  return useSWRMutation(
    apiKeys.createRole(),
    async (_key, { arg }: { arg: RoleCreate }) => {
      const role = await createRole(client, arg);
      await refresh(role.role_id);
      return role;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

export interface UpdateRoleArg extends RoleUpdate {
  role_id: number;
}

/** Renames or (de)activates a role (`POST role/{id}`); a refusal rejects with the server's `ApiError`. */
export function useUpdateRole() {
  const client = useApiClient();
  const refresh = useRefreshRole();
  return useSWRMutation(
    apiKeys.updateRole(),
    async (_key, { arg: { role_id, ...body } }: { arg: UpdateRoleArg }) => {
      const role = await updateRole(client, role_id, body);
      await refresh(role_id);
      return role;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

export interface SetRolePermissionsArg {
  role_id: number;
  permissions: readonly string[];
}

/** Replaces a role's permissions (`POST role/{id}/permissions`); a refusal rejects with the server's `ApiError`. */
export function useSetRolePermissions() {
  const client = useApiClient();
  const refresh = useRefreshRole();
  return useSWRMutation(
    apiKeys.setRolePermissions(),
    async (_key, { arg }: { arg: SetRolePermissionsArg }) => {
      const saved = await setRolePermissions(client, arg.role_id, arg.permissions);
      await refresh(arg.role_id);
      return saved;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

import { array, boolean, number, object, optional, size, string, type Infer } from 'superstruct';
import { searchAnswerStruct } from '../core/search';

/** A role of the account with its sorted permissions and how many users hold it. */
export const RoleStruct = object({
  role_id: number(),
  role_name: string(),
  active: boolean(),
  permissions: array(string()),
  user_count: number(),
});
export type Role = Infer<typeof RoleStruct>;

/** Answer of `POST account/{id}/role/search` (the generic search answer). */
export const RoleSearchAnswerStruct = searchAnswerStruct(RoleStruct);
export type RoleSearchAnswer = Infer<typeof RoleSearchAnswerStruct>;

/** Body of `POST account/{id}/role` and `POST role/`. */
export const RoleCreateStruct = object({
  role_name: size(string(), 1, 100),
  permissions: optional(array(string())),
});
export type RoleCreate = Infer<typeof RoleCreateStruct>;

/** Body of `POST account/{id}/role/{roleId}` and `POST role/{id}`: any of name, active flag, permission list. */
export const RoleUpdateStruct = object({
  role_name: optional(size(string(), 1, 100)),
  active: optional(boolean()),
  permissions: optional(array(string())),
});
export type RoleUpdate = Infer<typeof RoleUpdateStruct>;

/** Answer of `GET role/{id}/permissions` and `POST role/{id}/permissions`. */
export const RolePermissionsStruct = object({ role_id: number(), permissions: array(string()) });
export type RolePermissions = Infer<typeof RolePermissionsStruct>;

/** Body of `POST role/{id}/permissions`: the role's whole new permission list. */
export const RolePermissionsChangeStruct = object({ permissions: array(string()) });
export type RolePermissionsChange = Infer<typeof RolePermissionsChangeStruct>;

/** One permission of the product's catalogue with what it allows, in one line. */
export const PermissionCatalogueEntryStruct = object({ permission_name: string(), description: string() });
export type PermissionCatalogueEntry = Infer<typeof PermissionCatalogueEntryStruct>;

/** Answer of `GET permission/catalogue`. */
export const PermissionCatalogueAnswerStruct = object({ result: array(PermissionCatalogueEntryStruct) });
export type PermissionCatalogueAnswer = Infer<typeof PermissionCatalogueAnswerStruct>;

import { array, boolean, number, object, optional, size, string, type Infer } from 'superstruct';

export const RoleStruct = object({
  role_id: number(),
  role_name: string(),
  active: boolean(),
  permissions: array(string()),
});
export type Role = Infer<typeof RoleStruct>;

/** Body of `POST account/{id}/role`. */
export const RoleCreateStruct = object({
  role_name: size(string(), 1, 100),
  permissions: optional(array(string())),
});
export type RoleCreate = Infer<typeof RoleCreateStruct>;

/** Body of `POST account/{id}/role/{roleId}`: any of name, active flag, permission list. */
export const RoleUpdateStruct = object({
  role_name: optional(size(string(), 1, 100)),
  active: optional(boolean()),
  permissions: optional(array(string())),
});
export type RoleUpdate = Infer<typeof RoleUpdateStruct>;

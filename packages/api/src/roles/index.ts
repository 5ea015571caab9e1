// The public API of the roles feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  PermissionCatalogueAnswerStruct,
  PermissionCatalogueEntryStruct,
  RoleCreateStruct,
  RolePermissionsChangeStruct,
  RolePermissionsStruct,
  RoleSearchAnswerStruct,
  RoleStruct,
  RoleUpdateStruct,
  type PermissionCatalogueAnswer,
  type PermissionCatalogueEntry,
  type Role,
  type RoleCreate,
  type RolePermissions,
  type RolePermissionsChange,
  type RoleSearchAnswer,
  type RoleUpdate,
} from './contract';
export {
  createRole,
  getPermissionCatalogue,
  getRole,
  getRolePermissions,
  searchRoles,
  setRolePermissions,
  updateRole,
} from './calls';

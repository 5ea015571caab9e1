// The public API of the roles feature (spec 02 §6, §7.7); src/index.ts re-exports it.
export {
  groupPermissions,
  PERMISSION_EDITOR,
  PERMISSION_GROUPS,
  permissionLabel,
  type PermissionEditorGroup,
  type PermissionGroup,
} from './permission-groups';
export { ROLE_MESSAGES, ROLE_NAME_MAX_LENGTH } from './messages';
export { validateRoleChange, validateRoleName, type RoleChange } from './validators';

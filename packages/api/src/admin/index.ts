// The public API of the admin feature (issue 16); src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  ADMIN_AUDIT_ENTITIES,
  AdminAuditAnswerStruct,
  AdminAuditEntityStruct,
  AdminAuditEntryStruct,
  UserActiveAnswerStruct,
  UserActiveChangeStruct,
  type AdminAuditAnswer,
  type AdminAuditEntity,
  type AdminAuditEntry,
  type UserActiveAnswer,
  type UserActiveChange,
} from './contract';
export { getAdminAudit, setUserActive } from './calls';
export {
  bulkDeleteUsers,
  createUser,
  deleteUser,
  getUserAccess,
  inviteUser,
  NewUserAnswerStruct,
  NewUserRequestStruct,
  UserAccessStruct,
  UserBulkDeleteStruct,
  UserDeleteAnswerStruct,
  UserInviteAnswerStruct,
  type NewUserAnswer,
  type NewUserRequest,
  type UserAccess,
  type UserBulkDelete,
  type UserDeleteAnswer,
  type UserInviteAnswer,
} from './users';

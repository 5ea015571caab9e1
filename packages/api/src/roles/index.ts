// The public API of the roles feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  RoleCreateStruct,
  RoleStruct,
  RoleUpdateStruct,
  type Role,
  type RoleCreate,
  type RoleUpdate,
} from './contract';

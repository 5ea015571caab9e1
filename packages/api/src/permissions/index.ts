// The public API of the permissions feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  ACCESS_CONTROL_HASH_HEADER,
  ACCESS_CONTROL_HEADER,
  PERMISSIONS,
  hasPermission,
  isPermission,
  type Permission,
} from './contract';

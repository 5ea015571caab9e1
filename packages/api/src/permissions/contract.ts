/**
 * The permission strings live once, in @meridian/domain; the contract re-exports them. The server
 * enforces them; the access-control headers only drive what the UI shows.
 */
export { PERMISSIONS, hasPermission, isPermission, type Permission } from '@meridian/domain';

/** Header names of the access-control pair (spec 01 §4 Session, spec 02 §6). */
export const ACCESS_CONTROL_HEADER = 'X-Access-Control';
export const ACCESS_CONTROL_HASH_HEADER = 'X-Access-Control-Hash';

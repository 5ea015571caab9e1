import { isPermission } from '../core/constants/app';
import { ROLE_MESSAGES, ROLE_NAME_MAX_LENGTH } from './messages';

/** A role name's message, or undefined when it is fine (spaces around it do not count). */
export function validateRoleName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return ROLE_MESSAGES.nameRequired;
  if (trimmed.length > ROLE_NAME_MAX_LENGTH) return ROLE_MESSAGES.nameTooLong;
  return undefined;
}

/** What a role change touches: which role, and whether it deactivates it or replaces its permissions. */
export interface RoleChange {
  role_id: number;
  active?: boolean;
  permissions?: readonly string[];
}

/**
 * The refusal of a role change, or undefined: nobody disables or re-permissions their own role (they
 * would lock themselves out), and every permission must be one the product has.
 */
export function validateRoleChange(change: RoleChange, ownRoleId: number): string | undefined {
  if (change.role_id === ownRoleId && (change.active === false || change.permissions !== undefined))
    return ROLE_MESSAGES.ownRoleRefused;
  const unknown = change.permissions?.find((p) => !isPermission(p));
  if (unknown !== undefined) return ROLE_MESSAGES.unknownPermission(unknown);
  return undefined;
}

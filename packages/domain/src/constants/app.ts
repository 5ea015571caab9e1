/** The release label shown under the expanded sidebar (spec 01 §2). */
export const VERSION_LABEL = 'R2025Q3.4.1';

/** Every date and time is displayed in Central Time (spec 01 §9). */
export const DISPLAY_TIME_ZONE = 'America/Chicago';

/** The environment value of production; any other value shows the non-production banner (spec 01 §2, §9). */
export const PRODUCTION_ENVIRONMENT = 'PROD';

/** Idle time after which the user is logged out, in seconds (spec 01 §4 Session). */
export const IDLE_TIMEOUT_SECONDS = 18_000;

/** The permission strings the spec names (spec 01 §6, spec 02 §6). The complete list is not shown. */
export const PERMISSIONS = {
  /** Shows the Admin menu entry. */
  uiAdmin: 'ui_admin',
  /** Searches across all agents, and sees 'Unassigned'. */
  leadViewAssigned: 'lead_view_assigned',
  /** Sees system-level lead vendors and may edit lead origination data. */
  superUser: 'super_user',
  /** With a non-empty vendor list, may edit origination fields of leads that have a lead vendor. */
  leadOriginationDataEdit: 'lead_origination_data_edit',
} as const;

/** Whether a permission list (the user's `rolePermission`) holds a permission. */
export function hasPermission(permissions: readonly string[] | null | undefined, permission: string): boolean {
  return Array.isArray(permissions) && permissions.includes(permission);
}

/** The release label shown under the expanded sidebar (spec 01 §2). */
export const VERSION_LABEL = 'R2025Q3.4.1';

/** Every date and time is displayed in Central Time (spec 01 §9). */
export const DISPLAY_TIME_ZONE = 'America/Chicago';

/** The environment value of production; any other value shows the non-production banner (spec 01 §2, §9). */
export const PRODUCTION_ENVIRONMENT = 'PROD';

/** Idle time after which the user is logged out, in seconds (spec 01 §4 Session). */
export const IDLE_TIMEOUT_SECONDS = 18_000;

/**
 * Every permission string the product checks (spec 01 §6, spec 02 §6): the one list the domain, the
 * api contract, the server and the portal share. The server enforces them; the access-control
 * headers only drive what the UI shows.
 */
export const PERMISSIONS = [
  /** Shows the Admin menu entry. */
  'ui_admin',
  /** Searches across all agents, and sees 'Unassigned'. */
  'lead_view_assigned',
  /** Sees system-level lead vendors and may edit lead origination data. */
  'super_user',
  /** With a non-empty vendor list, may edit origination fields of leads that have a lead vendor. */
  'lead_origination_data_edit',
  /** Reads every user of the account. */
  'user_view_all',
  /** Creates and edits the account's users. */
  'user_manage',
  /** Reads and edits roles and their permissions. */
  'role_manage',
  /** Builds registration links. */
  'registration_link_build',
  /** Posts and edits notices. */
  'notice_manage',
  /** Edits the account's settings. */
  'account_settings_edit',
  /** Signs on to Plan Explorer. */
  'plan_explorer',
  /** Adds, edits and deletes the account's lead sources. */
  'lead_source_manage',
  /** Adds, edits and deletes campaigns and their segments. */
  'campaign_manage',
  /** Adds, edits and deletes partners and their tracking codes. */
  'partner_manage',
  /** Edits the lead instructions. */
  'lead_instructions_manage',
  /** Chooses the plans agents can quote (product filters). */
  'product_filter_manage',
  /** Adds, edits and deactivates the account's SMS accounts (sender numbers) and who may send from each. */
  'sms_account_manage',
  /** Sends scope of appointment requests to leads the user may reach. */
  'soa_send',
  /** Downloads the account's scope of appointment report. */
  'soa_report',
  /** Keeps their own calendar: appointments and tasks (with user_view_all: other users' of the account). */
  'calendar_manage',
  /** Includes SSN and Medicare numbers in lead exports. */
  'lead_export_sensitive',
  /** Opens the reports page: its charts and report downloads, over the leads and calendars the user may see. */
  'reports_view',
  /** Imports leads from a CSV or XLSX file (with lead_view_assigned: for any agent, or unassigned). */
  'lead_import',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * What a new account's Agent role holds: agents send scope of appointment requests to their leads, keep
 * a calendar and read the reports of what they may see.
 */
export const AGENT_ROLE_PERMISSIONS: readonly Permission[] = ['soa_send', 'calendar_manage', 'reports_view'];

/** Whether a string names a permission of the product. */
export function isPermission(name: string): name is Permission {
  return (PERMISSIONS as readonly string[]).includes(name);
}

/** Whether a permission list (the user's `rolePermission`) holds a permission. */
export function hasPermission(permissions: Iterable<string> | null | undefined, permission: Permission): boolean {
  if (permissions == null) return false;
  for (const held of permissions) if (held === permission) return true;
  return false;
}

import { PERMISSIONS, type Permission } from '../core/constants/app';

/** The permission editor's groups, in the order the editor shows them. */
export const PERMISSION_GROUPS = ['Administration', 'Users', 'Leads', 'Integrations'] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

/**
 * Every permission of the product with its editor group and a short label, keyed by PERMISSIONS:
 * a permission added to PERMISSIONS without an entry here fails the typecheck and the domain test.
 * What each allows, in one line, is the server's permission catalogue (`permission.description`).
 */
export const PERMISSION_EDITOR: Readonly<Record<Permission, { group: PermissionGroup; label: string }>> = {
  ui_admin: { group: 'Administration', label: 'Admin menu' },
  role_manage: { group: 'Administration', label: 'Manage roles' },
  registration_link_build: { group: 'Administration', label: 'Build registration links' },
  notice_manage: { group: 'Administration', label: 'Manage notices' },
  account_settings_edit: { group: 'Administration', label: 'Edit account settings' },
  lead_source_manage: { group: 'Administration', label: 'Manage lead sources' },
  campaign_manage: { group: 'Administration', label: 'Manage campaigns' },
  partner_manage: { group: 'Administration', label: 'Manage partners' },
  lead_instructions_manage: { group: 'Administration', label: 'Edit lead instructions' },
  sms_account_manage: { group: 'Administration', label: 'Manage SMS accounts' },
  product_filter_manage: { group: 'Administration', label: 'Manage product filters' },
  soa_report: { group: 'Administration', label: 'SOA report' },
  lead_import: { group: 'Administration', label: 'Import leads' },
  user_view_all: { group: 'Users', label: 'View all users' },
  user_manage: { group: 'Users', label: 'Manage users' },
  lead_view_assigned: { group: 'Leads', label: 'See every agent’s leads' },
  lead_origination_data_edit: { group: 'Leads', label: 'Edit lead origination' },
  super_user: { group: 'Leads', label: 'Super user' },
  soa_send: { group: 'Leads', label: 'Send scope of appointment' },
  calendar_manage: { group: 'Leads', label: 'Keep a calendar' },
  lead_export_sensitive: { group: 'Leads', label: 'Export SSN and Medicare numbers' },
  reports_view: { group: 'Leads', label: 'View reports' },
  plan_explorer: { group: 'Integrations', label: 'Plan Explorer' },
};

/** One group of the permission editor with its permissions, in PERMISSIONS order. */
export interface PermissionEditorGroup<T> {
  group: PermissionGroup;
  permissions: T[];
}

/**
 * Groups catalogue entries (anything with a `permission_name`) for the editor: the groups in
 * PERMISSION_GROUPS order, each permission in PERMISSIONS order; names the product does not know are
 * left out (the server refuses them anyway), and so are empty groups.
 */
export function groupPermissions<T extends { permission_name: string }>(
  entries: readonly T[],
): PermissionEditorGroup<T>[] {
  const byName = new Map(entries.map((entry) => [entry.permission_name, entry]));
  return PERMISSION_GROUPS.map((group) => ({
    group,
    permissions: PERMISSIONS.filter((p) => PERMISSION_EDITOR[p].group === group)
      .map((p) => byName.get(p))
      .filter((entry): entry is T => entry !== undefined),
  })).filter((g) => g.permissions.length > 0);
}

/** The editor's label of a permission (the name itself for one the product does not know). */
export function permissionLabel(name: string): string {
  return (PERMISSION_EDITOR as Record<string, { label: string } | undefined>)[name]?.label ?? name;
}

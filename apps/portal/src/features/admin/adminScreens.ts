import type { Permission } from '@meridian/domain';

/**
 * The admin area's screens (issue 16), in sub-navigation order. Each is listed for users who hold
 * its permission — the one its server calls check — and `ui_admin` opens the area itself. Users is
 * the landing page (the sidebar's Admin link, spec 01 §2: admin/users/manage_user).
 */
export const ADMIN_SCREENS = [
  { key: 'users', path: '/admin/users/manage_user', label: 'Users', permission: 'user_manage' },
  { key: 'roles', path: '/admin/roles', label: 'Roles', permission: 'role_manage' },
  {
    key: 'registrationLinks',
    path: '/admin/registration-links',
    label: 'Registration Links',
    permission: 'registration_link_build',
  },
  { key: 'notices', path: '/admin/notices', label: 'Notices', permission: 'notice_manage' },
  { key: 'leadSources', path: '/admin/lead-sources', label: 'Lead Sources', permission: 'lead_source_manage' },
  { key: 'campaigns', path: '/admin/campaigns', label: 'Campaigns', permission: 'campaign_manage' },
  { key: 'partners', path: '/admin/partners', label: 'Partners', permission: 'partner_manage' },
  {
    key: 'leadInstructions',
    path: '/admin/lead-instructions',
    label: 'Lead Instructions',
    permission: 'lead_instructions_manage',
  },
  {
    key: 'productFilters',
    path: '/admin/product-filters',
    label: 'Product Filters',
    permission: 'product_filter_manage',
  },
  { key: 'smsAccounts', path: '/admin/sms-accounts', label: 'SMS Accounts', permission: 'sms_account_manage' },
  { key: 'soaReport', path: '/admin/soa-report', label: 'SOA Report', permission: 'soa_report' },
  { key: 'account', path: '/admin/account', label: 'Account', permission: 'account_settings_edit' },
] as const satisfies ReadonlyArray<{ key: string; path: string; label: string; permission: Permission }>;

export type AdminScreenKey = (typeof ADMIN_SCREENS)[number]['key'];

/**
 * Permission strings the product checks. The server enforces them; the access-control
 * headers only drive what the UI shows.
 */
export const PERMISSIONS = [
  'ui_admin',
  'lead_view_assigned',
  'super_user',
  'lead_origination_data_edit',
  'user_view_all',
  'user_manage',
  'role_manage',
  'registration_link_build',
  'notice_manage',
  'account_settings_edit',
  'plan_explorer',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Header names of the access-control pair (spec 01 §4 Session, spec 02 §6). */
export const ACCESS_CONTROL_HEADER = 'X-Access-Control';
export const ACCESS_CONTROL_HASH_HEADER = 'X-Access-Control-Hash';

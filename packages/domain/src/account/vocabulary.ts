/** The co-brand logo slots (spec 01 §4.1): logo_1 small (collapsed sidebar), logo_2 large, logo_3 registration links. */
export const COBRAND_LOGO_SLOTS = ['logo_1', 'logo_2', 'logo_3'] as const;
export type CobrandLogoSlot = (typeof COBRAND_LOGO_SLOTS)[number];

/**
 * The image types a co-brand logo may be. SVG is refused: it can carry script, and PNG or JPEG
 * serve every logo an agency has.
 */
export const COBRAND_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type CobrandLogoType = (typeof COBRAND_LOGO_TYPES)[number];

/** The largest co-brand logo, in bytes (512 KB). */
export const COBRAND_LOGO_MAX_BYTES = 512 * 1024;

/**
 * The widest and tallest co-brand logo, in pixels. A logo is shown at most a few hundred pixels
 * wide; a small file can still declare 50000 × 50000 pixels, which every browser that shows it (the
 * registration page is public) would have to decode (issue 29).
 */
export const COBRAND_LOGO_MAX_PIXELS = 2000;

export const LEAD_INSTRUCTION_MAX_LENGTH = 1000;
export const ACCOUNT_NAME_MAX_LENGTH = 100;

/**
 * The account settings an admin turns on and off (columns of the account), each with what it does
 * in one line. `lead_manage_tracking_number_feature_enabled` and `lead_b2bpartner_fields_enabled` are
 * the lead forms' partner and tracking-code rules (spec 02 §2.4, §6).
 */
export const ACCOUNT_SETTING_TOGGLES = [
  {
    name: 'lead_b2bpartner_fields_enabled',
    label: 'Partner fields on New Lead',
    description: 'The New Lead form shows Client/Partner/Affiliate and Tracking Code, and requires them.',
  },
  {
    name: 'lead_manage_tracking_number_feature_enabled',
    label: 'Managed tracking codes',
    description: "Tracking Code is chosen from the partner's active codes instead of typed freely.",
  },
  {
    name: 'phone_dialer_provider_active',
    label: 'Phone dialer',
    description: "Phone numbers dial through the account's phone-dialer provider.",
  },
] as const;
export type AccountSettingToggle = (typeof ACCOUNT_SETTING_TOGGLES)[number]['name'];

/**
 * The feature flags an account may turn on or off for all its users (migration 0008). The
 * non-production banner is the environment's, not the account's, so it is not offered.
 */
export const ACCOUNT_FEATURE_FLAGS = [
  {
    name: 'configurable_settings',
    label: 'Configurable Settings',
    description: 'Shows Configurable Settings in the user menu.',
  },
  {
    name: 'in_app_navigation',
    label: 'In-app navigation',
    description: 'Navigates inside the app instead of reloading the page.',
  },
  {
    name: 'disable_bulk_soa_email',
    label: 'Bulk SOA email off',
    description: 'Turns off sending scope-of-appointment emails in bulk.',
  },
  {
    name: 'disable_mapd_quote',
    label: 'MAPD quoting off',
    description: 'Turns off Medicare Advantage and Part D quoting.',
  },
  { name: 'disable_member_id_sync', label: 'Member id sync off', description: 'Turns off member id synchronisation.' },
] as const;
export type AccountFeatureFlag = (typeof ACCOUNT_FEATURE_FLAGS)[number]['name'];
export const ACCOUNT_FEATURE_FLAG_NAMES = ACCOUNT_FEATURE_FLAGS.map((f) => f.name) as AccountFeatureFlag[];

import type { ColumnType, Generated } from 'kysely';
import type { GeoTables } from './schema-geo';
import type { ProfileSettingsTables } from './schema-profile';

/** Table types for Kysely. Each migration that adds or changes a table changes its type here. */

type Flag = '0' | '1';
type Created = ColumnType<Date, never, never>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface AccountTable {
  account_id: Generated<number>;
  account_name: string;
  created_at: Created;
  account_owner_user_id: number | null;
  active: Defaulted<Flag>;
  logo_1: string | null;
  logo_2: string | null;
  logo_3: string | null;
  phone_dialer_provider_active: Defaulted<Flag>;
  phone_dialer_provider_behavior_type_id: Defaulted<number>;
  created_by_registration: Defaulted<boolean>;
  target_leads_sso_url: ColumnType<string | null, string | null | undefined, string | null>;
  plan_explorer_sso_url: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PermissionTable {
  permission_name: string;
  description: string;
}

export interface RoleTable {
  account_id: number;
  role_id: Generated<number>;
  role_name: string;
  active: Defaulted<boolean>;
  created_at: Created;
}

export interface RolePermissionTable {
  account_id: number;
  role_id: number;
  permission_name: string;
}

export interface AppUserTable {
  account_id: number;
  user_id: Generated<number>;
  role_id: number;
  fname: string;
  lname: string;
  gender: 'm' | 'f' | null;
  company: string | null;
  npn: string | null;
  ein: string | null;
  sms_id: string | null;
  environment_id: number | null;
  cm_sync_ignore: Defaulted<Flag>;
  active: Defaulted<Flag>;
  registration_date: Defaulted<Date>;
  expire_date: Date | null;
  last_access_date: Date | null;
  previous_login_date: Date | null;
  active_changed_date: Date | null;
  phone_dialer_provider_active: Defaulted<Flag>;
  phone_dialer_provider_behavior_type_id: Defaulted<number>;
}

export interface UserPhoneTable {
  account_id: number;
  phone_id: Generated<number>;
  user_id: number;
  phone: string;
  phone_type: 'Home' | 'Fax' | 'Work' | 'Mobile' | 'Other';
  phone_ext: string | null;
  is_default: Defaulted<boolean>;
}

export interface UserEmailTable {
  account_id: number;
  email_id: Generated<number>;
  user_id: number;
  email: string;
  email_type: 'Home' | 'Other' | 'Work';
  is_default: Defaulted<boolean>;
}

export interface UserAddressTable {
  account_id: number;
  address_id: Generated<number>;
  user_id: number;
  address_type_id: 'Home' | 'Billing' | 'Business' | 'Mailing' | 'Other';
  address1: string | null;
  address2: string | null;
  city: string | null;
  state_id: string | null;
  zip: string | null;
  zip_4: string | null;
  county: string | null;
  county_fips: string | null;
  country_id: Defaulted<number>;
  apo: Defaulted<string>;
  is_default: Defaulted<boolean>;
}

export interface UserCredentialsTable {
  user_credentials_id: Generated<number>;
  login: string;
  account_id: number;
  user_id: number;
  password_hash: string;
  context: Defaulted<string>;
  password_changed_at: Defaulted<Date>;
}

export interface RefreshTokenTable {
  token_hash: string;
  family_id: string;
  account_id: number;
  user_id: number;
  created_at: Created;
  expires_at: Date;
  spent_at: Date | null;
}

export interface TokenFamilyTable {
  family_id: string;
  account_id: number;
  user_id: number;
  created_at: Created;
  last_used_at: Defaulted<Date>;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

export interface SignInAuditTable {
  audit_id: Generated<string>;
  account_id: number | null;
  user_id: number | null;
  login: string;
  ip: string;
  user_agent: string | null;
  success: boolean;
  reason: string;
  created_at: Created;
}

export interface RateLimitTable {
  bucket: string;
  hits: number;
  window_start: Date;
}

export interface ServerSecretTable {
  name: string;
  value: string;
}

export interface UserAgreementTable {
  version: string;
  html: string;
  published_at: Created;
  current: Defaulted<boolean>;
}

export interface AgreementAcceptanceTable {
  account_id: number;
  user_id: number;
  version: string;
  accepted_at: Created;
  ip: string;
  user_agent: string | null;
}

export interface EmailOutboxTable {
  email_id: Generated<string>;
  account_id: number | null;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  kind: string;
  created_at: Created;
  sent_at: Date | null;
  attempts: Defaulted<number>;
  last_error: string | null;
}

// ── Leads (0004) ────────────────────────────────────────────────────────────────────────────

export interface DispositionTable {
  account_id: number;
  dispo_id: Generated<number>;
  dispo_name: string;
  sort_order: Defaulted<number>;
  active: Defaulted<Flag>;
}

export interface TagTable {
  account_id: number;
  tag_id: Generated<number>;
  tag_name: string;
  created_at: Created;
}

export interface LeadVendorTable {
  account_id: number;
  lead_vendor_id: Generated<number>;
  lead_vendor_code: string;
  company: string;
  system_level_lead_vendor: Defaulted<Flag>;
  active: Defaulted<Flag>;
}

export interface LeadTable {
  account_id: number;
  lead_id: Generated<number>;
  /** The agent; null is Unassigned (user_id 0 on the wire). */
  user_id: number | null;
  title: string | null;
  fname: string;
  mname: string | null;
  lname: string;
  /** A calendar date (pg returns it as a Date at local midnight unless parsed as text). */
  dob: ColumnType<Date | string | null, string | null, string | null>;
  gender: 'M' | 'F' | null;
  marital_status: 'S' | 'M' | 'D' | 'W' | null;
  phone: string | null;
  phone_type: 'Home' | 'Fax' | 'Work' | 'Mobile' | 'Other' | null;
  email: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state_id: string | null;
  zip: string | null;
  zip_4: string | null;
  county: string | null;
  county_fips: string | null;
  lead_dispo_id: number | null;
  disposition_date: Date | null;
  lead_date: Defaulted<Date>;
  lead_vendor_id: number | null;
  lead_vendor_source_code: string | null;
  drug_list_updated_flag: Defaulted<Flag>;
  drug_list_updated_date: ColumnType<Date | string | null, string | null, string | null>;
  has_current_plan_flag: Defaulted<Flag>;
  deleted: Defaulted<Flag>;
  updated_at: Defaulted<Date>;
}

export interface LeadTagTable {
  account_id: number;
  lead_id: number;
  tag_id: number;
  created_at: Created;
}

export interface ApplicationTable {
  account_id: number;
  application_id: Generated<number>;
  lead_id: number;
  app_dispo_id: number | null;
  product_type_id: number | null;
  carrier_name: string | null;
  plan_name: string | null;
  submitted_date: ColumnType<Date | string | null, string | null, string | null>;
  effective_date: ColumnType<Date | string | null, string | null, string | null>;
  created_at: Created;
}

export interface LeadCurrentPlanTable {
  account_id: number;
  lead_current_plan_id: Generated<number>;
  lead_id: number;
  plan_year: number;
  product_type_id: number | null;
  carrier_name: string;
  plan_name: string;
}

// ── Notices (0005) ──────────────────────────────────────────────────────────────────────────

export interface NoticeTable {
  account_id: number;
  notice_id: Generated<number>;
  notice_title: string;
  notice_text: string;
  start_date: Defaulted<Date>;
  end_date: Date | null;
  important_popup: Defaulted<Flag>;
  active: Defaulted<Flag>;
  created_by_user_id: number | null;
  created_at: Created;
}

export interface UserNoticeTable {
  account_id: number;
  user_id: number;
  notice_id: number;
  dismissed_date: Defaulted<Date>;
}

// ── Quick links (0006) ──────────────────────────────────────────────────────────────────────

export interface SystemQuicklinkTable {
  quicklink_id: Generated<number>;
  quicklink_title: string;
  quicklink_url: string;
  sort_order: Defaulted<number>;
  active: Defaulted<Flag>;
}

export interface QuicklinkTable {
  account_id: number;
  quicklink_id: Generated<number>;
  quicklink_hierarchy_type_id: 2 | 3;
  user_id: number | null;
  quicklink_title: string;
  quicklink_url: string;
  sort_order: Defaulted<number>;
  created_by_user_id: number | null;
  created_at: Created;
}

export interface UserQuicklinkDisplayTable {
  account_id: number;
  user_id: number;
  quicklink_id: number;
  display: Flag;
}

export interface AccountQuicklinkDisplayTable {
  account_id: number;
  quicklink_id: number;
  display: Flag;
}

// ── Phone dialer (0007) ─────────────────────────────────────────────────────────────────────

export interface PhoneDialerBehaviorTypeTable {
  phone_dialer_provider_behavior_type_id: number;
  phone_dialer_provider_behavior_type_name: string;
}

export interface PhoneCallTable {
  account_id: number;
  phone_call_id: Generated<string>;
  user_id: number;
  lead_id: number | null;
  callee_phone_number: string;
  provider: string;
  status: 'requested' | 'failed';
  provider_call_id: string | null;
  message: string | null;
  created_at: Created;
}

// ── Feature flags (0008) ────────────────────────────────────────────────────────────────────

export interface FeatureFlagTable {
  flag_name: string;
  description: string;
  enabled: Defaulted<boolean>;
}

export interface FeatureFlagOverrideTable {
  account_id: number;
  flag_name: string;
  user_id: number | null;
  enabled: boolean;
}

export interface SchemaMigrationTable {
  name: string;
  applied_at: Created;
}

/** Migration 0010's tables are typed in schema-profile.ts, 0011's in schema-geo.ts. */
export interface DB extends ProfileSettingsTables, GeoTables {
  account: AccountTable;
  permission: PermissionTable;
  role: RoleTable;
  role_permission: RolePermissionTable;
  app_user: AppUserTable;
  user_phone: UserPhoneTable;
  user_email: UserEmailTable;
  user_address: UserAddressTable;
  user_credentials: UserCredentialsTable;
  refresh_token: RefreshTokenTable;
  token_family: TokenFamilyTable;
  sign_in_audit: SignInAuditTable;
  rate_limit: RateLimitTable;
  server_secret: ServerSecretTable;
  user_agreement: UserAgreementTable;
  agreement_acceptance: AgreementAcceptanceTable;
  email_outbox: EmailOutboxTable;
  lead_disposition: DispositionTable;
  application_disposition: DispositionTable;
  tag: TagTable;
  lead_vendor: LeadVendorTable;
  lead: LeadTable;
  lead_tag: LeadTagTable;
  application: ApplicationTable;
  lead_current_plan: LeadCurrentPlanTable;
  notice: NoticeTable;
  user_notice: UserNoticeTable;
  system_quicklink: SystemQuicklinkTable;
  quicklink: QuicklinkTable;
  user_quicklink_display: UserQuicklinkDisplayTable;
  account_quicklink_display: AccountQuicklinkDisplayTable;
  phone_dialer_behavior_type: PhoneDialerBehaviorTypeTable;
  phone_call: PhoneCallTable;
  feature_flag: FeatureFlagTable;
  feature_flag_override: FeatureFlagOverrideTable;
  schema_migration: SchemaMigrationTable;
}

import type { ColumnType, Generated } from 'kysely';

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

export interface SchemaMigrationTable {
  name: string;
  applied_at: Created;
}

export interface DB {
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
  schema_migration: SchemaMigrationTable;
}

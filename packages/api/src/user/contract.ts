import {
  array,
  assign,
  boolean,
  enums,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type Infer,
} from 'superstruct';
import { ADDRESS_TYPES, EMAIL_TYPES, PHONE_TYPES, USER_GENDERS } from '@meridian/domain';
import { Flag } from '../core/common';
import { DialerSettingsStruct } from '../dialer/contract';

// The vocabularies live once, in @meridian/domain; the structs are built from them.
export const PhoneTypeStruct = enums(PHONE_TYPES);
export const EmailTypeStruct = enums(EMAIL_TYPES);
export const AddressTypeStruct = enums(ADDRESS_TYPES);
export const UserGenderStruct = enums(USER_GENDERS);

export const UserPhoneStruct = object({
  phone_id: number(),
  phone: string(),
  phone_type: PhoneTypeStruct,
  phone_ext: nullable(string()),
  is_default: boolean(),
});
export const UserEmailStruct = object({
  email_id: number(),
  email: string(),
  email_type: EmailTypeStruct,
  is_default: boolean(),
});
export const UserAddressStruct = object({
  address_id: number(),
  address_type_id: AddressTypeStruct,
  address1: nullable(string()),
  address2: nullable(string()),
  city: nullable(string()),
  state_id: nullable(string()),
  zip: nullable(string()),
  zip_4: nullable(string()),
  county: nullable(string()),
  county_fips: nullable(string()),
  country_id: number(),
  apo: string(),
  is_default: boolean(),
});

/** Answer of `GET user/{id}`: the shell fields (spec 01 §3) plus the profile (spec 02 §3.4). */
export const UserDetailsStruct = object({
  user_id: number(),
  account_id: number(),
  account_business_name: string(),
  fname: string(),
  lname: string(),
  gender: nullable(UserGenderStruct),
  company: nullable(string()),
  npn: nullable(string()),
  ein: nullable(string()),
  sms_id: nullable(string()),
  environment_id: nullable(number()),
  cm_sync_ignore: Flag,
  role_id: number(),
  role_name: string(),
  active: Flag,
  registration_date: string(),
  expire_date: nullable(string()),
  last_access_date: nullable(string()),
  previous_login_date: nullable(string()),
  active_changed_date: nullable(string()),
  appointment_count: number(),
  phones: array(UserPhoneStruct),
  emails: array(UserEmailStruct),
  addresses: array(UserAddressStruct),
  default_phone: nullable(UserPhoneStruct),
  default_email: nullable(UserEmailStruct),
  default_address: nullable(UserAddressStruct),
  usercredentials: array(object({ user_credentials_id: number(), login: string(), context: string() })),
  /** The permission list, present when asked with `return_acl=1` (also in the header). */
  rolePermission: optional(array(string())),
  /** The access-control hash, present when asked with `return_acl=1` (also in the header). */
  hash: optional(string()),
});
export type UserDetails = Infer<typeof UserDetailsStruct>;

/** Answer of `GET user/{id}/settings` (the phone-dialer fields; others: not shown in the spec). */
export const UserSettingsStruct = assign(object({ user_id: number() }), DialerSettingsStruct);
export type UserSettings = Infer<typeof UserSettingsStruct>;

/** Answer of `GET account/{id}`. */
export const AccountStruct = object({
  account_id: number(),
  account_name: string(),
  active: Flag,
  account_owner_user_id: nullable(number()),
  owner_fname: nullable(string()),
  owner_lname: nullable(string()),
  /** logo_3 (the registration page's) is read by admins to show what is set. */
  cobrand_asset_urls: object({
    logo_1: nullable(string()),
    logo_2: nullable(string()),
    logo_3: optional(nullable(string())),
  }),
});
export type Account = Infer<typeof AccountStruct>;

/**
 * Answer of `GET account/{id}/settings`: the dialer settings, and for the lead forms
 * lead_manage_tracking_number_feature_enabled ('1': the tracking code is a dropdown of the partner's
 * active codes, '0': free text) and lead_b2bpartner_fields_enabled ('1': the configured account whose
 * New Lead form shows and requires Client/Partner/Affiliate and Tracking Code).
 */
export const AccountSettingsStruct = assign(
  object({
    account_id: number(),
    lead_manage_tracking_number_feature_enabled: Flag,
    lead_b2bpartner_fields_enabled: Flag,
    /** The account's value of each flag it may turn on or off (ACCOUNT_FEATURE_FLAGS): its override, else the flag's. */
    feature_flags: optional(record(string(), boolean())),
  }),
  DialerSettingsStruct,
);
export type AccountSettings = Infer<typeof AccountSettingsStruct>;

/** One row of `POST user/search`. */
export const UserSearchRowStruct = object({
  user_id: number(),
  fname: string(),
  lname: string(),
  role_id: number(),
  role_name: string(),
  active: Flag,
  npn: nullable(string()),
  registration_date: string(),
  last_access_date: nullable(string()),
  login: optional(nullable(string())),
});
export type UserSearchRow = Infer<typeof UserSearchRowStruct>;

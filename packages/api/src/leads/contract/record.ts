import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  union,
  type Infer,
} from 'superstruct';
import {
  ADDRESS_TYPES,
  CONTACT_PERMISSION_TYPES,
  EMAIL_TYPES,
  GENDERS,
  MARITAL_STATUSES,
  PHONE_TYPES,
} from '@meridian/domain';
import { Flag } from '../../core/common';

// The lead record (spec 02 §3.1, §3.2, §7.1). Wire field names exactly as the spec spells them.
// Vocabularies come from @meridian/domain.

export const LeadGenderStruct = enums(GENDERS.map((g) => g.code));
export const LeadMaritalStatusStruct = enums(MARITAL_STATUSES.map((m) => m.code));
export const LeadPhoneTypeStruct = enums(PHONE_TYPES);
export const LeadEmailTypeStruct = enums(EMAIL_TYPES);
export const LeadAddressTypeStruct = enums(ADDRESS_TYPES);
export const ContactPermissionTypeStruct = enums(CONTACT_PERMISSION_TYPES);

/** A phone of a lead as answered: ten digits; `isSelected` is the default marker. */
export const LeadPhoneStruct = object({
  phone_id: number(),
  phone_type: LeadPhoneTypeStruct,
  phone: string(),
  phone_ext: nullable(string()),
  isSelected: boolean(),
});
export type LeadPhoneRow = Infer<typeof LeadPhoneStruct>;

export const LeadEmailStruct = object({
  email_id: number(),
  email_type: LeadEmailTypeStruct,
  email: string(),
  isSelected: boolean(),
});
export type LeadEmailRow = Infer<typeof LeadEmailStruct>;

/** County and county FIPS come from the ZIP–county table when the zip names one county. */
export const LeadAddressStruct = object({
  address_id: number(),
  address_type_id: LeadAddressTypeStruct,
  address1: string(),
  address2: string(),
  city: string(),
  state_id: string(),
  zip: string(),
  zip_4: string(),
  county: string(),
  county_fips: string(),
  country_id: number(),
  apo: Flag,
  isSelected: boolean(),
});
export type LeadAddressRow = Infer<typeof LeadAddressStruct>;

/** The phone of a preferred or emergency contact. */
export const ContactPersonPhoneStruct = object({
  phone_type: LeadPhoneTypeStruct,
  phone: string(),
  phone_ext: optional(nullable(string())),
});
export type ContactPersonPhoneWire = Infer<typeof ContactPersonPhoneStruct>;

/**
 * Answer of `GET lead/{lead_id}/` (spec 02 §3.1). Empty text fields are '' and empty ids null.
 * `ssn` is masked (`***-**-6789`) unless the read asked `?ssn=full` (the edit form); `ssn_last_four`
 * is always the last four digits ('' when none). `contact_permission_change_date` and
 * `contact_permission_change_user` feed the 'Last updated by' line of the Contact Permissions section.
 */
export const LeadStruct = object({
  lead_id: number(),
  account_id: number(),
  /** 0 when unassigned. */
  user_id: number(),
  account_business_name: string(),
  title: string(),
  fname: string(),
  mname: string(),
  lname: string(),
  /** MM/DD/YYYY or ''. */
  dob: string(),
  /** Whole years in Central Time; null without a birthdate. */
  age: nullable(number()),
  gender: union([LeadGenderStruct, literal('')]),
  marital_status: union([LeadMaritalStatusStruct, literal('')]),
  /** Total inches. */
  height: nullable(number()),
  weight: nullable(number()),
  ssn: string(),
  ssn_last_four: string(),
  /** The Medicare number, 11 characters without dashes, or ''. */
  hicn: string(),
  /** MM/DD/YYYY (the first of the month) or ''. */
  medicare_parta_date: string(),
  medicare_partb_date: string(),
  medicaid_number: string(),
  medicaid_state: string(),
  source_vendor_id: nullable(number()),
  source_adcode: string(),
  b2bpartner_id: nullable(number()),
  /** The tracking code. */
  source_code: string(),
  campaign_id: nullable(number()),
  campaign_segment_code: string(),
  lead_type_id: nullable(number()),
  product_type_id: nullable(number()),
  lead_vendor_id: nullable(number()),
  tags: array(string()),
  /** Read-only: the account's lead instructions. */
  lead_instructions: array(string()),
  do_not_call: Flag,
  do_not_email: Flag,
  do_not_text: Flag,
  do_not_mail: Flag,
  contact_permission_change_date: nullable(string()),
  contact_permission_change_user: nullable(object({ login: string(), fname: string(), lname: string() })),
  /** MM/DD/YYYY of the latest disposition, or ''. */
  disposition_date: string(),
  dispo_name: string(),
  /** The latest disposition's description. */
  dispo_log: string(),
  agent_fname: string(),
  agent_lname: string(),
  default_phone_id: nullable(number()),
  default_email_id: nullable(number()),
  default_address_id: nullable(number()),
  default_phone: nullable(LeadPhoneStruct),
  default_email: nullable(LeadEmailStruct),
  default_address: nullable(LeadAddressStruct),
  phones: array(LeadPhoneStruct),
  emails: array(LeadEmailStruct),
  addresses: array(LeadAddressStruct),
  contact_name: string(),
  contact_phone: nullable(ContactPersonPhoneStruct),
  contact_phone_id: nullable(number()),
  contact_relationship: string(),
  emergency_name: string(),
  emergency_phone: nullable(ContactPersonPhoneStruct),
  emergency_phone_id: nullable(number()),
  emergency_relationship: string(),
});
export type LeadRecord = Infer<typeof LeadStruct>;

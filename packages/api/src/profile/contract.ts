import {
  array,
  assign,
  boolean,
  enums,
  integer,
  literal,
  min,
  nullable,
  number,
  object,
  optional,
  pattern,
  size,
  string,
  type Infer,
} from 'superstruct';
import { USER_GENDERS } from '@meridian/domain';
import {
  CONTACT_KINDS,
  ContactDeleteAnswerStruct,
  Flag,
  type ContactDeleteAnswer,
  type ContactKind,
} from '../core/common';
import { DialerSettingsStruct, DialerSettingsUpdateStruct } from '../dialer/contract';
import { AddressTypeStruct, EmailTypeStruct, PhoneTypeStruct, UserDetailsStruct } from '../user/contract';

const RowId = min(integer(), 1);

/** A phone row of a profile update: `phone_id` for a saved row, none for a new one; ten digits. */
export const UserPhoneEntryStruct = object({
  phone_id: optional(RowId),
  phone: pattern(string(), /^\d{10}$/),
  phone_type: PhoneTypeStruct,
  phone_ext: optional(nullable(size(string(), 0, 20))),
  is_default: optional(boolean()),
});
export type UserPhoneEntry = Infer<typeof UserPhoneEntryStruct>;

export const UserEmailEntryStruct = object({
  email_id: optional(RowId),
  email: size(string(), 0, 254),
  email_type: EmailTypeStruct,
  is_default: optional(boolean()),
});
export type UserEmailEntry = Infer<typeof UserEmailEntryStruct>;

/** Street, city, state and zip are checked by the profile rules (required in profile mode), not here. */
export const UserAddressEntryStruct = object({
  address_id: optional(RowId),
  address_type_id: AddressTypeStruct,
  address1: size(string(), 0, 100),
  address2: optional(nullable(size(string(), 0, 100))),
  city: size(string(), 0, 50),
  state_id: size(string(), 0, 2),
  zip: size(string(), 0, 5),
  zip_4: optional(nullable(size(string(), 0, 4))),
  county: optional(nullable(size(string(), 0, 100))),
  county_fips: optional(nullable(size(string(), 0, 5))),
  country_id: optional(integer()),
  apo: optional(enums(['0', '1'])),
  is_default: optional(boolean()),
});
export type UserAddressEntry = Infer<typeof UserAddressEntryStruct>;

/**
 * Body of `POST user/{id}` (spec 02 §3.4 profile payload): any of the profile fields, and the
 * dialer settings. A contact list, when sent, is every live row: rows with an id are updated,
 * rows without are added; removed rows go through the delete calls first.
 */
export const UserProfileUpdateStruct = assign(
  DialerSettingsUpdateStruct,
  object({
    fname: optional(size(string(), 0, 25)),
    lname: optional(size(string(), 0, 25)),
    /** '' clears the gender. */
    gender: optional(nullable(enums([...USER_GENDERS, '']))),
    company: optional(nullable(size(string(), 0, 50))),
    npn: optional(nullable(size(string(), 0, 20))),
    role_id: optional(integer()),
    active: optional(Flag),
    /** sms-users mode (spec 02 §2.9, §6), from administration only: the reference id ('' clears it). */
    sms_id: optional(nullable(size(string(), 0, 50))),
    /** sms-users mode, from administration only: leave the user out of the CM sync. */
    cm_sync_ignore: optional(Flag),
    phones: optional(size(array(UserPhoneEntryStruct), 0, 20)),
    emails: optional(size(array(UserEmailEntryStruct), 0, 20)),
    addresses: optional(size(array(UserAddressEntryStruct), 0, 20)),
  }),
);
export type UserProfileUpdate = Infer<typeof UserProfileUpdateStruct>;

/** Answer of `POST user/{id}`: the user as saved, with the dialer settings. */
export const UserProfileUpdateAnswerStruct = assign(
  UserDetailsStruct,
  object({ success: boolean() }),
  DialerSettingsStruct,
);
export type UserProfileUpdateAnswer = Infer<typeof UserProfileUpdateAnswerStruct>;

/** The three contact lists, as named in the delete paths (CONTACT_KINDS). */
export const USER_CONTACT_KINDS = CONTACT_KINDS;
export type UserContactKind = ContactKind;

/** Answer of `GET user/{id}/phone|email|address/{rowId}/delete/`. */
export const UserContactDeleteAnswerStruct = ContactDeleteAnswerStruct;
export type UserContactDeleteAnswer = ContactDeleteAnswer;

/**
 * Body of `POST userCredentials/{user_credentials_id}/changePassword` (spec 02 §7.4): `password` is
 * the current password, asked of users changing their own (not of an admin changing another's).
 */
export const ChangePasswordRequestStruct = object({
  user_id: RowId,
  user_credentials_id: RowId,
  login: size(string(), 0, 100),
  password: optional(size(string(), 0, 200)),
  context: optional(size(string(), 0, 100)),
  new_password: size(string(), 1, 200),
});
export type ChangePasswordRequest = Infer<typeof ChangePasswordRequestStruct>;

export const ChangePasswordAnswerStruct = object({ success: literal(true), message: string() });
export type ChangePasswordAnswer = Infer<typeof ChangePasswordAnswerStruct>;

/** One agent writing number (spec 02 §3.5), a row of `POST usercarrier/search/`. */
export const WritingNumberStruct = object({
  user_carrier_id: number(),
  user_id: number(),
  agent_writing_number: string(),
  carrier_id: number(),
  carrier_name: string(),
  carrier_full_name: string(),
  product_type_id: number(),
  product_type_name: string(),
  product_type_desc: string(),
  certification_year: nullable(number()),
  record_num: optional(nullable(number())),
});
export type WritingNumber = Infer<typeof WritingNumberStruct>;

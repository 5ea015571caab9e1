import {
  array,
  assign,
  boolean,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  union,
  type Infer,
} from 'superstruct';
import {
  CONTACT_KINDS,
  ContactDeleteAnswerStruct,
  Flag,
  type ContactDeleteAnswer,
  type ContactKind,
} from '../../core/common';
import {
  LeadAddressTypeStruct,
  LeadEmailTypeStruct,
  LeadGenderStruct,
  LeadMaritalStatusStruct,
  LeadPhoneTypeStruct,
  LeadStruct,
} from './record';
import { LooseId, LooseWhole, RowId } from './fields';

/** A phone of a save: `phone_id` for a saved row, none for a new one; 10 digits (the mask is accepted). */
export const LeadPhoneEntryStruct = object({
  phone_id: optional(nullable(RowId)),
  phone_type: LeadPhoneTypeStruct,
  phone: size(string(), 0, 20),
  phone_ext: optional(nullable(size(string(), 0, 20))),
  /** Set: the row is marked for removal (deleted through the delete call first); the save skips it. */
  phone_class: optional(nullable(string())),
  isSelected: optional(nullable(boolean())),
});
export type LeadPhoneEntry = Infer<typeof LeadPhoneEntryStruct>;

export const LeadEmailEntryStruct = object({
  email_id: optional(nullable(RowId)),
  email_type: LeadEmailTypeStruct,
  email: size(string(), 0, 254),
  email_class: optional(nullable(string())),
  isSelected: optional(nullable(boolean())),
});
export type LeadEmailEntry = Infer<typeof LeadEmailEntryStruct>;

export const LeadAddressEntryStruct = object({
  address_id: optional(nullable(RowId)),
  address_type_id: LeadAddressTypeStruct,
  address1: optional(nullable(size(string(), 0, 100))),
  address2: optional(nullable(size(string(), 0, 100))),
  city: optional(nullable(size(string(), 0, 50))),
  state_id: optional(nullable(size(string(), 0, 2))),
  zip: optional(nullable(size(string(), 0, 10))),
  zip_4: optional(nullable(size(string(), 0, 4))),
  /** Ignored when the zip names one county (the ZIP–county table decides); kept otherwise. */
  county: optional(nullable(size(string(), 0, 100))),
  county_fips: optional(nullable(size(string(), 0, 5))),
  country_id: optional(nullable(integer())),
  apo: optional(nullable(Flag)),
  address_class: optional(nullable(string())),
  isSelected: optional(nullable(boolean())),
});
export type LeadAddressEntry = Infer<typeof LeadAddressEntryStruct>;

const ContactPersonPhoneEntryStruct = object({
  phone_type: optional(nullable(LeadPhoneTypeStruct)),
  phone: optional(nullable(size(string(), 0, 20))),
  phone_ext: optional(nullable(size(string(), 0, 20))),
});

/**
 * Body of `PUT lead/{lead_id}/` (spec 02 §3.1 as saved). Every field is optional: a field left out
 * is unchanged. A contact list, when sent, is every live row (rows with an id are updated, rows
 * without are added; rows with a class are skipped, they go through the delete calls first).
 * `ssn`: digits (with or without dashes) set it, '' clears it, a masked value (with `*`) or
 * leaving it out keeps it. The read-only fields of the answer (lead_instructions, disposition,
 * agent names, age…) are ignored when sent back.
 */
export const LeadUpdateStruct = object({
  title: optional(nullable(size(string(), 0, 20))),
  fname: optional(size(string(), 0, 100)),
  mname: optional(nullable(size(string(), 0, 20))),
  lname: optional(size(string(), 0, 100)),
  dob: optional(nullable(size(string(), 0, 20))),
  gender: optional(nullable(union([LeadGenderStruct, literal('')]))),
  marital_status: optional(nullable(union([LeadMaritalStatusStruct, literal('')]))),
  /** Total inches. */
  height: optional(LooseWhole),
  weight: optional(LooseWhole),
  ssn: optional(nullable(size(string(), 0, 20))),
  hicn: optional(nullable(size(string(), 0, 20))),
  /** MM/YYYY or MM/DD/YYYY. */
  medicare_parta_date: optional(nullable(size(string(), 0, 20))),
  medicare_partb_date: optional(nullable(size(string(), 0, 20))),
  medicaid_number: optional(nullable(size(string(), 0, 40))),
  medicaid_state: optional(nullable(size(string(), 0, 2))),
  source_vendor_id: optional(LooseId),
  source_adcode: optional(nullable(size(string(), 0, 50))),
  b2bpartner_id: optional(LooseId),
  source_code: optional(nullable(size(string(), 0, 50))),
  campaign_id: optional(LooseId),
  campaign_segment_code: optional(nullable(size(string(), 0, 50))),
  lead_type_id: optional(LooseId),
  product_type_id: optional(LooseId),
  lead_vendor_id: optional(LooseId),
  tags: optional(size(array(size(string(), 0, 100)), 0, 100)),
  do_not_call: optional(Flag),
  do_not_email: optional(Flag),
  do_not_text: optional(Flag),
  do_not_mail: optional(Flag),
  phones: optional(size(array(LeadPhoneEntryStruct), 0, 20)),
  emails: optional(size(array(LeadEmailEntryStruct), 0, 20)),
  addresses: optional(size(array(LeadAddressEntryStruct), 0, 20)),
  contact_name: optional(nullable(size(string(), 0, 100))),
  contact_phone: optional(nullable(ContactPersonPhoneEntryStruct)),
  contact_relationship: optional(nullable(size(string(), 0, 50))),
  emergency_name: optional(nullable(size(string(), 0, 100))),
  emergency_phone: optional(nullable(ContactPersonPhoneEntryStruct)),
  emergency_relationship: optional(nullable(size(string(), 0, 50))),
  /**
   * Accepted as read and ignored: the server gives each saved contact phone its id (kept while the
   * phone stays the same) and an emergency phone equal to the preferred contact's carries its id.
   */
  contact_phone_id: optional(nullable(number())),
  emergency_phone_id: optional(nullable(number())),
});
export type LeadUpdate = Infer<typeof LeadUpdateStruct>;

/** Answer of `PUT lead/{lead_id}/`: the lead as saved (like every save call, with `success`). */
export const LeadSaveAnswerStruct = assign(LeadStruct, object({ success: literal(true) }));
export type LeadSaveAnswer = Infer<typeof LeadSaveAnswerStruct>;

/** The three contact lists, as named in the delete paths (CONTACT_KINDS). */
export const LEAD_CONTACT_KINDS = CONTACT_KINDS;
export type LeadContactKind = ContactKind;

/** Answer of `GET lead/{lead_id}/{phone|email|address}/{id}/delete/`. */
export const LeadContactDeleteAnswerStruct = ContactDeleteAnswerStruct;
export type LeadContactDeleteAnswer = ContactDeleteAnswer;

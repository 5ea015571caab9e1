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
  record,
  size,
  string,
  union,
  type Infer,
} from 'superstruct';
import {
  ADDRESS_TYPES,
  COMPLIANCE_ITEM_KEYS,
  CONTACT_PERMISSION_TYPES,
  EMAIL_TYPES,
  GENDERS,
  MARITAL_STATUSES,
  NEW_LEAD_TYPE_ID,
  PHONE_TYPES,
} from '@meridian/domain';
import { Flag } from '../core/common';
import { searchAnswerStruct } from '../core/search';

/**
 * Answer of `GET search/populateDropDowns` (spec 01 §3 quick search dropdown data). With
 * `lead_view_assigned` the agents are every user of the account after 'Unassigned' (user_id 0);
 * without it only the caller.
 */
export const QuickSearchDropdownsStruct = object({
  total_lead_dispos: array(object({ dispo_id: number(), dispo_name: string() })),
  total_agents: array(object({ user_id: number(), fname: string(), lname: string() })),
  total_tags: array(object({ tag_id: number(), tag_name: string() })),
  total_app_dispos: array(object({ dispo_id: number(), dispo_name: string() })),
});
export type QuickSearchDropdowns = Infer<typeof QuickSearchDropdownsStruct>;

/**
 * One row of `POST lead/search/` (the quick search results page). The body is the generic
 * search body; criteria: fname, lname, phone, email, city, county, state_id, zip, dob_month,
 * dob, lead_date, lead_dispo_id, user_id (0 is Unassigned), lead_vendor_source_code, tag_id,
 * app_dispo_id, drug_list_updated_flag, drug_list_updated_date_from/_to, has_current_plan_flag,
 * account_id. With a field_list, only those fields come back.
 */
export const LeadSearchRowStruct = object({
  lead_id: number(),
  fname: string(),
  lname: string(),
  /** MM/DD/YYYY. */
  dob: nullable(string()),
  /** Whole years, in Central Time. */
  age: nullable(number()),
  /** 10 digits. */
  phone: nullable(string()),
  email: nullable(string()),
  city: nullable(string()),
  county: nullable(string()),
  state_id: nullable(string()),
  zip: nullable(string()),
  lead_dispo_id: nullable(number()),
  dispo_name: nullable(string()),
  /** 0 when unassigned. */
  user_id: number(),
  agent_fname: nullable(string()),
  agent_lname: nullable(string()),
  /** ISO 8601 instant. */
  lead_date: string(),
  lead_vendor_source_code: nullable(string()),
  drug_list_updated_flag: Flag,
  /** MM/DD/YYYY. */
  drug_list_updated_date: nullable(string()),
  has_current_plan_flag: Flag,
});
export type LeadSearchRow = Infer<typeof LeadSearchRowStruct>;

/**
 * Answer of `POST lead/search/`. total_records counts at most 2 000 matches; when more match,
 * total_capped is true (the results page says so and asks to narrow the search).
 */
export const LeadSearchAnswerStruct = assign(
  searchAnswerStruct(LeadSearchRowStruct),
  object({ total_capped: optional(boolean()) }),
);
export type LeadSearchAnswer = Infer<typeof LeadSearchAnswerStruct>;

// The lead record (spec 02 §3.1, §3.2, §7.1). Wire field names exactly as the spec spells them.
// Vocabularies come from @meridian/domain.

const RowId = min(integer(), 1);
/** An id the form may send as a number or as its digits ('' or null clears it). */
const LooseId = nullable(union([integer(), pattern(string(), /^\d*$/)]));
/** A whole number the form may send as a number or as its digits ('' or null clears it). */
const LooseWhole = nullable(union([integer(), pattern(string(), /^\d*$/)]));

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

/** The three contact lists of a lead, as named in the delete paths. */
export const LEAD_CONTACT_KINDS = ['phone', 'email', 'address'] as const;
export type LeadContactKind = (typeof LEAD_CONTACT_KINDS)[number];

/** Answer of `GET lead/{lead_id}/{phone|email|address}/{id}/delete/`. */
export const LeadContactDeleteAnswerStruct = object({ success: literal(true) });
export type LeadContactDeleteAnswer = Infer<typeof LeadContactDeleteAnswerStruct>;

/**
 * Body of `POST lead` (spec 02 §3.2). `confirm_duplicate: true` creates the lead even when it looks
 * like one the account already has; without it such a request answers 409 with the candidates.
 */
export const NewLeadStruct = object({
  fname: size(string(), 0, 100),
  lname: size(string(), 0, 100),
  weight: optional(LooseWhole),
  height: optional(LooseWhole),
  medicare_parta_date: optional(nullable(size(string(), 0, 20))),
  medicare_partb_date: optional(nullable(size(string(), 0, 20))),
  b2bpartner_id: optional(LooseId),
  source_code: optional(nullable(size(string(), 0, 50))),
  gender: optional(nullable(union([LeadGenderStruct, literal('')]))),
  dob: optional(nullable(size(string(), 0, 20))),
  phones: optional(size(array(object({ phone_type: LeadPhoneTypeStruct, phone: size(string(), 0, 20) })), 0, 5)),
  emails: optional(size(array(object({ email_type: LeadEmailTypeStruct, email: size(string(), 0, 254) })), 0, 5)),
  addresses: optional(
    size(
      array(
        object({
          address_type_id: union([literal('home'), LeadAddressTypeStruct]),
          zip: optional(nullable(size(string(), 0, 10))),
          county: optional(nullable(size(string(), 0, 100))),
          state_id: optional(nullable(size(string(), 0, 2))),
        }),
      ),
      0,
      5,
    ),
  ),
  /** The agent (defaults to the caller; another agent needs lead_view_assigned). */
  user_id: optional(nullable(integer())),
  account_id: optional(integer()),
  lead_type_id: optional(union([literal(NEW_LEAD_TYPE_ID), literal(Number(NEW_LEAD_TYPE_ID))])),
  /** The Medicare number (not in the spec's payload; checked with the domain rule and for duplicates). */
  hicn: optional(nullable(size(string(), 0, 20))),
  confirm_duplicate: optional(boolean()),
});
export type NewLead = Infer<typeof NewLeadStruct>;

export const NewLeadAnswerStruct = object({ success: literal(true), lead_id: number() });
export type NewLeadAnswer = Infer<typeof NewLeadAnswerStruct>;

/** A lead of the account that looks like the one being added (in `result.duplicates` of the 409). */
export const LeadDuplicateStruct = object({
  lead_id: number(),
  fname: string(),
  lname: string(),
  dob: string(),
  phone: string(),
  /** Why it matched: hicn, name_dob or phone. */
  matched_on: array(enums(['hicn', 'name_dob', 'phone'])),
});
export type LeadDuplicate = Infer<typeof LeadDuplicateStruct>;

/** A row of `POST contactPermissionHistory/search` (spec 02 §3.1). */
export const ContactPermissionHistoryRowStruct = object({
  lead_contact_permission_type: ContactPermissionTypeStruct,
  /** 0 displayed as ON, 1 as OFF. */
  lead_contact_permission_to_contact: enums([0, 1]),
  /** ISO 8601 instant. */
  lead_contact_permission_change_date: string(),
  lead_contact_permission_change_user: object({ login: string(), fname: string(), lname: string() }),
});
export type ContactPermissionHistoryEntry = Infer<typeof ContactPermissionHistoryRowStruct>;

export const ContactPermissionHistoryAnswerStruct = searchAnswerStruct(ContactPermissionHistoryRowStruct);
export type ContactPermissionHistoryAnswer = Infer<typeof ContactPermissionHistoryAnswerStruct>;

/**
 * Answer of `GET lead/{lead_id}/lastUpdated/` (spec 02 §2.3, §3.1): when and by whom the lead was
 * last changed, and the client's self-service changes since an agent last saved it (one
 * single-key object per field). `self_service` says whether the last change was the client's.
 */
export const LeadLastUpdatedStruct = object({
  lead_last_updated: nullable(string()),
  lead_last_updated_by: nullable(string()),
  self_service: boolean(),
  Updated: array(record(string(), object({ old: nullable(string()), new: nullable(string()) }))),
});
export type LeadLastUpdated = Infer<typeof LeadLastUpdatedStruct>;

/** One item of the lead's compliance checklist: met or not, with what explains it (e.g. the call's date). */
export const LeadComplianceItemStruct = object({
  key: enums(COMPLIANCE_ITEM_KEYS),
  label: string(),
  met: boolean(),
  detail: string(),
});
export type LeadComplianceItem = Infer<typeof LeadComplianceItemStruct>;

/**
 * Answer of `GET lead/{lead_id}/compliance/` (issue 13, beyond the spec's anchors): the lead's
 * compliance checklist as @meridian/domain's `complianceChecklist` decides it — permission to
 * contact by each channel, the latest call placed through the phone dialer (`last_recorded_call_at`,
 * an ISO instant, or null), a writing number of the lead's agent for the lead's product type.
 */
export const LeadComplianceStruct = object({
  lead_id: number(),
  items: array(LeadComplianceItemStruct),
  last_recorded_call_at: nullable(string()),
});
export type LeadCompliance = Infer<typeof LeadComplianceStruct>;

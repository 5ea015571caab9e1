import {
  array,
  boolean,
  enums,
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
import { NEW_LEAD_TYPE_ID } from '@meridian/domain';
import { LeadAddressTypeStruct, LeadEmailTypeStruct, LeadGenderStruct, LeadPhoneTypeStruct } from './record';
import { LooseId, LooseWhole } from './fields';

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

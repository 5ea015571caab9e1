import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  partial,
  record,
  size,
  string,
  type Infer,
  type Struct,
} from 'superstruct';
import {
  ACCOUNT_FEATURE_FLAG_NAMES,
  ACCOUNT_NAME_MAX_LENGTH,
  COBRAND_LOGO_MAX_BYTES,
  COBRAND_LOGO_SLOTS,
  LEAD_INSTRUCTION_MAX_LENGTH,
  type AccountFeatureFlag,
} from '@meridian/domain';
import { Flag } from '../core/common';
import { PayloadIdStruct, searchAnswerStruct } from '../core/search';
import { DialerSettingsUpdateStruct } from '../dialer/contract';

// ---- Lead instructions (POST LeadInstructions/search, POST leadInstructions, POST leadInstructions/{id})

/** One lead instruction of the account: plain text shown read-only to agents with every lead (spec 02 §2.1). */
export const LeadInstructionStruct = object({
  lead_instruction_id: number(),
  lead_instruction_text: string(),
  sort_order: number(),
  active: Flag,
});
export type LeadInstruction = Infer<typeof LeadInstructionStruct>;

export const LeadInstructionSearchAnswerStruct = searchAnswerStruct(LeadInstructionStruct);
export type LeadInstructionSearchAnswer = Infer<typeof LeadInstructionSearchAnswerStruct>;

/** Body of `POST leadInstructions` (all but the text may be left out) and `POST leadInstructions/{id}` (any). */
export const LeadInstructionSaveStruct = object({
  /** The caller's own account, as the spec's entity carries it; another account answers 404. */
  account_id: optional(PayloadIdStruct),
  lead_instruction_text: size(string(), 0, LEAD_INSTRUCTION_MAX_LENGTH * 2),
  sort_order: optional(number()),
  active: optional(Flag),
});
export type LeadInstructionSave = Infer<typeof LeadInstructionSaveStruct>;
export const LeadInstructionUpdateStruct = partial(LeadInstructionSaveStruct);
export type LeadInstructionUpdate = Infer<typeof LeadInstructionUpdateStruct>;

export const LeadInstructionAnswerStruct = object({ success: literal(true), result: LeadInstructionStruct });
export type LeadInstructionAnswer = Infer<typeof LeadInstructionAnswerStruct>;

// ---- Product filters (POST plan/search/, POST productFilter/, POST productFilter/search/, GET productFilter/{id}/delete/)

/** One plan agents may quote (reference data: carrier, product type, plan year). */
export const PlanStruct = object({
  plan_id: number(),
  plan_name: string(),
  contract_plan_id: string(),
  plan_year: number(),
  carrier_id: number(),
  carrier_name: string(),
  product_type_id: number(),
  product_type_name: string(),
});
export type Plan = Infer<typeof PlanStruct>;
export const PlanSearchAnswerStruct = searchAnswerStruct(PlanStruct);
export type PlanSearchAnswer = Infer<typeof PlanSearchAnswerStruct>;

/** One plan in the account's product filter: the plans its agents may quote. */
export const ProductFilterStruct = object({
  product_filter_id: number(),
  plan_id: number(),
  plan_name: string(),
  contract_plan_id: string(),
  plan_year: number(),
  carrier_name: string(),
  product_type_name: string(),
  created_at: string(),
});
export type ProductFilter = Infer<typeof ProductFilterStruct>;
export const ProductFilterSearchAnswerStruct = searchAnswerStruct(ProductFilterStruct);
export type ProductFilterSearchAnswer = Infer<typeof ProductFilterSearchAnswerStruct>;

/** Body of `POST productFilter/`: the plans to add to the account's filter. */
export const ProductFilterAddStruct = object({ plan_ids: size(array(number()), 0, 500) });
export type ProductFilterAdd = Infer<typeof ProductFilterAddStruct>;
export const ProductFilterAddAnswerStruct = object({ success: literal(true), added: number() });
export type ProductFilterAddAnswer = Infer<typeof ProductFilterAddAnswerStruct>;

export const AdminSuccessStruct = object({ success: literal(true) });
export type AdminSuccess = Infer<typeof AdminSuccessStruct>;

// ---- Account (POST account/{id}, GET account/{id}/totalAgents/, POST account/{id}/settings, co-brand logos)

/** Body of `POST account/{id}`: the business name and the owner (a user of the account). */
export const AccountUpdateStruct = object({
  account_name: optional(size(string(), 0, ACCOUNT_NAME_MAX_LENGTH * 2)),
  account_owner_user_id: optional(number()),
});
export type AccountUpdate = Infer<typeof AccountUpdateStruct>;

/** Answer of `GET account/{id}/totalAgents/`: the account's active and all users. */
export const TotalAgentsStruct = object({ total_agents: number(), active_agents: number() });
export type TotalAgents = Infer<typeof TotalAgentsStruct>;

/**
 * Body of `POST account/{id}/settings`: the dialer fields, the lead forms' two settings, and the
 * account's feature-flag overrides (each named flag on or off for every user of the account).
 */
export const AccountSettingsUpdateStruct = object({
  ...DialerSettingsUpdateStruct.schema,
  lead_manage_tracking_number_feature_enabled: optional(Flag),
  lead_b2bpartner_fields_enabled: optional(Flag),
  // Any of the flags (a record checks each key given; none is required).
  feature_flags: optional(
    record(enums(ACCOUNT_FEATURE_FLAG_NAMES), boolean()) as unknown as Struct<
      Partial<Record<AccountFeatureFlag, boolean>>,
      null
    >,
  ),
});
export type AccountSettingsUpdate = Infer<typeof AccountSettingsUpdateStruct>;

export const CobrandLogoSlotStruct = enums(COBRAND_LOGO_SLOTS);

/**
 * Body of `POST account/{id}/cobrand`: a PNG or JPEG (by its bytes, at most 512 KB) as base64 for one
 * logo slot; `data: null` removes the slot's logo.
 */
export const CobrandLogoUploadStruct = object({
  logo: CobrandLogoSlotStruct,
  // base64 of 512 KB is 699,052 characters; a little room so the size message, not a 400, answers.
  data: nullable(size(string(), 0, Math.ceil((COBRAND_LOGO_MAX_BYTES * 4) / 3) + 4096)),
});
export type CobrandLogoUpload = Infer<typeof CobrandLogoUploadStruct>;
export const CobrandLogoAnswerStruct = object({
  success: literal(true),
  logo: CobrandLogoSlotStruct,
  url: nullable(string()),
});
export type CobrandLogoAnswer = Infer<typeof CobrandLogoAnswerStruct>;

import {
  array,
  boolean,
  coerce,
  enums,
  integer,
  literal,
  min,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import { QUICK_LINK_HIERARCHY_NAMES, QUICK_LINK_HIERARCHY_TYPES } from '@meridian/domain';
import { Flag } from '../core/common';
import { searchAnswerStruct } from '../core/search';

/** Hierarchy ids: 1 system (the spec names none), 2 account, 3 user (the domain's list, under the contract's name). */
export { QUICK_LINK_HIERARCHY_TYPES as QUICK_LINK_HIERARCHY_IDS };

/** A quick link as the caller sees it (spec 01 §3). */
export const QuickLinkStruct = object({
  quicklink_id: number(),
  quicklink_title: string(),
  quicklink_url: string(),
  quicklink_hierarchy_type_name: enums(QUICK_LINK_HIERARCHY_NAMES),
  quicklink_hierarchy_type_id: number(),
  /** '1' shown, '0' hidden (for this user). */
  display: Flag,
  /** '0' when the account hid the link for everyone (listed only to account admins). */
  account_display: Flag,
});
export type QuickLink = Infer<typeof QuickLinkStruct>;

export const QuickLinkSearchAnswerStruct = searchAnswerStruct(QuickLinkStruct);
export type QuickLinkSearchAnswer = Infer<typeof QuickLinkSearchAnswerStruct>;

const HierarchyIdStruct = coerce(
  enums([QUICK_LINK_HIERARCHY_TYPES.account, QUICK_LINK_HIERARCHY_TYPES.user]),
  string(),
  (value) => Number(value),
);

/**
 * Body of creating (`POST account/{id}/quicklink/`, `POST user/{id}/quicklink/`) or updating
 * (`…/quicklink/{id}/`) a quick link. Title and URL are checked by the server with the spec's
 * messages; a URL without http:// or https:// gets http://; other schemes are refused.
 */
export const QuickLinkPayloadStruct = object({
  quicklink_title: optional(nullable(string())),
  quicklink_url: optional(nullable(string())),
  quicklink_hierarchy_type_id: optional(HierarchyIdStruct),
});
export type QuickLinkPayload = Infer<typeof QuickLinkPayloadStruct>;

export const QuickLinkSaveAnswerStruct = object({
  success: literal(true),
  message: string(),
  quicklink: QuickLinkStruct,
});
export type QuickLinkSaveAnswer = Infer<typeof QuickLinkSaveAnswerStruct>;

/** Answer of delete, displaySave, accountHide and accountReveal. */
export const QuickLinkActionAnswerStruct = object({
  success: literal(true),
  message: optional(string()),
});
export type QuickLinkActionAnswer = Infer<typeof QuickLinkActionAnswerStruct>;

/** Body of `POST user/{id}/quicklink/displaySave/`: only ids and active flags, saved together. */
export const QuickLinkDisplaySaveStruct = object({
  quicklink_id_active_list: size(array(object({ quicklink_id: min(integer(), 1), active: Flag })), 1, 500),
});
export type QuickLinkDisplaySave = Infer<typeof QuickLinkDisplaySaveStruct>;

/** Answer of `GET quicklink/targetLeadsSSO`: the hand-off URL, or null (then no Target Leads link). */
export const TargetLeadsSsoStruct = object({
  success: optional(boolean()),
  url: nullable(string()),
});
export type TargetLeadsSso = Infer<typeof TargetLeadsSsoStruct>;

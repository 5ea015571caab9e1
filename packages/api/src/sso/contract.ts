import { boolean, enums, integer, literal, min, number, object, optional, string, type Infer } from 'superstruct';

/**
 * Where a single sign-on hand-off goes (spec 02 §2.8, §4.7, §7.3): the CMS check of a quick link
 * (`quicklink_id` names the link) or Plan Explorer (spec 01 §2, §6).
 */
export const SSO_TARGETS = ['cms_check', 'plan_explorer'] as const;
export type SsoTarget = (typeof SSO_TARGETS)[number];

/**
 * Body of `POST externalSSO/` (the spec leaves it unshown): the target, and for the CMS check the
 * quick link whose URL receives the hand-off.
 */
export const ExternalSsoRequestStruct = object({
  target: enums(SSO_TARGETS),
  quicklink_id: optional(min(integer(), 1)),
});
export type ExternalSsoRequest = Infer<typeof ExternalSsoRequestStruct>;

/**
 * Answer of `POST externalSSO/` (spec 02 §3.11): the browser posts `hash`, `user_id`, `login`,
 * `RelayState` and `SAMLResponse` as a hidden form to `url` with `method` (POST when absent) in a
 * new tab.
 */
export const ExternalSsoAnswerStruct = object({
  success: optional(boolean()),
  url: string(),
  method: optional(string()),
  hash: string(),
  user_id: number(),
  login: string(),
  RelayState: string(),
  SAMLResponse: string(),
});
export type ExternalSsoAnswer = Infer<typeof ExternalSsoAnswerStruct>;

/** Answer of `GET user/{id}/planExplorerAccess`: Plan Explorer shows only when it is 'True' (spec 01 §6). */
export const PlanExplorerAccessStruct = object({
  success: optional(literal(true)),
  plan_explorer_access: enums(['True', 'False']),
});
export type PlanExplorerAccess = Infer<typeof PlanExplorerAccessStruct>;

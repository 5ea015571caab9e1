import {
  array,
  boolean,
  enums,
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

/** Body of `POST {registrationApi}validateUrl`. */
export const ValidateUrlRequestStruct = object({ token: size(string(), 1, 4000) });

/** The account owner named by an invitation link. */
export const InvitingOwnerStruct = object({
  account_id: number(),
  fname: string(),
  lname: string(),
  default_email: optional(object({ email: string() })),
  default_phone: optional(object({ phone: string() })),
});

/** Answer of `validateUrl`: any failure (an error status) means an invalid link. */
export const ValidateUrlAnswerStruct = object({
  message: string(),
  cobrand: optional(object({ logo_3: optional(string()) })),
  user: optional(InvitingOwnerStruct),
});
export type ValidateUrlAnswer = Infer<typeof ValidateUrlAnswerStruct>;

const text = (max: number) => optional(size(string(), 0, max));

/**
 * Body of `POST {registrationApi}registration` (form-urlencoded, so every value is text). Only
 * shapes and lengths here: the field rules are `validateRegistration` from @meridian/domain,
 * run again on the server.
 */
export const RegistrationRequestStruct = object({
  login: text(100),
  password: text(200),
  confirmPwd: text(200),
  company: text(200),
  fname: text(200),
  lname: text(200),
  email: text(254),
  address1: text(200),
  address2: text(200),
  city: text(200),
  state_id: text(10),
  zip: text(10),
  phone: text(30),
  mphone: text(30),
  fphone: text(30),
  npn: text(30),
  hasNoNPN: optional(enums(['true', 'false'])),
  website: text(300),
  bSignature: literal('true'),
  source: text(4000),
  fromURL: optional(enums(['true', 'false'])),
});
export type RegistrationRequest = Infer<typeof RegistrationRequestStruct>;

/** Answer of `registration`. */
export const RegistrationAnswerStruct = object({
  success: boolean(),
  message: string(),
  disabled: enums(['true', 'false']),
});
export type RegistrationAnswer = Infer<typeof RegistrationAnswerStruct>;

/** Answer of `agreement`: the user agreement as HTML (sanitize before showing). */
export const AgreementAnswerStruct = object({ agreement: string(), version: optional(string()) });

/**
 * Answer of `GET public/supportContact` (not in the spec): the support phone and the sales site the
 * registration messages name, as the server is configured; each empty when not set.
 */
export const SupportContactStruct = object({ support_phone: string(), sales_site_url: string() });
export type AgreementAnswer = Infer<typeof AgreementAnswerStruct>;

/**
 * Answer of `GET registration/buildLink/account/{id}/role/{role}`. The whole link is answered only
 * here: the server keeps its hash, never the link itself (`link_id` names it for revoking).
 */
export const RegistrationLinkAnswerStruct = object({
  link: string(),
  path: string(),
  expires_at: string(),
  link_id: number(),
  /** A registration through the link waits for an admin's approval (Users → Pending registrations). */
  approval_required: boolean(),
});
export type RegistrationLinkAnswer = Infer<typeof RegistrationLinkAnswerStruct>;

/** A current (neither expired nor revoked) invitation link, as `GET registration/links/account/{id}` lists it. */
export const RegistrationLinkRowStruct = object({
  link_id: number(),
  role_id: number(),
  role_name: string(),
  created_by: number(),
  created_by_name: nullable(string()),
  created_at: string(),
  expires_at: string(),
  approval_required: boolean(),
});
export type RegistrationLinkRow = Infer<typeof RegistrationLinkRowStruct>;

/** Answer of `GET registration/links/account/{id}`: the current links, newest first. */
export const RegistrationLinkListStruct = object({ result: array(RegistrationLinkRowStruct) });
export type RegistrationLinkList = Infer<typeof RegistrationLinkListStruct>;

/** Body of `POST registration/revokeLink/account/{id}`: a listed link's id, or the link (its path or token). */
export const RegistrationLinkRevokeStruct = union([
  object({ link_id: number() }),
  object({ link: size(string(), 1, 4000) }),
]);
export type RegistrationLinkRevoke = Infer<typeof RegistrationLinkRevokeStruct>;

import {
  array,
  assign,
  boolean,
  literal,
  nullable,
  number,
  object,
  optional,
  pick,
  size,
  string,
  type Infer,
} from 'superstruct';
import { LeadAddressStruct, LeadEmailStruct, LeadPhoneStruct, LeadUpdateStruct } from '../leads/contract';

/**
 * Answer of `POST lead/{lead_id}/clientLink/` (an agent, on the lead page): the client's
 * self-service link. The token is in the link's fragment, so it never reaches a server log.
 */
export const ClientLinkAnswerStruct = object({
  success: literal(true),
  url: string(),
  /** ISO 8601 instant: 60 days after creation (spec 02 §9). */
  expires_at: string(),
  /** The link's id (to revoke it); a new link replaces the lead's live one. */
  client_link_id: optional(number()),
});
export type ClientLinkAnswer = Infer<typeof ClientLinkAnswerStruct>;

/** The lead's live self-service link, as the lead page shows it (its token is never kept, so never shown again). */
export const ClientLinkLiveStruct = object({
  client_link_id: number(),
  /** ISO 8601 instants. */
  created_at: string(),
  expires_at: string(),
  /** When the client last saved through it, or null. */
  used_at: nullable(string()),
  /** Who made it ('' when that user is gone). */
  created_by_name: string(),
});
export type ClientLinkLive = Infer<typeof ClientLinkLiveStruct>;

/** Answer of `GET lead/{lead_id}/clientLink/`: the live link, or null when none works. */
export const ClientLinkLiveAnswerStruct = object({ success: literal(true), link: nullable(ClientLinkLiveStruct) });
export type ClientLinkLiveAnswer = Infer<typeof ClientLinkLiveAnswerStruct>;

/** Answer of `GET lead/{lead_id}/clientLink/{id}/delete`: the link no longer opens the client's page. */
export const ClientLinkRevokeAnswerStruct = object({ success: literal(true) });
export type ClientLinkRevokeAnswer = Infer<typeof ClientLinkRevokeAnswerStruct>;

/** The token of a client link, as the public calls take it (in the body, never the path). */
export const ClientTokenStruct = object({ token: size(string(), 20, 200) });
export type ClientToken = Infer<typeof ClientTokenStruct>;

/** What the client sees of their record: their personal information only. */
export const ClientPersonalInfoStruct = object({
  fname: string(),
  lname: string(),
  /** MM/DD/YYYY, or '' when unknown. */
  dob: string(),
  phones: array(LeadPhoneStruct),
  emails: array(LeadEmailStruct),
  addresses: array(LeadAddressStruct),
});
export type ClientPersonalInfo = Infer<typeof ClientPersonalInfoStruct>;

/** Answer of `POST public/client/record`. */
export const ClientRecordAnswerStruct = object({
  success: literal(true),
  /** The agency (the account's business name). */
  account_business_name: string(),
  /** The lead's agent, or '' when the lead is unassigned. */
  agent_name: string(),
  /** Whether the agent allows the client to update their personal information (option 4). */
  can_update: boolean(),
  /** ISO 8601 instant. */
  expires_at: string(),
  lead: ClientPersonalInfoStruct,
});
export type ClientRecordAnswer = Infer<typeof ClientRecordAnswerStruct>;

/**
 * Body of `POST public/client/update`: the token and the corrected personal information, in the
 * shapes of the lead save (rows with an id are updated, rows without are added).
 */
export const ClientUpdateStruct = assign(
  ClientTokenStruct,
  pick(LeadUpdateStruct, ['fname', 'lname', 'dob', 'phones', 'emails', 'addresses']),
);
export type ClientUpdate = Infer<typeof ClientUpdateStruct>;

/** Answer of `POST public/client/update`: the record as saved. */
export const ClientUpdateAnswerStruct = ClientRecordAnswerStruct;
export type ClientUpdateAnswer = Infer<typeof ClientUpdateAnswerStruct>;

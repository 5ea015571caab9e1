import {
  array,
  assign,
  boolean,
  coerce,
  enums,
  integer,
  min,
  nullable,
  number,
  object,
  optional,
  string,
  type Infer,
} from 'superstruct';
import { DIAL_BEHAVIOR_TYPES } from '@meridian/domain';
import { Flag } from '../core/common';

/** Behaviour ids: 1 browser default, 2 phone-dialer provider, 3 ask each time. */
export const PhoneDialerBehaviorTypeStruct = object({
  phone_dialer_provider_behavior_type_id: number(),
  phone_dialer_provider_behavior_type_name: string(),
});
export type PhoneDialerBehaviorType = Infer<typeof PhoneDialerBehaviorTypeStruct>;

/** Answer of `GET PhoneDialerProvider/listBehaviorTypes/`. */
export const PhoneDialerBehaviorTypesStruct = object({
  success: optional(boolean()),
  result: array(PhoneDialerBehaviorTypeStruct),
});
export type PhoneDialerBehaviorTypes = Infer<typeof PhoneDialerBehaviorTypesStruct>;

/**
 * The dialer settings of a user or an account as saved: whether the provider is on, and the
 * behaviour id. Every answer that carries them (settings reads, updates, the profile save, the
 * auth settings) is built on this struct.
 */
export const DialerSettingsStruct = object({
  phone_dialer_provider_active: Flag,
  phone_dialer_provider_behavior_type_id: number(),
});
export type DialerSettings = Infer<typeof DialerSettingsStruct>;

/** Answer of `GET PhoneDialerProvider/authSettings?laweb_current_route=…`: the user's dialer settings and more. */
export const PhoneDialerAuthSettingsStruct = assign(
  DialerSettingsStruct,
  object({
    provider_name: string(),
    /** Quick links to this host are hidden unless account and user both have the dialer on. */
    phone_dialer_host: string(),
    account_phone_dialer_provider_active: Flag,
    /** '1' when the user's provider account is connected. */
    authorized: Flag,
    /** Where to connect the provider account, returning to laweb_current_route; null when connected. */
    auth_url: nullable(string()),
  }),
);
export type PhoneDialerAuthSettings = Infer<typeof PhoneDialerAuthSettingsStruct>;

/** Body of `POST PhoneDialerProvider/phoneCall`. */
export const PhoneCallRequestStruct = object({
  /** Digits; punctuation is stripped. */
  callee_phone_number: string(),
  lead_id: optional(nullable(coerce(min(integer(), 0), string(), (value) => Number(value)))),
  user_id: coerce(min(integer(), 1), string(), (value) => Number(value)),
});
export type PhoneCallRequest = Infer<typeof PhoneCallRequestStruct>;

/** Answer of a call the provider accepted; a refused call is an error answer with its message. */
export const PhoneCallAnswerStruct = object({
  success: boolean(),
  message: string(),
  call_id: optional(string()),
});
export type PhoneCallAnswer = Infer<typeof PhoneCallAnswerStruct>;

const BehaviorIdStruct = coerce(enums(Object.values(DIAL_BEHAVIOR_TYPES)), string(), (value) => Number(value));

/** Body of `POST user/{id}` (settings) and `POST account/{id}/settings`: the dialer fields. */
export const DialerSettingsUpdateStruct = object({
  phone_dialer_provider_active: optional(Flag),
  phone_dialer_provider_behavior_type_id: optional(BehaviorIdStruct),
});
export type DialerSettingsUpdate = Infer<typeof DialerSettingsUpdateStruct>;

/** Answer of a settings update: success and the settings as saved. */
export const DialerSettingsUpdateAnswerStruct = assign(object({ success: boolean() }), DialerSettingsStruct);
export type DialerSettingsUpdateAnswer = Infer<typeof DialerSettingsUpdateAnswerStruct>;

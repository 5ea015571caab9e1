import {
  array,
  boolean,
  coerce,
  enums,
  integer,
  min,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import { Flag } from '../core/common';

/** '0' or '1', also accepted as the numbers 0 and 1 in request bodies. */
const FlagIn = coerce(Flag, number(), (value) => String(value));

/** Self-service option type ids (spec 02 §3.8): 3 reminder emails, 4 personal information update, 5 enhanced SOA acknowledged, 6 agent calendar URL. */
export const SELF_SERVICE_OPTION_TYPE_IDS = [3, 4, 5, 6] as const;

/** One self-service configuration option (spec 02 §3.8). */
export const SelfServiceConfigOptionStruct = object({
  self_service_config_option_type_id: number(),
  self_service_config_option_bit: nullable(Flag),
  self_service_config_option_varchar: nullable(string()),
  self_service_config_option_hierarchy_type_id: string(),
  self_service_config_option_type_name: string(),
});
export type SelfServiceConfigOption = Infer<typeof SelfServiceConfigOptionStruct>;

/** One item of the self-service update: the type and its value; the other fields are read-only and may be echoed back. */
export const SelfServiceConfigItemStruct = object({
  self_service_config_option_type_id: coerce(enums(SELF_SERVICE_OPTION_TYPE_IDS), string(), (value) => Number(value)),
  self_service_config_option_bit: optional(nullable(FlagIn)),
  self_service_config_option_varchar: optional(nullable(size(string(), 0, 500))),
  self_service_config_option_hierarchy_type_id: optional(string()),
  self_service_config_option_type_name: optional(string()),
});
export type SelfServiceConfigItem = Infer<typeof SelfServiceConfigItemStruct>;

/** Body of `POST user/{id}/selfServiceConfig/`: the array of option items for the user. */
export const SelfServiceConfigUpdateStruct = size(
  array(SelfServiceConfigItemStruct),
  1,
  SELF_SERVICE_OPTION_TYPE_IDS.length,
);
export type SelfServiceConfigUpdate = Infer<typeof SelfServiceConfigUpdateStruct>;

/** Answer of the self-service update: 'Settings updated.' and every option as saved. */
export const SelfServiceConfigUpdateAnswerStruct = object({
  success: boolean(),
  message: string(),
  result: array(SelfServiceConfigOptionStruct),
});
export type SelfServiceConfigUpdateAnswer = Infer<typeof SelfServiceConfigUpdateAnswerStruct>;

/** One notification type with the user's choices (spec 02 §3.9). */
export const CommunicationPreferenceStruct = object({
  communication_notification_type_id: number(),
  communication_notification_type_description: string(),
  communication_preference_bit_email: Flag,
  communication_preference_bit_text: Flag,
});
export type CommunicationPreference = Infer<typeof CommunicationPreferenceStruct>;

/** Answer of `GET CommunicationPreference/user/{id}`: every notification type with the user's choices. */
export const CommunicationPreferencesStruct = object({
  user_id: number(),
  communication_preferences: array(CommunicationPreferenceStruct),
});
export type CommunicationPreferences = Infer<typeof CommunicationPreferencesStruct>;

/** Body of `POST CommunicationPreference/`: `{ user_id, communication_preferences }` (spec 02 §7.6). */
export const CommunicationPreferencesUpdateStruct = object({
  user_id: min(integer(), 1),
  communication_preferences: size(
    array(
      object({
        communication_notification_type_id: min(integer(), 1),
        communication_preference_bit_email: FlagIn,
        communication_preference_bit_text: FlagIn,
        communication_notification_type_description: optional(string()),
      }),
    ),
    1,
    50,
  ),
});
export type CommunicationPreferencesUpdate = Infer<typeof CommunicationPreferencesUpdateStruct>;

/** Answer of the update: 'Communication Preferences successfully updated.' and the choices as saved. */
export const CommunicationPreferencesUpdateAnswerStruct = object({
  success: boolean(),
  message: string(),
  user_id: number(),
  communication_preferences: array(CommunicationPreferenceStruct),
});
export type CommunicationPreferencesUpdateAnswer = Infer<typeof CommunicationPreferencesUpdateAnswerStruct>;

/**
 * Answer of `GET CommunicationPreference/canSendText` (spec 02 §3.9): whether texts can reach the
 * user, the line appended to every text, a message explaining why texting is off (empty when on),
 * and the phone texts go to (ten digits, or empty).
 */
export const CanSendTextStruct = object({
  disable_texting: Flag,
  text_append: string(),
  process_message: string(),
  phone: string(),
  /** The number texts come from (the user's SMS account's sender); empty when none. */
  sender_number: optional(string()),
  user_id: number(),
});
export type CanSendText = Infer<typeof CanSendTextStruct>;

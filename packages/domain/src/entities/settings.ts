// Configurable settings, communication preferences and single sign-on (spec 02 §3.8, §3.9, §3.11).

export interface SelfServiceConfigOption {
  /** 3 reminder emails, 4 personal information update, 5 enhanced SOA acknowledged, 6 agent calendar URL. */
  self_service_config_option_type_id: number;
  self_service_config_option_bit: string | number | null;
  self_service_config_option_varchar: string | null;
  /** '3' for types 5 and 6. */
  self_service_config_option_hierarchy_type_id: string;
  self_service_config_option_type_name: string;
}

export interface CommunicationPreference {
  communication_notification_type_id: number;
  communication_notification_type_description: string;
  communication_preference_bit_email: string | number;
  communication_preference_bit_text: string | number;
}

/** Answer of the communication preference permission check. */
export interface CommunicationPermission {
  disable_texting: string | number | boolean;
  text_append: string;
  process_message: string;
  phone: string;
  user_id: number;
}

/** Answer of `POST externalSSO/`; the browser submits the fields to `url` in a new tab. */
export interface SingleSignOnData {
  url: string;
  /** Defaults to POST. */
  method?: string;
  hash: string;
  user_id: number | string;
  login: string;
  RelayState: string;
  SAMLResponse: string;
}

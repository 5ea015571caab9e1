import type { ColumnType, Generated } from 'kysely';

/** Table types of migration 0010 (profile and configurable settings); `DB` in schema.ts extends them. */

type Flag = '0' | '1';
type Created = ColumnType<Date, never, never>;
type Updated = ColumnType<Date, Date | undefined, Date>;

export interface SelfServiceConfigOptionTypeTable {
  self_service_config_option_type_id: number;
  self_service_config_option_type_name: string;
  self_service_config_option_hierarchy_type_id: string;
  default_bit: Flag | null;
  default_varchar: string | null;
}

export interface SelfServiceConfigTable {
  account_id: number;
  user_id: number;
  self_service_config_option_type_id: number;
  self_service_config_option_bit: Flag | null;
  self_service_config_option_varchar: string | null;
  updated_at: Updated;
}

export interface CommunicationNotificationTypeTable {
  communication_notification_type_id: number;
  communication_notification_type_description: string;
  sort_order: number;
  default_email: Flag;
  default_text: Flag;
}

export interface CommunicationPreferenceTable {
  account_id: number;
  user_id: number;
  communication_notification_type_id: number;
  communication_preference_bit_email: Flag;
  communication_preference_bit_text: Flag;
  updated_at: Updated;
}

export interface CarrierTable {
  carrier_id: number;
  carrier_name: string;
  carrier_full_name: string;
}

export interface ProductTypeTable {
  product_type_id: number;
  product_type_name: string;
  product_type_desc: string;
}

export interface UserCarrierTable {
  account_id: number;
  user_carrier_id: Generated<number>;
  user_id: number;
  carrier_id: number;
  product_type_id: number;
  agent_writing_number: string;
  certification_year: number | null;
  record_num: number | null;
  created_at: Created;
}

export interface ProfileSettingsTables {
  self_service_config_option_type: SelfServiceConfigOptionTypeTable;
  self_service_config: SelfServiceConfigTable;
  communication_notification_type: CommunicationNotificationTypeTable;
  communication_preference: CommunicationPreferenceTable;
  carrier: CarrierTable;
  product_type: ProductTypeTable;
  user_carrier: UserCarrierTable;
}

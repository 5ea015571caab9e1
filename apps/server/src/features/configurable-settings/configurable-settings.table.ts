import type { ColumnType } from 'kysely';
import type { Flag, TableColumns } from '../../db/columns';

/** Self-service options and communication preferences with their catalogues (migration 0010). */

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

export interface ConfigurableSettingsTables {
  self_service_config_option_type: SelfServiceConfigOptionTypeTable;
  self_service_config: SelfServiceConfigTable;
  communication_notification_type: CommunicationNotificationTypeTable;
  communication_preference: CommunicationPreferenceTable;
}

export const configurableSettingsColumns: TableColumns<ConfigurableSettingsTables> = {
  self_service_config_option_type: {
    self_service_config_option_type_id: 'not null',
    self_service_config_option_type_name: 'not null',
    self_service_config_option_hierarchy_type_id: 'not null',
    default_bit: 'null',
    default_varchar: 'null',
  },
  self_service_config: {
    account_id: 'not null',
    user_id: 'not null',
    self_service_config_option_type_id: 'not null',
    self_service_config_option_bit: 'null',
    self_service_config_option_varchar: 'null',
    updated_at: 'not null',
  },
  communication_notification_type: {
    communication_notification_type_id: 'not null',
    communication_notification_type_description: 'not null',
    sort_order: 'not null',
    default_email: 'not null',
    default_text: 'not null',
  },
  communication_preference: {
    account_id: 'not null',
    user_id: 'not null',
    communication_notification_type_id: 'not null',
    communication_preference_bit_email: 'not null',
    communication_preference_bit_text: 'not null',
    updated_at: 'not null',
  },
};

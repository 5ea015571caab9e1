import type { DemoSeed } from '../../db/demo-seed';

/** demoagent's calendar (the Enhanced SOA scheduler URL). */
export const DEMO_SCHEDULER_URL = 'https://booking.example.com/marcus-bell';

/** demoagent's self-service options and communication preferences. */
export async function seedConfigurableSettingsDemoData({ trx, user }: DemoSeed): Promise<void> {
  const agent = user('demoagent');
  if (!agent) return;
  const { account_id, user_id } = agent;
  await trx
    .insertInto('self_service_config')
    .values([
      {
        account_id,
        user_id,
        self_service_config_option_type_id: 3,
        self_service_config_option_bit: '1',
        self_service_config_option_varchar: null,
      },
      {
        account_id,
        user_id,
        self_service_config_option_type_id: 4,
        self_service_config_option_bit: '0',
        self_service_config_option_varchar: null,
      },
      {
        account_id,
        user_id,
        self_service_config_option_type_id: 5,
        self_service_config_option_bit: '1',
        self_service_config_option_varchar: null,
      },
      {
        account_id,
        user_id,
        self_service_config_option_type_id: 6,
        self_service_config_option_bit: null,
        self_service_config_option_varchar: DEMO_SCHEDULER_URL,
      },
    ])
    .execute();
  await trx
    .insertInto('communication_preference')
    .values([
      {
        account_id,
        user_id,
        communication_notification_type_id: 1,
        communication_preference_bit_email: '1',
        communication_preference_bit_text: '1',
      },
      {
        account_id,
        user_id,
        communication_notification_type_id: 3,
        communication_preference_bit_email: '1',
        communication_preference_bit_text: '1',
      },
      {
        account_id,
        user_id,
        communication_notification_type_id: 6,
        communication_preference_bit_email: '0',
        communication_preference_bit_text: '0',
      },
    ])
    .execute();
}

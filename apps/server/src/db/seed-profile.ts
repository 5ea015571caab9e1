import type { Transaction } from 'kysely';
import type { DB } from './schema';

/**
 * Demo data of the user profile and configurable settings (migration 0010): a home address for
 * every demo user (the profile requires one), a mobile phone for demoagent (so texts can reach
 * them; demoagent2 has none, so texting is off for them), demoagent's self-service options and
 * communication preferences, and a few agent writing numbers. Plan years are the seeding year
 * and the next.
 */
export const DEMO_HOME_ADDRESSES: Record<string, { address1: string; city: string; state_id: string; zip: string; county: string; county_fips: string }> = {
  demoadmin: { address1: '233 S Wacker Dr', city: 'Chicago', state_id: 'IL', zip: '60601', county: 'Cook', county_fips: '17031' },
  demoagent: { address1: '2045 N Lincoln Ave', city: 'Chicago', state_id: 'IL', zip: '60614', county: 'Cook', county_fips: '17031' },
  demoagent2: { address1: '55 S Main St', city: 'Naperville', state_id: 'IL', zip: '60540', county: 'DuPage', county_fips: '17043' },
  otheradmin: { address1: '600 Congress Ave', city: 'Austin', state_id: 'TX', zip: '78701', county: 'Travis', county_fips: '48453' },
};

/** demoagent's calendar (the Enhanced SOA scheduler URL). */
export const DEMO_SCHEDULER_URL = 'https://booking.example.com/marcus-bell';

export async function seedProfileDemoData(trx: Transaction<DB>, now = new Date()): Promise<void> {
  const users = await trx.selectFrom('user_credentials').select(['login', 'user_id', 'account_id']).execute();
  const year = now.getUTCFullYear();

  for (const u of users) {
    const address = DEMO_HOME_ADDRESSES[u.login];
    if (address) await trx.insertInto('user_address').values({ account_id: u.account_id, user_id: u.user_id, address_type_id: 'Home', ...address, is_default: true }).execute();
  }

  const agent = users.find((u) => u.login === 'demoagent');
  if (agent) {
    const { account_id, user_id } = agent;
    await trx.insertInto('user_phone').values({ account_id, user_id, phone: '3125550111', phone_type: 'Mobile', is_default: false }).execute();
    await trx
      .insertInto('self_service_config')
      .values([
        { account_id, user_id, self_service_config_option_type_id: 3, self_service_config_option_bit: '1', self_service_config_option_varchar: null },
        { account_id, user_id, self_service_config_option_type_id: 4, self_service_config_option_bit: '0', self_service_config_option_varchar: null },
        { account_id, user_id, self_service_config_option_type_id: 5, self_service_config_option_bit: '1', self_service_config_option_varchar: null },
        { account_id, user_id, self_service_config_option_type_id: 6, self_service_config_option_bit: null, self_service_config_option_varchar: DEMO_SCHEDULER_URL },
      ])
      .execute();
    await trx
      .insertInto('communication_preference')
      .values([
        { account_id, user_id, communication_notification_type_id: 1, communication_preference_bit_email: '1', communication_preference_bit_text: '1' },
        { account_id, user_id, communication_notification_type_id: 3, communication_preference_bit_email: '1', communication_preference_bit_text: '1' },
        { account_id, user_id, communication_notification_type_id: 6, communication_preference_bit_email: '0', communication_preference_bit_text: '0' },
      ])
      .execute();
  }

  const writingNumbers: Record<string, Array<[carrier_id: number, product_type_id: number, number: string, year: number | null]>> = {
    demoagent: [
      [1, 8, 'HUM-448812', year],
      [2, 11, 'UHC-77120', year],
      [6, 9, 'MOO-3321', null],
      [1, 8, 'HUM-448812', year + 1],
    ],
    demoagent2: [
      [3, 8, 'AET-90211', year],
      [5, 11, 'WCR-5510', year],
    ],
    demoadmin: [[4, 9, 'CIG-10045', null]],
  };
  for (const u of users) {
    const rows = writingNumbers[u.login];
    if (!rows) continue;
    await trx
      .insertInto('user_carrier')
      .values(
        rows.map(([carrier_id, product_type_id, agent_writing_number, certification_year], i) => ({
          account_id: u.account_id,
          user_id: u.user_id,
          carrier_id,
          product_type_id,
          agent_writing_number,
          certification_year,
          record_num: i + 1,
        })),
      )
      .execute();
  }
}

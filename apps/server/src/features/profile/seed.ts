import type { DemoSeed } from '../../db/demo-seed';

/**
 * Demo data of the user profile: a home address for every demo user (the profile requires one), a
 * mobile phone for demoagent (so texts can reach them; demoagent2 has none, so texting is off for
 * them) and a few agent writing numbers. Plan years are the seeding year and the next.
 */
export const DEMO_HOME_ADDRESSES: Record<
  string,
  { address1: string; city: string; state_id: string; zip: string; county: string; county_fips: string }
> = {
  demoadmin: {
    address1: '233 S Wacker Dr',
    city: 'Chicago',
    state_id: 'IL',
    zip: '60601',
    county: 'Cook',
    county_fips: '17031',
  },
  demoagent: {
    address1: '2045 N Lincoln Ave',
    city: 'Chicago',
    state_id: 'IL',
    zip: '60614',
    county: 'Cook',
    county_fips: '17031',
  },
  demoagent2: {
    address1: '55 S Main St',
    city: 'Naperville',
    state_id: 'IL',
    zip: '60540',
    county: 'DuPage',
    county_fips: '17043',
  },
  otheradmin: {
    address1: '600 Congress Ave',
    city: 'Austin',
    state_id: 'TX',
    zip: '78701',
    county: 'Travis',
    county_fips: '48453',
  },
};

export async function seedProfileDemoData({ trx, now, users, user }: DemoSeed): Promise<void> {
  const year = now.getUTCFullYear();

  for (const u of users) {
    const address = DEMO_HOME_ADDRESSES[u.login];
    if (address)
      await trx
        .insertInto('user_address')
        .values({ account_id: u.account_id, user_id: u.user_id, address_type_id: 'Home', ...address, is_default: true })
        .execute();
  }

  const agent = user('demoagent');
  if (agent) {
    const { account_id, user_id } = agent;
    await trx
      .insertInto('user_phone')
      .values({ account_id, user_id, phone: '3125550111', phone_type: 'Mobile', is_default: false })
      .execute();
    await trx
      .insertInto('user_state_license')
      .values([
        { account_id, user_id, state_id: 'IL', license_number: '100234567' },
        { account_id, user_id, state_id: 'WI', license_number: '18845210' },
      ])
      .execute();
  }

  const writingNumbers: Record<
    string,
    Array<[carrier_id: number, product_type_id: number, number: string, year: number | null]>
  > = {
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

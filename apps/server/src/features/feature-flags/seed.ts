import type { DemoSeed } from '../../db/demo-seed';

/** Configurable settings are on for Demo Agency (the banner follows ENVIRONMENT: feature-flags/environment.ts). */
export async function seedFeatureFlagsDemoData({ trx, user }: DemoSeed): Promise<void> {
  const admin = user('demoadmin');
  if (admin && user('demoagent') && user('demoagent2')) {
    await trx
      .insertInto('feature_flag_override')
      .values({ account_id: admin.account_id, flag_name: 'configurable_settings', user_id: null, enabled: true })
      .execute();
  }
}

import { hashDemoPasswords, seedAccountsDemoData } from '../features/accounts/seed';
import { seedCalendarDemoData } from '../features/calendar/seed';
import { seedConfigurableSettingsDemoData } from '../features/configurable-settings/seed';
import { seedDialerDemoData } from '../features/dialer/seed';
import { seedFeatureFlagsDemoData } from '../features/feature-flags/seed';
import { seedSmsAccountsDemoData } from '../features/sms-accounts/seed';
import { seedLeadsDemoData } from '../features/leads/seed';
import { seedNoticesDemoData } from '../features/notices/seed';
import { seedOriginationDemoData } from '../features/origination/seed';
import { seedProfileDemoData } from '../features/profile/seed';
import { seedQuickLinksDemoData } from '../features/quick-links/seed';
import { seedReportsDemoData } from '../features/reports/seed';
import { seedSoaDemoData } from '../features/soa/seed';
import { seedSsoDemoData } from '../features/sso/seed';
import type { Database } from './database';
import { demoSeed, type DemoSeed } from './demo-seed';

export { DEMO_ACCOUNTS, DEMO_LOGINS } from '../features/accounts/seed';

/** Each feature's demo data, in this order, after the demo accounts and their users. */
const FEATURE_SEEDS: ReadonlyArray<(seed: DemoSeed) => Promise<void>> = [
  seedQuickLinksDemoData,
  seedLeadsDemoData,
  seedOriginationDemoData,
  seedNoticesDemoData,
  seedDialerDemoData,
  seedSsoDemoData,
  seedFeatureFlagsDemoData,
  seedProfileDemoData,
  seedConfigurableSettingsDemoData,
  seedCalendarDemoData,
  seedSoaDemoData,
  seedReportsDemoData,
  seedSmsAccountsDemoData,
];

/**
 * Seeds the demo data, in one transaction, when the database holds no account yet. Returns whether it
 * seeded. Runs under the migration lock, so of several processes starting together on one empty database
 * one seeds and the others find it seeded.
 */
export async function seedDemoData(database: Database, now = new Date()): Promise<boolean> {
  return database.withScriptLock(async () => {
    const existing = await database.db.selectFrom('account').select('account_id').limit(1).executeTakeFirst();
    if (existing) return false;
    const hashes = await hashDemoPasswords();
    await database.db.transaction().execute(async (trx) => {
      await seedAccountsDemoData(trx, hashes);
      const seed = await demoSeed(trx, now);
      for (const seedFeature of FEATURE_SEEDS) await seedFeature(seed);
    });
    return true;
  });
}

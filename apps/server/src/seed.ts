import { hashDemoPasswords, seedAccountsDemoData } from './features/account/seed';
import type { Database } from './db/database';
import { SERVER_FEATURES } from './registry';
import { demoSeed } from './db/demo-seed';

export { DEMO_ACCOUNTS, DEMO_LOGINS } from './features/account/seed';

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
      // Each feature's demo data, in the registry's order, after the demo accounts and their users.
      for (const feature of SERVER_FEATURES) await feature.seed?.(seed);
    });
    return true;
  });
}

import type { Database } from './database';

export const DEMO_ACCOUNTS = ['Demo Agency', 'Other Agency'] as const;

/** Seeds the demo data when the database holds no account yet. Returns whether it seeded. */
export async function seedDemoData(database: Database): Promise<boolean> {
  const existing = await database.db.selectFrom('account').select('account_id').limit(1).executeTakeFirst();
  if (existing) return false;
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('account')
      .values(DEMO_ACCOUNTS.map((account_name) => ({ account_name })))
      .execute();
  });
  return true;
}

/**
 * Staff activation of a self-registered user whose credentials were validated:
 *   pnpm --filter @meridian/server user:activate <login>
 * Uses DATABASE_URL or DATA_DIR like the server.
 */
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';

const login = process.argv[2];
if (!login) {
  console.error('Usage: user:activate <login>');
  process.exit(2);
}
const database = await openDatabase(loadConfig());
try {
  await migrate(database);
  const found = await database.db
    .selectFrom('user_credentials')
    .select(['account_id', 'user_id'])
    .where(sql<string>`lower(login)`, '=', login.toLowerCase())
    .executeTakeFirst();
  if (!found) {
    console.error(`No user signs in as ${login}.`);
    process.exitCode = 1;
  } else {
    await database.db
      .updateTable('app_user')
      .set({ active: '1', active_changed_date: sql`now()` })
      .where('account_id', '=', found.account_id)
      .where('user_id', '=', found.user_id)
      .execute();
    console.log(`${login} (user ${found.user_id}, account ${found.account_id}) is active.`);
  }
} finally {
  await database.close();
}

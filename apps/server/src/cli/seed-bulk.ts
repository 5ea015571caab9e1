/**
 * Fills a database with many leads for load tests (SQL generate_series, 100 000 rows a statement):
 *   pnpm --filter @meridian/server seed:bulk --leads 1000000 [--account "Demo Agency"]
 * Uses DATABASE_URL or DATA_DIR like the server; migrates and seeds the demo data first when
 * the database is empty. The leads go to the account's users and Unassigned.
 */
import { loadConfig } from '../config';
import { fillLeads } from '../features/leads';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { loadReferenceData } from '../reference-data';
import { seedDemoData } from '../seed';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return args[i]!.includes('=') ? args[i]!.split('=').slice(1).join('=') : args[i + 1];
}

const leads = Number((option('leads') ?? '').replaceAll('_', ''));
if (!Number.isInteger(leads) || leads <= 0) {
  console.error('Usage: seed:bulk --leads <count> [--account <account name>]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  await loadReferenceData(database);
  if (await seedDemoData(database)) console.log('Seeded the demo data.');
  console.log(
    `Adding ${leads.toLocaleString('en-US')} leads (${database.kind}${config.databaseUrl ? '' : `, ${config.dataDir}`})…`,
  );
  const result = await fillLeads(database, { leads, accountName: option('account'), log: (line) => console.log(line) });
  console.log(
    `Done: ${result.inserted.toLocaleString('en-US')} leads in account ${result.accountId} in ${result.seconds.toFixed(1)} s.`,
  );
} finally {
  await database.close();
}

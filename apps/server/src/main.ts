import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { loadReferenceData } from './db/reference-data';
import { DEMO_LOGINS, seedDemoData } from './db/seed';

const config = loadConfig();
const database = await openDatabase({
  ...config,
  statementTimeoutMs: config.dbStatementTimeoutMs,
  connectTimeoutMs: config.dbConnectTimeoutMs,
});
const applied = await migrate(database);
const referenceData = await loadReferenceData(database);
const seeded = config.seed === 'demo' ? await seedDemoData(database) : false;
const app = await buildApp({ config, database });
app.log.info({ db: database.kind, applied, referenceData, seeded }, 'database ready');

const address = await app.listen({ port: config.port, host: config.host });
const port = new URL(address).port;
// The start script and the e2e setup read this line to know where the server is.
console.log(`Meridian is running at http://localhost:${port}`);
if (config.seed === 'demo') {
  console.log('Demo logins (username / password):');
  for (const d of DEMO_LOGINS)
    console.log(`  ${d.login.padEnd(11)} ${d.password.padEnd(16)} ${d.role} at ${d.account}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Give in-flight requests a moment, but never hang a deploy or a test run.
    setTimeout(() => process.exit(0), 10_000).unref();
    void app.close().then(() => process.exit(0));
  });
}

import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { loadReferenceData } from './db/reference-data';
import { DEMO_LOGINS, seedDemoData } from './db/seed';
import { shutDown } from './http/shutdown';

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

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second signal (Ctrl-C again) does not wait.
    if (stopping) process.exit(1);
    stopping = true;
    // Drain, finish the requests in flight and release the jobs (src/http/shutdown.ts), but never hang a
    // deploy or a test run.
    setTimeout(() => {
      app.log.warn('shutdown took too long: exiting with requests or jobs unfinished');
      process.exit(1);
    }, config.shutdownDrainMs + config.shutdownTimeoutMs).unref();
    shutDown(app, { drainMs: config.shutdownDrainMs }).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

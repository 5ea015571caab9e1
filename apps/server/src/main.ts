import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { loadReferenceData } from './reference-data';
import { DEMO_LOGINS, seedDemoData } from './seed';
import { shutDown, startExitWatchdog, watchParent } from './http/shutdown';

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
/** Drains, finishes the requests in flight and releases the jobs (src/http/shutdown.ts), but never hangs. */
function stop(reason: string) {
  // A second signal (Ctrl-C again) does not wait.
  if (stopping) process.exit(1);
  stopping = true;
  const limit = config.shutdownDrainMs + config.shutdownTimeoutMs;
  // The exit is unconditional: a thread of its own kills the process a second after the limit, even if
  // the main thread is blocked (a write to a dead stdout); the main thread's timer exits first otherwise.
  startExitWatchdog(limit + 1_000);
  setTimeout(() => {
    app.log.warn('shutdown took too long: exiting with requests or jobs unfinished');
    process.exit(1);
  }, limit).unref();
  app.log.info({ reason }, 'stopping');
  shutDown(app, { drainMs: config.shutdownDrainMs }).then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
// The parent that started this process has gone (npm died before passing its SIGTERM on): stop too.
watchParent(() => stop('parent exited'), { enabled: process.env.EXIT_WITH_PARENT !== '0' });
// A closed stdout or stderr (the parent's pipe) must not crash or hang the way out.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

/**
 * Throughput of an authenticated `GET /api/user/{id}` next to an unauthenticated
 * `GET /api/health`, measured in the same process and run, printed as a ratio.
 *   pnpm --filter @meridian/server bench            (PGlite in a temp folder)
 *   BENCH_DB=postgres pnpm --filter @meridian/server bench   (a scratch database next to
 *     TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, dropped afterwards)
 * BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 10) tune the run.
 *
 * On a shared machine req/s swings with whatever else runs, so each line also prints the CPU time
 * spent per request: this process (server and load generator) and, on PostgreSQL, the database's
 * backends serving the scratch database (read from /proc, so only on Linux with access to them).
 */
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { loadReferenceData } from '../src/reference-data';
import { seedDemoData } from '../src/seed';
import { createTestDatabase } from '../test/harness';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const scratch = await createTestDatabase(kind);
const { database } = scratch;
const config = loadConfig({ DATA_DIR: scratch.dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
await migrate(database);
await loadReferenceData(database);
await seedDemoData(database);
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const signIn = await fetch(`${address}/auth/token`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ grant_type: 'password', username: 'demoagent', password: 'Demo#2026agent' }),
});
const tokens = (await signIn.json()) as { user_id: number; access_token: string };

/** CPU seconds used so far by the PostgreSQL backends connected to the scratch database, if readable. */
async function databaseCpuSeconds(): Promise<number | undefined> {
  if (database.kind !== 'postgres') return undefined;
  const { rows } = await sql<{
    pid: number;
  }>`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`.execute(database.db);
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised command) are utime and stime.
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return undefined;
    }
  }
  return ticks / 100;
}

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  const dbBefore = await databaseCpuSeconds();
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpu = process.cpuUsage(cpuBefore);
  const dbAfter = await databaseCpuSeconds();
  const ok = result['2xx'];
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const perRequest = (microseconds: number) => `${(microseconds / ok).toFixed(0)} µs`;
  const dbCpu = dbBefore !== undefined && dbAfter !== undefined ? `, db ${perRequest((dbAfter - dbBefore) * 1e6)}` : '';
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   (${ok} requests; CPU per request: node ${perRequest(cpu.user + cpu.system)}${dbCpu})`,
  );
  return result.requests.average;
}

console.log(
  `Meridian server benchmark — ${database.kind}, ${connections} connections, ${seconds} s each, Node ${process.version}`,
);
const health = await measure('GET /api/health (baseline)', `${address}/api/health`);
const user = await measure('GET /api/user/{id} (authenticated)', `${address}/api/user/${tokens.user_id}`, {
  authorization: `Bearer ${tokens.access_token}`,
});
console.log(`ratio authenticated user / health: ${(user / health).toFixed(2)}`);

await app.close();
await scratch.cleanup();

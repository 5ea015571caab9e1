// The faults a run can inject, mid-load, into the cluster of `npm run start:cluster` (its .cluster/state.json):
// a server process killed (SIGKILL) or stopped (SIGTERM) — the cluster's supervisor starts it again —,
// PostgreSQL restarted, or a table locked by a statement that sleeps.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../src/config';

export interface ClusterState {
  proxyUrl: string;
  statsUrl: string;
  databaseUrl: string;
  dbStatementTimeoutMs?: number;
  haproxy?: { pid?: number };
  servers: Array<{ index: number; port: number; pid?: number; ready: boolean; restarts: number }>;
}

export const clusterStatePath = path.join(repoRoot, '.cluster/state.json');

export function readClusterState(): ClusterState | undefined {
  if (!existsSync(clusterStatePath)) return undefined;
  return JSON.parse(readFileSync(clusterStatePath, 'utf8')) as ClusterState;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** HAProxy's view of server `index` (UP, DOWN, …) from its statistics CSV. */
async function proxyStatus(state: ClusterState, index: number): Promise<string | undefined> {
  try {
    const csv = await (await fetch(`${state.statsUrl};csv`, { signal: AbortSignal.timeout(2_000) })).text();
    const line = csv.split('\n').find((l) => l.startsWith(`servers,s${index},`));
    return line?.split(',')[17];
  } catch {
    return undefined;
  }
}

/** HAProxy's counters per server: requests, responses broken, retries, redispatches, 5xx answers. */
export async function proxyCounters(state: ClusterState | undefined): Promise<Map<string, Record<string, number>>> {
  const counters = new Map<string, Record<string, number>>();
  if (!state) return counters;
  try {
    const [header, ...lines] = (
      await (await fetch(`${state.statsUrl};csv`, { signal: AbortSignal.timeout(2_000) })).text()
    )
      .replace(/^# /, '')
      .trim()
      .split('\n')
      .map((line) => line.split(','));
    const column = (name: string) => header!.indexOf(name);
    for (const fields of lines) {
      if (fields[0] !== 'servers' || fields[1] === 'FRONTEND') continue;
      const value = (name: string) => Number(fields[column(name)] || 0);
      counters.set(fields[1]!, {
        requests: value('stot'),
        broken: value('eresp'),
        retried: value('wretr'),
        redispatched: value('wredis'),
        answered5xx: value('hrsp_5xx'),
      });
    }
  } catch {
    // no statistics: nothing to say
  }
  return counters;
}

/**
 * Sends `signal` to server 1 of the cluster, then waits (at most 60 s) until the supervisor has started it
 * again and HAProxy has it UP. Answers the milliseconds until then.
 */
export async function signalServer(
  signal: 'SIGKILL' | 'SIGTERM',
  log: (line: string) => void,
): Promise<{ back: boolean; ms: number }> {
  const before = readClusterState();
  const server = before?.servers[0];
  if (!before || !server?.pid)
    throw new Error(`No running cluster in ${clusterStatePath}: start it with npm run start:cluster`);
  const started = Date.now();
  process.kill(server.pid, signal);
  log(`${signal} sent to server ${server.index} (pid ${server.pid}, port ${server.port})`);
  while (Date.now() - started < 60_000) {
    await sleep(250);
    const now = readClusterState()?.servers[0];
    if (now?.pid && now.pid !== server.pid && now.ready && (await proxyStatus(before, server.index)) === 'UP') {
      const ms = Date.now() - started;
      log(`server ${server.index} is back (pid ${now.pid}) and UP in HAProxy after ${(ms / 1000).toFixed(1)} s`);
      return { back: true, ms };
    }
  }
  log(`server ${server.index} was not back within 60 s`);
  return { back: false, ms: Date.now() - started };
}

/** The Debian PostgreSQL cluster (version, name) that listens on the port of `databaseUrl`. */
export function postgresClusterOf(databaseUrl: string): { version: string; name: string } {
  const port = new URL(databaseUrl).port || '5432';
  const lines = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).trim().split('\n');
  for (const line of lines) {
    const [version, name, clusterPort] = line.trim().split(/\s+/);
    if (clusterPort === port && version && name) return { version, name };
  }
  throw new Error(`No PostgreSQL cluster of pg_lsclusters listens on port ${port}`);
}

/** Restarts the PostgreSQL cluster behind `databaseUrl` (pg_ctlcluster … restart: a fast shutdown, then a start). */
export async function restartPostgres(databaseUrl: string, log: (line: string) => void): Promise<{ ms: number }> {
  const { version, name } = postgresClusterOf(databaseUrl);
  log(`restarting PostgreSQL ${version}/${name} (pg_ctlcluster ${version} ${name} restart)…`);
  const started = Date.now();
  // Not execFileSync: the agents go on sending requests while PostgreSQL is down.
  await promisify(execFile)('pg_ctlcluster', [version, name, 'restart']);
  const ms = Date.now() - started;
  log(`PostgreSQL ${version}/${name} restarted in ${(ms / 1000).toFixed(1)} s`);
  return { ms };
}

/**
 * A statement that sleeps holding a lock every lead query needs: `LOCK TABLE lead IN ACCESS EXCLUSIVE
 * MODE` then `pg_sleep(seconds)` in one transaction, on a connection of its own — what a long maintenance
 * statement does to a busy table. Resolves when it has let go.
 */
export async function sleepHoldingLeads(databaseUrl: string, seconds: number, log: (line: string) => void) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('LOCK TABLE lead IN ACCESS EXCLUSIVE MODE');
    log(`lead table locked by a statement sleeping ${seconds} s`);
    await client.query('SELECT pg_sleep($1)', [seconds]);
    await client.query('ROLLBACK');
    log('lead table released');
  } finally {
    await client.end();
  }
}

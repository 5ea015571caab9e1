/**
 * The load and fault run against the cluster of `npm run start:cluster` (apps/server/README.md "Load and faults"):
 *
 *   npm run load -- --agents 200 --seconds 60                 the load alone
 *   npm run load -- --agents 200 --seconds 60 --kill          + one server process SIGKILLed mid-run (started again by the cluster)
 *   npm run load -- --agents 200 --seconds 60 --term          + one server process stopped gracefully (SIGTERM) mid-run
 *   npm run load -- --agents 200 --seconds 60 --db-restart    + PostgreSQL restarted mid-run (pg_ctlcluster … restart)
 *   npm run load -- --agents 200 --seconds 60 --slow-db       + the lead table locked by a sleeping statement mid-run
 *
 * Options: --think-ms 1000-3000 (pause between an agent's actions), --leads-per-agent 60, --fault-at <s>
 * (default a third of the run), --slow-seconds <s> (default the statement limit + 3 s), --timeout-ms 15000
 * (a request slower than that counts as a hang), --retries 3, --seed 1, --url and --database-url (default:
 * the cluster's, from .cluster/state.json), --jobs-wait-seconds 90.
 *
 * It creates the agents (loadagent0001…, password Load#2026agent) and their leads in Demo Agency when
 * missing, signs each in, runs the mix of mix.ts for the duration, prints per call the count, throughput,
 * p50, p99 and errors, then checks every acknowledged write in the database. Exit code 1 when a write was
 * lost, an answer broke the contract or was a 500, or (without a fault) any call failed.
 */
import os from 'node:os';
import { openDatabase } from '../src/db/database';
import { measureCpu } from './cpu';
import { ensureLoadAgents, signInAgent, type Agent } from './agents';
import {
  clusterStatePath,
  proxyCounters,
  readClusterState,
  restartPostgres,
  signalServer,
  sleepHoldingLeads,
} from './faults';
import { loadFetch, loadOwnLeads, runAgent, Writes, type MixContext } from './mix';
import { callTable, percentile, Stats, timelineLines } from './stats';
import { verifyWrites } from './verify';

type Fault = 'kill' | 'term' | 'db-restart' | 'slow-db' | undefined;

function parseArgs(argv: string[]) {
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument ${arg}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) flags.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      flags.set(name, next);
      i += 1;
    } else flags.set(name, true);
  }
  const number = (name: string, fallback: number) => {
    const raw = flags.get(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number, got ${String(raw)}`);
    return value;
  };
  const faults = (['kill', 'term', 'db-restart', 'slow-db'] as const).filter((f) => flags.has(f));
  if (faults.length > 1) throw new Error('Choose one fault: --kill, --term, --db-restart or --slow-db');
  const think = String(flags.get('think-ms') ?? '1000-3000')
    .split('-')
    .map(Number);
  if (think.length !== 2 || think.some((v) => !Number.isFinite(v)) || think[0]! > think[1]!)
    throw new Error('--think-ms is a range such as 1000-3000');
  const seconds = number('seconds', 10);
  return {
    agents: Math.max(1, Math.floor(number('agents', 20))),
    seconds,
    leadsPerAgent: Math.max(1, Math.floor(number('leads-per-agent', 60))),
    thinkMs: [think[0]!, think[1]!] as const,
    fault: faults[0] as Fault,
    faultAt: number('fault-at', seconds / 3),
    slowSeconds: flags.has('slow-seconds') ? number('slow-seconds', 0) : undefined,
    timeoutMs: number('timeout-ms', 15_000),
    retries: Math.floor(number('retries', 3)),
    seed: Math.floor(number('seed', 1)),
    url: flags.get('url') as string | undefined,
    databaseUrl: flags.get('database-url') as string | undefined,
    jobsWaitMs: number('jobs-wait-seconds', 90) * 1000,
  };
}

/** A small seeded generator (mulberry32), so a run's choices repeat with its --seed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function inBatches<T, R>(items: readonly T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const i = next;
        next += 1;
        results[i] = await fn(items[i]!);
      }
    }),
  );
  return results;
}

const options = parseArgs(process.argv.slice(2));
const log = (line: string) => console.log(`[load ${new Date().toISOString().slice(11, 19)}] ${line}`);
const cluster = readClusterState();
const baseUrl = options.url ?? cluster?.proxyUrl;
const databaseUrl = options.databaseUrl ?? cluster?.databaseUrl;
if (!baseUrl || !databaseUrl) {
  console.error(
    `No cluster found (${clusterStatePath}): start one with \`npm run start:cluster\`, or pass --url and --database-url.`,
  );
  process.exit(2);
}
if (options.fault && !cluster) {
  console.error('Fault runs act on the cluster of `npm run start:cluster`, which is not running.');
  process.exit(2);
}
const statementLimitMs = cluster?.dbStatementTimeoutMs ?? 10_000;

const database = await openDatabase({ databaseUrl, dataDir: os.tmpdir() });
const stats = new Stats();
const writes = new Writes();
const random = seeded(options.seed);
const fetch = loadFetch(stats, { timeoutMs: options.timeoutMs, retries: options.retries });

log(
  `${options.agents} agents, ${options.seconds} s, against ${baseUrl}${options.fault ? `, fault: --${options.fault}` : ''}`,
);
await ensureLoadAgents(database, options.agents, options.leadsPerAgent, log);
const started = Date.now();
const agents: Agent[] = await inBatches(
  Array.from({ length: options.agents }, (_, i) => i + 1),
  8,
  async (n) => {
    const agent = await signInAgent(baseUrl, n, fetch);
    await loadOwnLeads(agent);
    return agent;
  },
);
log(`${agents.length} agents signed in (${((Date.now() - started) / 1000).toFixed(1)} s)`);

const cores = os.cpus().length;
const cpu = measureCpu(cluster);
const proxyBefore = await proxyCounters(cluster);
const runStarted = performance.now();
const ctx: MixContext = {
  stats,
  writes,
  deadline: runStarted + options.seconds * 1000,
  thinkMs: options.thinkMs,
  random,
};
const marks: Array<{ at: number; what: string }> = [];
// The run's clock starts now (the sign-ins above are not measured).
stats.restart();

async function injectFault(): Promise<void> {
  if (!options.fault) return;
  await new Promise((resolve) => setTimeout(resolve, options.faultAt * 1000));
  const mark = (what: string) => marks.push({ at: stats.now(), what });
  if (options.fault === 'kill' || options.fault === 'term') {
    mark(options.fault === 'kill' ? 'SIGKILL server 1' : 'SIGTERM server 1');
    const { back } = await signalServer(options.fault === 'kill' ? 'SIGKILL' : 'SIGTERM', log);
    if (back) mark('server 1 back');
  } else if (options.fault === 'db-restart') {
    mark('PostgreSQL restart');
    await restartPostgres(databaseUrl!, log);
    mark('PostgreSQL up');
  } else {
    const seconds = options.slowSeconds ?? Math.ceil(statementLimitMs / 1000) + 3;
    mark(`lead table locked ${seconds} s`);
    await sleepHoldingLeads(databaseUrl!, seconds, log);
    mark('lead table released');
  }
}

const [faultOutcome] = await Promise.allSettled([injectFault(), ...agents.map((agent) => runAgent(agent, ctx))]);
const elapsed = (performance.now() - runStarted) / 1000;
const cpuLines = cpu.finish(readClusterState(), stats.totals().calls);
const proxyAfter = await proxyCounters(cluster);
if (faultOutcome.status === 'rejected') log(`the fault could not be injected: ${String(faultOutcome.reason)}`);

const { calls, errors, all, byFailure } = stats.totals();
console.log('');
console.log(
  `Meridian load — ${options.agents} agents, ${options.seconds} s (${elapsed.toFixed(1)} s with the last answers), a pause of ${options.thinkMs[0]}–${options.thinkMs[1]} ms between an agent's actions${options.fault ? `, fault --${options.fault} at ${options.faultAt.toFixed(1)} s` : ''}`,
);
console.log(
  `Machine: ${cores} cores shared by the server processes, PostgreSQL, HAProxy, this load generator and any other work (load average ${cpu.loadAverage.toFixed(1)} at the start); Node ${process.version}`,
);
for (const line of cpuLines) console.log(line);
console.log('');
for (const line of callTable(stats, elapsed)) console.log(line);
console.log('');
console.log(
  `throughput: ${(calls / elapsed).toFixed(1)} calls/s; p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms`,
);
console.log(
  `errors: ${errors}${errors ? ` (${[...byFailure].map(([f, n]) => `${n}×${f}`).join(', ')})` : ''}; client retries: ${stats.retries}${stats.retries ? ` of ${[...stats.retried].map(([f, n]) => `${n}×${f}`).join(', ')}` : ''} (${stats.retriedThenOk} calls then answered)`,
);
if (proxyAfter.size > 0) {
  const lines = [...proxyAfter].map(([name, after]) => {
    const before = proxyBefore.get(name) ?? {};
    const d = (key: string) => (after[key] ?? 0) - (before[key] ?? 0);
    return `${name === 'BACKEND' ? 'all' : name} ${d('requests')} requests, ${d('broken')} broken, ${d('retried')} retried, ${d('redispatched')} redispatched, ${d('answered5xx')} answered 5xx`;
  });
  console.log(`HAProxy: ${lines.join('; ')}`);
}
if (options.fault || options.seconds >= 20) {
  console.log('');
  console.log('timeline:');
  for (const line of timelineLines(stats, options.seconds >= 30 ? 5 : 2, marks)) console.log(line);
}

console.log('');
log('checking every acknowledged write in the database…');
const verification = await verifyWrites(database, writes, { waitForJobsMs: options.jobsWaitMs, log });
await database.close();
const lost = verification.saves.lost.length + verification.items.lost.length;
console.log(
  `lead saves acknowledged: ${writes.acknowledgedSaves} on ${verification.saves.acknowledged} leads (leads without their last acknowledged save: ${verification.saves.lost.length}); tasks and appointments acknowledged: ${verification.items.acknowledged} (lost: ${verification.items.lost.length})`,
);
console.log(
  `writes whose outcome the client never learned (failed, not retried, reported): ${writes.unacknowledgedSaves} saves, ${writes.unacknowledgedItems} creations`,
);
const r = verification.reminders;
console.log(
  `reminder jobs of ${r.appointments} appointments: ${r.done} done, ${r.unfinished} not finished, ${r.failed} failed; reminder notices missing: ${r.missingNotice}, more than one: ${r.duplicateNotice}`,
);
console.log(`acknowledged writes lost: ${lost}`);

const serverErrors = (byFailure.get('500') ?? 0) + (byFailure.get('shape') ?? 0);
const jobsWrong = r.unfinished + r.failed + r.missingNotice + r.duplicateNotice;
if (options.fault === 'db-restart' || options.fault === 'slow-db') {
  const expected = options.fault === 'db-restart' ? ['503'] : ['504', '503'];
  const unexpected = [...byFailure].filter(([f]) => !expected.includes(f));
  console.log(
    `failures while the database was ${options.fault === 'db-restart' ? 'down' : 'slow'}: ${expected.map((f) => `${byFailure.get(f) ?? 0}×${f}`).join(', ')}; any other failure (500, a hang, a broken answer): ${unexpected.reduce((n, [, c]) => n + c, 0)}`,
  );
  if (options.fault === 'slow-db') {
    console.log(
      `statement limit of the cluster: ${statementLimitMs} ms (DB_STATEMENT_TIMEOUT_MS); slowest answer of the run: ${Math.max(...all).toFixed(0)} ms`,
    );
  }
}
const failed = lost > 0 || serverErrors > 0 || jobsWrong > 0 || (!options.fault && errors > 0);
process.exit(failed ? 1 : 0);

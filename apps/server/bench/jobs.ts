/**
 * The durable job runner (src/jobs) on each engine, against a baseline measured in the same process on
 * the same database:
 *
 * - enqueue throughput: 5,000 `enqueueJob` calls one after another (each its own INSERT … ON CONFLICT
 *   … RETURNING), next to 5,000 plain one-row INSERTs into a table of the same shape;
 * - drain throughput: 5,000 jobs due at once, run by one runner (concurrency 4) with an empty handler:
 *   jobs finished per second (claim, lease, run, mark done);
 * - claim latency: 5,000 jobs due on a schedule (one every 4 ms, so 250 a second, below the drain rate),
 *   run by one runner (concurrency 4, polling every 10 ms); the latency of a job is handler start −
 *   run_at. Next to it, a plain primary-key SELECT round trip;
 * - bulk Enhanced SOA send: demoagent sends to 5,000 complete leads (`POST SelfServiceEmailControl/send`
 *   on the app, demo data), then one runner runs the bulk_soa_send job: emails queued per second (each
 *   an SOA, a client invite, an outbox row and its email job, a recipient row), checked one per lead.
 *
 *   pnpm --filter @meridian/server bench:jobs                   PGlite, and PostgreSQL when DATABASE_URL
 *                                                               (or TEST_DATABASE_URL) is set: a scratch
 *                                                               database next to it, dropped afterwards
 *   pnpm --filter @meridian/server bench:jobs --jobs 2000       fewer jobs
 *   pnpm --filter @meridian/server bench:jobs --only bulk-soa   only the bulk Enhanced SOA send
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import type { DB } from '../src/schema';
import { BULK_SOA_QUEUE, bulkSoaJobHandler } from '../src/features/soa';
import { createJobRunner, enqueueJob } from '../src/jobs';
import { createTestDatabase, DEMO, postAs, signIn, startTestServer } from '../test/harness';
import { makeSoaLeads } from '../test/soa-leads';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return args[i]!.includes('=') ? args[i]!.split('=').slice(1).join('=') : args[i + 1];
}

const JOBS = Number(option('jobs') ?? 5_000);
const SPACING_MS = 4;
const POLL_MS = 10;
const CONCURRENCY = 4;
const ONLY_BULK_SOA = option('only') === 'bulk-soa';

if (process.env.DATABASE_URL) process.env.TEST_DATABASE_URL ??= process.env.DATABASE_URL;
const engines: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const fixed = (n: number, digits = 2) => n.toFixed(digits);

async function enqueueThroughput(db: Kysely<DB>) {
  await sql`CREATE TABLE bench_plain (id bigserial PRIMARY KEY, queue text NOT NULL, account_id integer,
    dedupe_key text, payload jsonb NOT NULL)`.execute(db);
  let started = performance.now();
  for (let i = 0; i < JOBS; i += 1) {
    await sql`INSERT INTO bench_plain (queue, account_id, dedupe_key, payload)
      VALUES ('bench', 1, ${`k${i}`}, ${JSON.stringify({ i })})`.execute(db);
  }
  const plainPerSecond = JOBS / ((performance.now() - started) / 1000);
  started = performance.now();
  for (let i = 0; i < JOBS; i += 1) {
    await enqueueJob(db, { queue: 'bench-enqueue', accountId: 1, payload: { i }, dedupeKey: `k${i}` });
  }
  const jobsPerSecond = JOBS / ((performance.now() - started) / 1000);
  return { plainPerSecond, jobsPerSecond };
}

async function selectRoundTrip(db: Kysely<DB>) {
  const times: number[] = [];
  for (let i = 0; i < 2_000; i += 1) {
    const started = performance.now();
    await sql`SELECT id, payload FROM bench_plain WHERE id = ${1 + (i % JOBS)}`.execute(db);
    if (i >= 200) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function drainThroughput(db: Kysely<DB>) {
  for (let from = 0; from < JOBS; from += 1_000) {
    const rows = [];
    for (let i = from; i < Math.min(JOBS, from + 1_000); i += 1) {
      rows.push({ queue: 'bench-drain', account_id: 1, payload: JSON.stringify({ i }) });
    }
    await db.insertInto('job').values(rows).execute();
  }
  let ran = 0;
  const runner = createJobRunner(db, { concurrency: CONCURRENCY, handlers: { 'bench-drain': () => void (ran += 1) } });
  const started = performance.now();
  while ((await runner.runOnce()) > 0);
  const seconds = (performance.now() - started) / 1000;
  if (ran !== JOBS) throw new Error(`drained ${ran} of ${JOBS}`);
  return JOBS / seconds;
}

async function claimLatency(db: Kysely<DB>) {
  const start = Date.now() + 2_000;
  // Scheduled in bulk so that the schedule, not the insert, sets the pace.
  for (let from = 0; from < JOBS; from += 1_000) {
    const rows = [];
    for (let i = from; i < Math.min(JOBS, from + 1_000); i += 1) {
      rows.push({
        queue: 'bench-claim',
        account_id: 1,
        payload: JSON.stringify({ i }),
        run_at: new Date(start + i * SPACING_MS),
      });
    }
    await db.insertInto('job').values(rows).execute();
  }
  const latencies: number[] = [];
  let finished!: () => void;
  const allDone = new Promise<void>((resolve) => {
    finished = resolve;
  });
  const runner = createJobRunner(db, {
    concurrency: CONCURRENCY,
    pollMs: POLL_MS,
    handlers: {
      'bench-claim': ({ job }) => {
        latencies.push(Date.now() - job.run_at.getTime());
        if (latencies.length === JOBS) finished();
      },
    },
  });
  runner.start();
  await allDone;
  await runner.stop();
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies[latencies.length - 1]! };
}

/** A 5,000-lead (or --jobs) bulk Enhanced SOA send on a demo-seeded server: queueing it, and running its job. */
async function bulkSoaSend(kind: DatabaseKind) {
  const server = await startTestServer(kind, { RUN_JOBS: '0' });
  try {
    const db = server.database.db;
    const agent = await signIn(server.app, ...DEMO.agent);
    const { account_id: accountId } = await db
      .selectFrom('app_user')
      .select('account_id')
      .where('user_id', '=', agent.user_id)
      .executeTakeFirstOrThrow();
    const signature = (
      await postAs(server.app, agent.access_token, '/api/esignature/byName', { signature_name: 'Marcus Bell' })
    ).json() as { esignature_id: number };
    const leads = await makeSoaLeads(db, accountId, agent.user_id, JOBS, { tag: 'bench' });
    let started = performance.now();
    const answer = await postAs(server.app, agent.access_token, '/api/SelfServiceEmailControl/send', {
      self_service_email_requestor_user_id: agent.user_id,
      lead_id_list: leads,
      self_service_email_template_type_id: 5,
      esignature_id: signature.esignature_id,
      agent_custom_message: '',
    });
    const queuedMs = performance.now() - started;
    if (answer.statusCode !== 200 || !(answer.json() as { bulk_send_id?: number }).bulk_send_id)
      throw new Error(`the send answered ${answer.statusCode}: ${answer.body}`);
    const runner = createJobRunner(db, {
      handlers: { [BULK_SOA_QUEUE]: bulkSoaJobHandler(db, { publicUrl: 'https://meridian.example' }) },
    });
    started = performance.now();
    if ((await runner.runOnce()) !== 1) throw new Error('the bulk send job did not run');
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await sql<{ emails: string; addresses: string }>`
      SELECT count(*) AS emails, count(DISTINCT to_address) AS addresses FROM email_outbox
      WHERE kind = 'soa_enhanced_invite' AND to_address LIKE 'bench-%'`.execute(db);
    const emails = Number(rows[0]!.emails);
    if (emails !== JOBS || Number(rows[0]!.addresses) !== JOBS)
      throw new Error(`queued ${emails} emails to ${rows[0]!.addresses} addresses for ${JOBS} leads`);
    return { queuedMs, emailsPerSecond: emails / seconds, seconds };
  } finally {
    await server.close();
  }
}

console.log(
  `Meridian job runner benchmark — ${JOBS.toLocaleString('en-US')} jobs, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
);
for (const kind of engines) {
  const scratch = ONLY_BULK_SOA ? undefined : await createTestDatabase(kind);
  if (!scratch) console.log(`\n${kind}`);
  else
    try {
      await migrate(scratch.database);
      const db = scratch.database.db;
      const enqueue = await enqueueThroughput(db);
      const select = await selectRoundTrip(db);
      const drain = await drainThroughput(db);
      const claim = await claimLatency(db);
      console.log(`\n${kind}`);
      console.log(
        `  enqueue        ${fixed(enqueue.jobsPerSecond, 0).padStart(6)} jobs/s    plain INSERT ${fixed(enqueue.plainPerSecond, 0).padStart(6)} rows/s   ratio ${fixed(enqueue.jobsPerSecond / enqueue.plainPerSecond)}`,
      );
      console.log(
        `  drain          ${fixed(drain, 0).padStart(6)} jobs/s run to done (all due at once, concurrency ${CONCURRENCY})`,
      );
      console.log(
        `  claim latency  p50 ${fixed(claim.p50, 1)} ms  p99 ${fixed(claim.p99, 1)} ms  max ${fixed(claim.max, 0)} ms   (run_at → handler start; ${1000 / SPACING_MS} jobs/s due, poll ${POLL_MS} ms, concurrency ${CONCURRENCY})`,
      );
      console.log(
        `  baseline       pk SELECT round trip p50 ${fixed(select.p50, 3)} ms  p99 ${fixed(select.p99, 3)} ms   claim p50 = ${fixed(claim.p50 / select.p50, 0)}× a round trip`,
      );
    } finally {
      await scratch.cleanup();
    }
  const bulk = await bulkSoaSend(kind);
  console.log(
    `  bulk SOA send  ${fixed(bulk.emailsPerSecond, 0).padStart(6)} emails/s queued (${JOBS.toLocaleString('en-US')} leads in ${fixed(bulk.seconds, 1)} s, one job; the send request ${fixed(bulk.queuedMs, 0)} ms)`,
  );
}

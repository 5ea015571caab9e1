// The durable job runner (ARCHITECTURE.md, Runtime): claimed with FOR UPDATE SKIP LOCKED under a lease,
// retried with backoff, released on a graceful stop, progress and cancel per account. Time is passed in
// through `now`, never waited for.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import type { DB } from '../src/schema';
import { TenantGuardPlugin, tenantTables } from '../src/db/tenant-guard';
import { cancelJob, createJobRunner, enqueueJob, readJob, type JobHandler } from '../src/jobs';
import { EMAIL_QUEUE, enqueueEmail } from '../src/email/outbox';
import { backends, createTestDatabase, startTestServer, type TestDatabase, type TestServer } from './harness';
import { startSmtpSink } from './smtp-sink';

const ACCOUNT = 1;
const OTHER_ACCOUNT = 2;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe.each(backends)('given the job runner on %s', (kind) => {
  let scratch: TestDatabase;
  /** The database as the app sees it in tests: any unscoped query on a tenant table fails. */
  let db: Kysely<DB>;
  let queue: string;
  let counter = 0;

  beforeAll(async () => {
    scratch = await createTestDatabase(kind);
    await migrate(scratch.database);
    db = scratch.database.db.withPlugin(new TenantGuardPlugin(await tenantTables(scratch.database.db)));
  }, 120_000);

  afterAll(async () => {
    await scratch?.cleanup();
  });

  beforeEach(() => {
    // Each test has its own queue, so no runner sees another test's jobs.
    counter += 1;
    queue = `test-${counter}`;
  });

  const status = async (jobId: number) => (await readJob(db, ACCOUNT, jobId))?.status;

  it('when two runners claim at once then every job runs exactly once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 40; i += 1) ids.push(await enqueueJob(db, { queue, accountId: ACCOUNT, payload: { i } }));
    const ran: number[] = [];
    const handler: JobHandler = async ({ job }) => {
      ran.push(job.job_id);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const a = createJobRunner(db, { handlers: { [queue]: handler }, workerId: 'a', concurrency: 5 });
    const b = createJobRunner(db, { handlers: { [queue]: handler }, workerId: 'b', concurrency: 5 });
    for (;;) {
      const [x, y] = await Promise.all([a.runOnce(), b.runOnce()]);
      if (x + y === 0) break;
    }
    expect([...ran].sort((p, q) => p - q)).toEqual(ids);
    for (const id of ids) expect(await status(id)).toBe('done');
  });

  it('when a process holding a job stops answering then another takes it once the lease has run out', async () => {
    const t0 = Date.now() + 1_000;
    const id = await enqueueJob(db, { queue, accountId: ACCOUNT, payload: {} });
    const stuck = deferred();
    const started = deferred();
    let lostSignal: AbortSignal | undefined;
    const a = createJobRunner(db, {
      workerId: 'a',
      leaseMs: 30_000,
      now: () => new Date(t0),
      handlers: {
        [queue]: async ({ signal, setProgress }) => {
          lostSignal = signal;
          started.resolve();
          await stuck.promise;
          await setProgress(1, 1);
          return { by: 'a' };
        },
      },
    });
    const running = a.runOnce();
    await started.promise;
    expect(await status(id)).toBe('running');

    // Within the lease nobody else takes it.
    const early = createJobRunner(db, {
      workerId: 'b',
      now: () => new Date(t0 + 29_000),
      handlers: { [queue]: () => ({ by: 'b' }) },
    });
    expect(await early.runOnce()).toBe(0);

    const b = createJobRunner(db, {
      workerId: 'b',
      now: () => new Date(t0 + 31_000),
      handlers: { [queue]: () => ({ by: 'b' }) },
    });
    expect(await b.runOnce()).toBe(1);
    const taken = await readJob(db, ACCOUNT, id);
    expect(taken).toMatchObject({ status: 'done', attempts: 2, result: { by: 'b' }, locked_by: null });

    // The first process wakes up: it no longer holds the job, its outcome is not written.
    stuck.resolve();
    await running;
    expect(lostSignal?.aborted).toBe(true);
    expect(await readJob(db, ACCOUNT, id)).toMatchObject({ status: 'done', result: { by: 'b' } });
  });

  it('when a handler keeps failing then it is retried with growing delays and then failed', async () => {
    let t = Date.now() + 1_000;
    const id = await enqueueJob(db, { queue, accountId: ACCOUNT, payload: {}, maxAttempts: 3 });
    let calls = 0;
    const runner = createJobRunner(db, {
      now: () => new Date(t),
      handlers: {
        [queue]: () => {
          calls += 1;
          throw new Error(`refused ${calls}`);
        },
      },
    });
    expect(await runner.runOnce()).toBe(1);
    let job = await readJob(db, ACCOUNT, id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, last_error: 'refused 1' });
    expect(job!.run_at.getTime()).toBe(t + 5_000);
    expect(await runner.runOnce()).toBe(0);

    t += 5_000;
    expect(await runner.runOnce()).toBe(1);
    job = await readJob(db, ACCOUNT, id);
    expect(job).toMatchObject({ status: 'queued', attempts: 2, last_error: 'refused 2' });
    expect(job!.run_at.getTime()).toBe(t + 10_000);

    t += 9_999;
    expect(await runner.runOnce()).toBe(0);
    t += 1;
    expect(await runner.runOnce()).toBe(1);
    job = await readJob(db, ACCOUNT, id);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, last_error: 'refused 3', locked_by: null });
    expect(job!.finished_at?.getTime()).toBe(t);

    t += 3_600_000;
    expect(await runner.runOnce()).toBe(0);
    expect(calls).toBe(3);
  });

  it('when a job is enqueued twice with one dedupe key then the first job answers', async () => {
    const first = await enqueueJob(db, { queue, accountId: ACCOUNT, payload: { n: 1 }, dedupeKey: 'send-7' });
    const again = await db
      .transaction()
      .execute((trx) => enqueueJob(trx, { queue, accountId: ACCOUNT, payload: { n: 2 }, dedupeKey: 'send-7' }));
    expect(again).toBe(first);
    const elsewhere = await enqueueJob(db, {
      queue: `${queue}-b`,
      accountId: ACCOUNT,
      payload: {},
      dedupeKey: 'send-7',
    });
    expect(elsewhere).not.toBe(first);
    const payloads: unknown[] = [];
    const runner = createJobRunner(db, { handlers: { [queue]: ({ payload }) => void payloads.push(payload) } });
    expect(await runner.runOnce()).toBe(1);
    expect(payloads).toEqual([{ n: 1 }]);
  });

  it('when a handler reports progress then its account reads it while it runs, and the result after', async () => {
    const id = await enqueueJob(db, { queue, accountId: ACCOUNT, payload: { leads: 5 } });
    const halfway = deferred();
    const go = deferred();
    const runner = createJobRunner(db, {
      handlers: {
        [queue]: async ({ setProgress }) => {
          await setProgress(2, 5);
          halfway.resolve();
          await go.promise;
          await setProgress(5);
          return { sent: 5 };
        },
      },
    });
    const running = runner.runOnce();
    await halfway.promise;
    expect(await readJob(db, ACCOUNT, id)).toMatchObject({ status: 'running', progress_done: 2, progress_total: 5 });
    go.resolve();
    await running;
    expect(await readJob(db, ACCOUNT, id)).toMatchObject({
      status: 'done',
      progress_done: 5,
      progress_total: 5,
      result: { sent: 5 },
    });
  });

  it('when a job is cancelled then a queued one never runs and a running one stops at its next batch', async () => {
    const queued = await enqueueJob(db, { queue, accountId: ACCOUNT, payload: {} });
    expect(await cancelJob(db, ACCOUNT, queued)).toBe(true);
    const batches: number[] = [];
    const firstBatch = deferred();
    const go = deferred();
    const runner = createJobRunner(db, {
      handlers: {
        [queue]: async ({ setProgress, signal }) => {
          for (let batch = 1; batch <= 3; batch += 1) {
            signal.throwIfAborted();
            batches.push(batch);
            await setProgress(batch, 3);
            if (batch === 1) {
              firstBatch.resolve();
              await go.promise;
            }
          }
        },
      },
    });
    expect(await runner.runOnce()).toBe(0);
    expect(await status(queued)).toBe('cancelled');

    const running = await enqueueJob(db, { queue, accountId: ACCOUNT, payload: {} });
    const run = runner.runOnce();
    await firstBatch.promise;
    expect(await cancelJob(db, ACCOUNT, running)).toBe(true);
    go.resolve();
    await run;
    expect(batches).toEqual([1, 2]);
    expect(await readJob(db, ACCOUNT, running)).toMatchObject({ status: 'cancelled', progress_done: 1 });
    expect(await cancelJob(db, ACCOUNT, running)).toBe(false);
  });

  it('when the runner stops then in-flight handlers are aborted, waited for, and their jobs queued again', async () => {
    const polite = await enqueueJob(db, { queue, accountId: ACCOUNT, payload: { kind: 'polite' } });
    const stubborn = await enqueueJob(db, { queue, accountId: ACCOUNT, payload: { kind: 'stubborn' } });
    const started = new Set<string>();
    const bothStarted = deferred();
    const never = deferred();
    const handler: JobHandler<{ kind: string }> = async ({ payload, signal }) => {
      started.add(payload.kind);
      if (started.size === 2) bothStarted.resolve();
      if (payload.kind === 'stubborn') return never.promise;
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      signal.throwIfAborted();
    };
    const runner = createJobRunner(db, { handlers: { [queue]: handler }, pollMs: 20, stopTimeoutMs: 200 });
    runner.start();
    await bothStarted.promise;
    await runner.stop();
    for (const id of [polite, stubborn]) {
      expect(await readJob(db, ACCOUNT, id)).toMatchObject({ status: 'queued', attempts: 0, locked_by: null });
    }
    // Another process picks them up.
    const next = createJobRunner(db, { handlers: { [queue]: () => 'finished' } });
    expect(await next.runOnce()).toBe(2);
    expect(await status(polite)).toBe('done');
    expect(await status(stubborn)).toBe('done');
    never.resolve();
  });

  it('when another account reads or cancels a job then it is not found', async () => {
    const id = await enqueueJob(db, { queue, accountId: ACCOUNT, payload: {} });
    expect(await readJob(db, OTHER_ACCOUNT, id)).toBeUndefined();
    expect(await cancelJob(db, OTHER_ACCOUNT, id)).toBe(false);
    expect(await status(id)).toBe('queued');
  });
});

describe.each(backends)('given the app with SMTP_URL on %s', (kind) => {
  let server: TestServer;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    // RUN_JOBS=0: the test runs the app's runner itself, so nothing runs behind its back.
    server = await startTestServer(kind, { SMTP_URL: sink.url, RUN_JOBS: '0' });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('when an email is queued then the outbox row has an email job, and the app runner sends it once', async () => {
    const emailId = await server.database.db
      .transaction()
      .execute((trx) =>
        enqueueEmail(trx, { accountId: null, to: 'queue@example.com', subject: 'Queued', text: 'Hello', kind: 'test' }),
      );
    const job = await server.database.db
      .selectFrom('job')
      .selectAll()
      .where('queue', '=', EMAIL_QUEUE)
      .where('dedupe_key', '=', emailId)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'queued', payload: { email_id: emailId }, max_attempts: 10 });
    while ((await server.app.jobs.runOnce()) > 0);
    expect(sink.messages.filter((m) => m.to.some((to) => to.includes('queue@example.com')))).toHaveLength(1);
    const row = await server.database.db
      .selectFrom('email_outbox')
      .select(['sent_at', 'attempts'])
      .where('email_id', '=', emailId)
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(await server.app.jobs.runOnce()).toBe(0);
    expect(sink.messages.filter((m) => m.to.some((to) => to.includes('queue@example.com')))).toHaveLength(1);
  });
});

import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql, type Kysely, type UpdateObject } from 'kysely';
import type { DB } from '../schema';
import { withoutTenantGuard } from '../db/tenant-guard';
import { toJob, type Job } from './queue';

/** What a handler is given: the claimed job, its payload, a progress reporter and an abort signal. */
export interface JobContext<Payload = unknown> {
  job: Job;
  payload: Payload;
  /**
   * Records progress (readable by `readJob`) and renews the lease. When the job was cancelled (or its
   * lease was lost to another process) it aborts `signal`.
   */
  setProgress(done: number, total?: number): Promise<void>;
  /**
   * Aborted when the job is cancelled, when this process stops (reason `JobRunnerStopping`), or when
   * its lease was lost. A handler checks it between batches and stops by throwing (`signal.throwIfAborted()`);
   * a handler that returns normally has finished the job.
   */
  signal: AbortSignal;
}

/** Runs one job; what it answers is kept as the job's result. It must be safe to run again (at-least-once). */
export type JobHandler<Payload = unknown> = (context: JobContext<Payload>) => unknown;

/** Thrown by a handler for a failure that retrying cannot fix: the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** The abort reason of in-flight handlers when their process stops: the job goes back to the queue. */
export class JobRunnerStopping extends Error {
  constructor() {
    super('The job runner is stopping');
    this.name = 'JobRunnerStopping';
  }
}

/** The abort reason when the job was cancelled or another process holds it now. */
export class JobNoLongerHeld extends Error {
  constructor() {
    super('The job was cancelled or is no longer held by this process');
    this.name = 'JobNoLongerHeld';
  }
}

export interface JobRunnerLog {
  warn(obj: object, msg: string): void;
}

export interface JobRunnerOptions {
  handlers?: Record<string, JobHandler<never>>;
  /** Names this process in locked_by (default host:pid:random). */
  workerId?: string;
  /** Jobs run at once by this process (default 4). */
  concurrency?: number;
  /** Wait between polls when no job is due (default 1000 ms). */
  pollMs?: number;
  /** How long a claim holds a job before another process may take it (default 60 s); renewed while it runs. */
  leaseMs?: number;
  /** The clock, passed in so tests move time instead of waiting. */
  now?: () => Date;
  /** Delay before the next attempt after `attempts` failed ones (default 5 s × 2^(attempts−1), at most 1 h). */
  backoffMs?: (attempts: number) => number;
  /** How long `stop()` waits for in-flight handlers before releasing their jobs anyway (default 10 s). */
  stopTimeoutMs?: number;
  log?: JobRunnerLog;
}

export interface JobRunner {
  readonly workerId: string;
  /** Adds a queue's handler (a feature registers its own queue from its folder). */
  register<Payload>(queue: string, handler: JobHandler<Payload>): void;
  /** Claims the due jobs this runner has room for, runs them, and answers how many it ran. */
  runOnce(): Promise<number>;
  /** Polls and runs jobs until `stop()`. */
  start(): void;
  /** Stops claiming, aborts and waits for in-flight handlers, and puts the jobs it still holds back in the queue. */
  stop(): Promise<void>;
}

const REASON = 'the job runner claims and updates jobs of every account';
const SWEEP_EVERY_MS = 1_000;
const LEASE_LOST = 'The process running the last attempt stopped before finishing it.';

export function defaultBackoffMs(attempts: number): number {
  return Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempts - 1));
}

export function createJobRunner(db: Kysely<DB>, options: JobRunnerOptions = {}): JobRunner {
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const handlers = new Map<string, JobHandler<never>>(Object.entries(options.handlers ?? {}));
  /** Jobs this process holds, with the controller of each handler's signal. */
  const held = new Map<number, AbortController>();
  const inFlight = new Set<Promise<void>>();
  let loop: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;
  let lastSweep = -Infinity;

  const later = (ms: number) => new Date(now().getTime() + ms);
  const guarded = <T>(fn: () => Promise<T>) => withoutTenantGuard(REASON, fn);
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2_000);

  async function claim(limit: number): Promise<Job[]> {
    const queues = [...handlers.keys()];
    if (queues.length === 0 || limit <= 0) return [];
    const at = now();
    return guarded(async () => {
      // Jobs whose process died (lease run out) go back to the queue in their place, or fail when that
      // was their last attempt; looked for at most once a second (leases are far longer).
      if (at.getTime() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = at.getTime();
        await db
          .updateTable('job')
          .set({
            status: sql`CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END`,
            last_error: sql`CASE WHEN attempts >= max_attempts THEN ${LEASE_LOST} ELSE last_error END`,
            finished_at: sql`CASE WHEN attempts >= max_attempts THEN ${at}::timestamptz END`,
            locked_by: null,
            locked_until: null,
            updated_at: at,
          })
          .where('queue', 'in', queues)
          .where('status', '=', 'running')
          .where('locked_until', '<', at)
          .execute();
      }
      // One statement, so one short transaction: lock the due rows no other process has locked and
      // lease them to this one. Handlers run after it has committed.
      const rows = await db
        .updateTable('job')
        .set({
          status: 'running',
          locked_by: workerId,
          locked_until: new Date(at.getTime() + leaseMs),
          attempts: sql`attempts + 1`,
          updated_at: at,
        })
        .where('job_id', 'in', (eb) =>
          eb
            .selectFrom('job')
            .select('job_id')
            .where('queue', 'in', queues)
            .where('status', '=', 'queued')
            .where('run_at', '<=', at)
            .orderBy('run_at')
            .orderBy('job_id')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute();
      return rows.map(toJob).sort((a, b) => a.job_id - b.job_id);
    });
  }

  /** Renews the lease (and records progress); aborts the handler when the job is no longer ours. */
  async function renew(job: Job, controller: AbortController, progress?: { done: number; total?: number }) {
    const row = await guarded(() =>
      db
        .updateTable('job')
        .set({
          locked_until: later(leaseMs),
          updated_at: now(),
          ...(progress ? { progress_done: progress.done } : {}),
          ...(progress?.total !== undefined ? { progress_total: progress.total } : {}),
        })
        .where('job_id', '=', String(job.job_id))
        .where('status', '=', 'running')
        .where('locked_by', '=', workerId)
        .returning('job_id')
        .executeTakeFirst(),
    );
    if (!row && !controller.signal.aborted) controller.abort(new JobNoLongerHeld());
  }

  /** Writes the outcome, only while this process still holds the job (a cancel or a takeover wins). */
  function settle(job: Job, values: UpdateObject<DB, 'job'>) {
    return guarded(() =>
      db
        .updateTable('job')
        .set({ ...values, locked_by: null, locked_until: null, updated_at: now() })
        .where('job_id', '=', String(job.job_id))
        .where('status', '=', 'running')
        .where('locked_by', '=', workerId)
        .execute(),
    );
  }

  async function execute(job: Job): Promise<void> {
    const handler = handlers.get(job.queue);
    const controller = new AbortController();
    held.set(job.job_id, controller);
    const heartbeat = setInterval(
      () => {
        renew(job, controller).catch((error: unknown) =>
          options.log?.warn({ job_id: job.job_id, error: message(error) }, 'job lease not renewed'),
        );
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      if (!handler) throw new PermanentJobError(`No handler for queue ${job.queue}`);
      const result = await handler({
        job,
        payload: job.payload as never,
        signal: controller.signal,
        setProgress: (done, total) => renew(job, controller, total === undefined ? { done } : { done, total }),
      });
      clearInterval(heartbeat);
      await settle(job, {
        status: 'done',
        result: result === undefined ? null : JSON.stringify(result),
        last_error: null,
        finished_at: now(),
      });
    } catch (error) {
      clearInterval(heartbeat);
      const reason: unknown = controller.signal.aborted ? controller.signal.reason : undefined;
      if (reason instanceof JobNoLongerHeld) return;
      if (reason instanceof JobRunnerStopping) {
        await release(job.job_id);
        return;
      }
      const final = error instanceof PermanentJobError || job.attempts >= job.max_attempts;
      options.log?.warn({ job_id: job.job_id, queue: job.queue, error: message(error), final }, 'job attempt failed');
      await settle(
        job,
        final
          ? { status: 'failed', last_error: message(error), finished_at: now() }
          : { status: 'queued', last_error: message(error), run_at: later(backoffMs(job.attempts)) },
      );
    } finally {
      clearInterval(heartbeat);
      held.delete(job.job_id);
    }
  }

  /** Puts held jobs back in the queue, due now; a stop is not a failed attempt. */
  async function release(...jobIds: number[]) {
    if (jobIds.length === 0) return;
    await guarded(() =>
      db
        .updateTable('job')
        .set({
          status: 'queued',
          locked_by: null,
          locked_until: null,
          attempts: sql`greatest(attempts - 1, 0)`,
          run_at: now(),
          updated_at: now(),
        })
        .where(
          'job_id',
          'in',
          jobIds.map((id) => String(id)),
        )
        .where('status', '=', 'running')
        .where('locked_by', '=', workerId)
        .execute(),
    );
  }

  function track(job: Job): Promise<void> {
    const running = execute(job)
      .catch((error: unknown) =>
        options.log?.warn({ job_id: job.job_id, error: message(error) }, 'job outcome not recorded'),
      )
      .finally(() => {
        inFlight.delete(running);
        wake?.();
      });
    inFlight.add(running);
    return running;
  }

  async function runOnce(): Promise<number> {
    const jobs = await claim(concurrency - inFlight.size);
    await Promise.all(jobs.map(track));
    return jobs.length;
  }

  async function poll() {
    while (!stopping) {
      let claimed = 0;
      try {
        const jobs = await claim(concurrency - inFlight.size);
        claimed = jobs.length;
        for (const job of jobs) void track(job);
      } catch (error) {
        options.log?.warn({ error: message(error) }, 'jobs not claimed');
      }
      // More may be due right away while there is room; otherwise wait for a slot, a poll or stop().
      if (claimed > 0 && inFlight.size < concurrency) continue;
      if (stopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  return {
    workerId,
    register(queue, handler) {
      handlers.set(queue, handler as JobHandler<never>);
    },
    runOnce,
    start() {
      if (loop) return;
      stopping = false;
      loop = poll();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      loop = undefined;
      for (const controller of held.values()) controller.abort(new JobRunnerStopping());
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, stopTimeoutMs);
        }),
      ]);
      clearTimeout(timer);
      // Handlers that did not end in time: their jobs go back to the queue for another process.
      await release(...held.keys());
    },
  };
}

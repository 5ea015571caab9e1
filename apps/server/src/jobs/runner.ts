import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import type { Job } from './queue';
import { createJobStore, type JobStore } from './job-store';

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

const SWEEP_EVERY_MS = 1_000;

export function defaultBackoffMs(attempts: number): number {
  return Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempts - 1));
}

type Settings = Required<Omit<JobRunnerOptions, 'handlers' | 'log'>> & Pick<JobRunnerOptions, 'log'>;

function settingsOf(options: JobRunnerOptions): Settings {
  return {
    workerId: options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    concurrency: Math.max(1, options.concurrency ?? 4),
    pollMs: options.pollMs ?? 1_000,
    leaseMs: options.leaseMs ?? 60_000,
    now: options.now ?? (() => new Date()),
    backoffMs: options.backoffMs ?? defaultBackoffMs,
    stopTimeoutMs: options.stopTimeoutMs ?? 10_000,
    log: options.log,
  };
}

/** One runner's moving parts, shared by the steps below. */
interface Runner {
  settings: Settings;
  store: JobStore;
  handlers: Map<string, JobHandler<never>>;
  /** Jobs this process holds, with the controller of each handler's signal. */
  held: Map<number, AbortController>;
  inFlight: Set<Promise<void>>;
  loop?: Promise<void>;
  stopping: boolean;
  wake?: () => void;
  lastSweep: number;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2_000);
const later = (runner: Runner, ms: number) => new Date(runner.settings.now().getTime() + ms);

async function claim(runner: Runner, limit: number): Promise<Job[]> {
  const queues = [...runner.handlers.keys()];
  if (queues.length === 0 || limit <= 0) return [];
  const at = runner.settings.now();
  // Expired leases are looked for at most once a second (leases are far longer).
  if (at.getTime() - runner.lastSweep >= SWEEP_EVERY_MS) {
    runner.lastSweep = at.getTime();
    await runner.store.sweepExpired(queues, at);
  }
  return runner.store.claimDue(queues, limit, at);
}

/** Renews the lease (and records progress); aborts the handler when the job is no longer ours. */
async function renew(
  runner: Runner,
  job: Job,
  controller: AbortController,
  progress?: { done: number; total?: number },
) {
  const stillHeld = await runner.store.renew(job.job_id, progress);
  if (!stillHeld && !controller.signal.aborted) controller.abort(new JobNoLongerHeld());
}

function startHeartbeat(runner: Runner, job: Job, controller: AbortController): NodeJS.Timeout {
  const heartbeat = setInterval(
    () => {
      renew(runner, job, controller).catch((error: unknown) =>
        runner.settings.log?.warn({ job_id: job.job_id, error: message(error) }, 'job lease not renewed'),
      );
    },
    Math.max(50, Math.floor(runner.settings.leaseMs / 3)),
  );
  heartbeat.unref();
  return heartbeat;
}

async function runHandler(runner: Runner, job: Job, controller: AbortController): Promise<unknown> {
  const handler = runner.handlers.get(job.queue);
  if (!handler) throw new PermanentJobError(`No handler for queue ${job.queue}`);
  return handler({
    job,
    payload: job.payload as never,
    signal: controller.signal,
    setProgress: (done, total) => renew(runner, job, controller, total === undefined ? { done } : { done, total }),
  });
}

/** A failed attempt: nothing to write when the job was taken from us, back in the queue on stop, else retried or failed. */
async function recordFailure(runner: Runner, job: Job, controller: AbortController, error: unknown) {
  const reason: unknown = controller.signal.aborted ? controller.signal.reason : undefined;
  if (reason instanceof JobNoLongerHeld) return;
  if (reason instanceof JobRunnerStopping) {
    await runner.store.release([job.job_id]);
    return;
  }
  const final = error instanceof PermanentJobError || job.attempts >= job.max_attempts;
  runner.settings.log?.warn(
    { job_id: job.job_id, queue: job.queue, error: message(error), final },
    'job attempt failed',
  );
  await runner.store.settle(
    job.job_id,
    final
      ? { status: 'failed', last_error: message(error), finished_at: runner.settings.now() }
      : {
          status: 'queued',
          last_error: message(error),
          run_at: later(runner, runner.settings.backoffMs(job.attempts)),
        },
  );
}

async function execute(runner: Runner, job: Job): Promise<void> {
  const controller = new AbortController();
  runner.held.set(job.job_id, controller);
  const heartbeat = startHeartbeat(runner, job, controller);
  try {
    const result = await runHandler(runner, job, controller);
    clearInterval(heartbeat);
    // Written only while this process still holds the job (a cancel or a takeover wins).
    await runner.store.settle(job.job_id, {
      status: 'done',
      result: result === undefined ? null : JSON.stringify(result),
      last_error: null,
      finished_at: runner.settings.now(),
    });
  } catch (error) {
    clearInterval(heartbeat);
    await recordFailure(runner, job, controller, error);
  } finally {
    clearInterval(heartbeat);
    runner.held.delete(job.job_id);
  }
}

function track(runner: Runner, job: Job): Promise<void> {
  const running = execute(runner, job)
    .catch((error: unknown) =>
      runner.settings.log?.warn({ job_id: job.job_id, error: message(error) }, 'job outcome not recorded'),
    )
    .finally(() => {
      runner.inFlight.delete(running);
      runner.wake?.();
    });
  runner.inFlight.add(running);
  return running;
}

async function runOnce(runner: Runner): Promise<number> {
  const jobs = await claim(runner, runner.settings.concurrency - runner.inFlight.size);
  await Promise.all(jobs.map((job) => track(runner, job)));
  return jobs.length;
}

/** Waits for a free slot, the next poll or stop(). */
function nap(runner: Runner): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, runner.settings.pollMs);
    runner.wake = () => {
      clearTimeout(timer);
      resolve();
    };
  }).finally(() => {
    runner.wake = undefined;
  });
}

async function poll(runner: Runner) {
  const { concurrency, log } = runner.settings;
  while (!runner.stopping) {
    let claimed = 0;
    try {
      const jobs = await claim(runner, concurrency - runner.inFlight.size);
      claimed = jobs.length;
      for (const job of jobs) void track(runner, job);
    } catch (error) {
      log?.warn({ error: message(error) }, 'jobs not claimed');
    }
    // More may be due right away while there is room; otherwise wait.
    if (claimed > 0 && runner.inFlight.size < concurrency) continue;
    if (runner.stopping) break;
    await nap(runner);
  }
}

async function stop(runner: Runner): Promise<void> {
  runner.stopping = true;
  runner.wake?.();
  await runner.loop;
  runner.loop = undefined;
  for (const controller of runner.held.values()) controller.abort(new JobRunnerStopping());
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...runner.inFlight]),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, runner.settings.stopTimeoutMs);
    }),
  ]);
  clearTimeout(timer);
  // Handlers that did not end in time: their jobs go back to the queue for another process.
  await runner.store.release([...runner.held.keys()]);
}

export function createJobRunner(db: Kysely<DB>, options: JobRunnerOptions = {}): JobRunner {
  const settings = settingsOf(options);
  const runner: Runner = {
    settings,
    store: createJobStore(db, settings),
    handlers: new Map(Object.entries(options.handlers ?? {})),
    held: new Map(),
    inFlight: new Set(),
    stopping: false,
    lastSweep: -Infinity,
  };
  return {
    workerId: settings.workerId,
    register(queue, handler) {
      runner.handlers.set(queue, handler as JobHandler<never>);
    },
    runOnce: () => runOnce(runner),
    start() {
      if (runner.loop) return;
      runner.stopping = false;
      runner.loop = poll(runner);
    },
    stop: () => stop(runner),
  };
}

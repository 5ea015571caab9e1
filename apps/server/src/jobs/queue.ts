import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, JobStatus, JobTable } from '../schema';
import { withoutTenantGuard } from '../db/tenant-guard';

/** A job row as read back (job_id as a number: ids stay far below 2^53). */
export interface Job {
  job_id: number;
  queue: string;
  account_id: number | null;
  dedupe_key: string | null;
  payload: unknown;
  status: JobStatus;
  run_at: Date;
  attempts: number;
  max_attempts: number;
  locked_by: string | null;
  locked_until: Date | null;
  progress_done: number;
  progress_total: number | null;
  result: unknown;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

export function toJob(row: Selectable<JobTable>): Job {
  return { ...row, job_id: Number(row.job_id) };
}

export interface NewJob {
  queue: string;
  /** The account the job works for (null for platform work). */
  accountId: number | null;
  payload: unknown;
  /** Enqueueing again with the same key (in the same queue) answers the first job's id. */
  dedupeKey?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Attempts before the job is failed (default 5). */
  maxAttempts?: number;
}

/**
 * Queues a job, in the caller's transaction when given one (so the job exists only if the change that
 * asked for it commits). Idempotent on `dedupeKey`: the existing job's id is answered.
 */
export async function enqueueJob(db: Kysely<DB> | Transaction<DB>, job: NewJob): Promise<number> {
  // The job table is claimed across accounts; account_id only names the owner.
  return withoutTenantGuard('the job queue is one table for every account', async () => {
    const inserted = await db
      .insertInto('job')
      .values({
        queue: job.queue,
        account_id: job.accountId,
        dedupe_key: job.dedupeKey ?? null,
        payload: JSON.stringify(job.payload ?? {}),
        // The runner compares run_at with its own clock at millisecond precision: the database's now()
        // (microseconds) could be a fraction later than a claim made in the same millisecond, and the
        // job would wait for the next poll.
        run_at: job.runAt ?? new Date(),
        ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
      })
      .onConflict((oc) => oc.columns(['queue', 'dedupe_key']).where('dedupe_key', 'is not', null).doNothing())
      .returning('job_id')
      .executeTakeFirst();
    if (inserted) return Number(inserted.job_id);
    const existing = await db
      .selectFrom('job')
      .select('job_id')
      .where('queue', '=', job.queue)
      .where('dedupe_key', '=', job.dedupeKey ?? null)
      .executeTakeFirstOrThrow();
    return Number(existing.job_id);
  });
}

/** One account's job, for progress calls; another account's id reads as undefined (answer 404). */
export async function readJob(db: Kysely<DB>, accountId: number, jobId: number): Promise<Job | undefined> {
  const row = await db
    .selectFrom('job')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('job_id', '=', String(jobId))
    .executeTakeFirst();
  return row ? toJob(row) : undefined;
}

/**
 * Cancels one account's job that has not finished. A queued job is never claimed; a running one's
 * handler sees its `signal` aborted at the next lease renewal or progress report and stops between
 * batches. Answers whether the job was cancelled (false: unknown, another account's, or finished).
 */
export async function cancelJob(db: Kysely<DB>, accountId: number, jobId: number): Promise<boolean> {
  const result = await db
    .updateTable('job')
    .set({ status: 'cancelled', finished_at: sql`now()`, updated_at: sql`now()`, locked_until: null })
    .where('account_id', '=', accountId)
    .where('job_id', '=', String(jobId))
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

import { sql, type Kysely, type UpdateObject } from 'kysely';
import type { DB } from '../schema';
import { withoutTenantGuard } from '../db/tenant-guard';
import { toJob, type Job } from './queue';

const REASON = 'the job runner claims and updates jobs of every account';
const LEASE_LOST = 'The process running the last attempt stopped before finishing it.';

export interface JobStoreOptions {
  workerId: string;
  leaseMs: number;
  now: () => Date;
}

/** The job runner's statements on the `job` table; every write after the claim holds only while this worker holds the job. */
export interface JobStore {
  /** Jobs whose process died (lease run out) go back to the queue in their place, or fail when that was their last attempt. */
  sweepExpired(queues: string[], at: Date): Promise<void>;
  /** Locks up to `limit` due jobs no other process has locked and leases them to this worker. */
  claimDue(queues: string[], limit: number, at: Date): Promise<Job[]>;
  /** Renews the lease (and records progress); answers false when the job is no longer this worker's. */
  renew(jobId: number, progress?: { done: number; total?: number }): Promise<boolean>;
  /** Writes the outcome of an attempt and lets the job go. */
  settle(jobId: number, values: UpdateObject<DB, 'job'>): Promise<void>;
  /** Puts held jobs back in the queue, due now; a stop is not a failed attempt. */
  release(jobIds: number[]): Promise<void>;
}

export function createJobStore(db: Kysely<DB>, { workerId, leaseMs, now }: JobStoreOptions): JobStore {
  const guarded = <T>(fn: () => Promise<T>) => withoutTenantGuard(REASON, fn);
  const heldHere = (jobIds: number[]) =>
    db
      .updateTable('job')
      .where(
        'job_id',
        'in',
        jobIds.map((id) => String(id)),
      )
      .where('status', '=', 'running')
      .where('locked_by', '=', workerId);

  return {
    async sweepExpired(queues, at) {
      await guarded(() =>
        db
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
          .execute(),
      );
    },

    async claimDue(queues, limit, at) {
      // One statement, so one short transaction: lock the due rows no other process has locked and
      // lease them to this one. Handlers run after it has committed.
      const rows = await guarded(() =>
        db
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
          .execute(),
      );
      return rows.map(toJob).sort((a, b) => a.job_id - b.job_id);
    },

    async renew(jobId, progress) {
      const row = await guarded(() =>
        heldHere([jobId])
          .set({
            locked_until: new Date(now().getTime() + leaseMs),
            updated_at: now(),
            ...(progress ? { progress_done: progress.done } : {}),
            ...(progress?.total !== undefined ? { progress_total: progress.total } : {}),
          })
          .returning('job_id')
          .executeTakeFirst(),
      );
      return row !== undefined;
    },

    async settle(jobId, values) {
      await guarded(() =>
        heldHere([jobId])
          .set({ ...values, locked_by: null, locked_until: null, updated_at: now() })
          .execute(),
      );
    },

    async release(jobIds) {
      if (jobIds.length === 0) return;
      await guarded(() =>
        heldHere(jobIds)
          .set({
            status: 'queued',
            locked_by: null,
            locked_until: null,
            attempts: sql`greatest(attempts - 1, 0)`,
            run_at: now(),
            updated_at: now(),
          })
          .execute(),
      );
    },
  };
}

import type { ColumnType, Generated } from 'kysely';
import type { Created, Defaulted, TableColumns } from './columns';

/**
 * Tables of the platform rather than of one feature: the record of applied migrations (migrate.ts),
 * the shared rate-limit buckets (http/rate-limit.ts), the email outbox (email/), migration 0002
 * and 0003, and the durable jobs of every feature (jobs/), migration 0030.
 */
export interface SchemaMigrationTable {
  name: string;
  applied_at: Created;
}

export interface RateLimitTable {
  bucket: string;
  hits: number;
  window_start: Date;
}

export interface EmailOutboxTable {
  email_id: Generated<string>;
  account_id: number | null;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  kind: string;
  created_at: Created;
  sent_at: Date | null;
  attempts: Defaulted<number>;
  last_error: string | null;
}

/** The states of a job; the CHECK of job.status (migration 0030). */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A jsonb column that is never null, written as its JSON text and read back parsed. */
export type JobJson = ColumnType<object | string | number | boolean, string | undefined, string>;

export interface JobTable {
  /** bigserial: read as a string by node-postgres (int8). */
  job_id: Generated<string>;
  queue: string;
  account_id: number | null;
  dedupe_key: string | null;
  payload: JobJson;
  status: Defaulted<JobStatus>;
  run_at: Defaulted<Date>;
  attempts: Defaulted<number>;
  max_attempts: Defaulted<number>;
  locked_by: string | null;
  locked_until: Date | null;
  progress_done: Defaulted<number>;
  progress_total: number | null;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  last_error: string | null;
  created_at: Created;
  updated_at: Defaulted<Date>;
  finished_at: Date | null;
}

/** A creating call's answer kept under its Idempotency-Key for 24 hours (migration 0039; http/idempotency.ts). */
export interface IdempotencyKeyTable {
  account_id: number;
  user_id: number;
  idempotency_key: string;
  method: string;
  path: string;
  body_hash: string;
  locked_until: Date;
  status_code: number | null;
  response: string | null;
  created_at: Created;
}

export interface PlatformTables {
  schema_migration: SchemaMigrationTable;
  idempotency_key: IdempotencyKeyTable;
  rate_limit: RateLimitTable;
  email_outbox: EmailOutboxTable;
  job: JobTable;
}

export const platformColumns: TableColumns<PlatformTables> = {
  schema_migration: { name: 'not null', applied_at: 'not null' },
  idempotency_key: {
    account_id: 'not null',
    user_id: 'not null',
    idempotency_key: 'not null',
    method: 'not null',
    path: 'not null',
    body_hash: 'not null',
    locked_until: 'not null',
    status_code: 'null',
    response: 'null',
    created_at: 'not null',
  },
  rate_limit: { bucket: 'not null', hits: 'not null', window_start: 'not null' },
  email_outbox: {
    email_id: 'not null',
    account_id: 'null',
    to_address: 'not null',
    subject: 'not null',
    body_text: 'not null',
    body_html: 'null',
    kind: 'not null',
    created_at: 'not null',
    sent_at: 'null',
    attempts: 'not null',
    last_error: 'null',
  },
  job: {
    job_id: 'not null',
    queue: 'not null',
    account_id: 'null',
    dedupe_key: 'null',
    payload: 'not null',
    status: 'not null',
    run_at: 'not null',
    attempts: 'not null',
    max_attempts: 'not null',
    locked_by: 'null',
    locked_until: 'null',
    progress_done: 'not null',
    progress_total: 'null',
    result: 'null',
    last_error: 'null',
    created_at: 'not null',
    updated_at: 'not null',
    finished_at: 'null',
  },
};

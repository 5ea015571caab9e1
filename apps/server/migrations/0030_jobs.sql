-- Durable background jobs (ARCHITECTURE.md, Runtime): one table serves every feature's queue (email,
-- SOA reminders, bulk sends, imports, exports). Jobs are claimed with FOR UPDATE SKIP LOCKED and held
-- under a lease (locked_until): a process that dies while holding one loses it when the lease runs
-- out, and another process takes the job again. A platform table (test/distribution-keys.test.ts):
-- claimed across accounts, so it stays on the coordinator; account_id names the owner for readJob.
CREATE TABLE job (
  job_id         bigserial PRIMARY KEY,
  queue          text NOT NULL CHECK (length(queue) BETWEEN 1 AND 100),
  account_id     integer,
  dedupe_key     text CHECK (length(dedupe_key) BETWEEN 1 AND 300),
  payload        jsonb NOT NULL DEFAULT '{}'::jsonb,
  status         text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  run_at         timestamptz NOT NULL DEFAULT now(),
  attempts       integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts   integer NOT NULL DEFAULT 5 CHECK (max_attempts >= 1),
  locked_by      text,
  locked_until   timestamptz,
  progress_done  integer NOT NULL DEFAULT 0 CHECK (progress_done >= 0),
  progress_total integer CHECK (progress_total >= 0),
  result         jsonb,
  last_error     text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  finished_at    timestamptz
);

-- Enqueueing twice with one dedupe key answers the first job.
CREATE UNIQUE INDEX job_dedupe ON job (queue, dedupe_key) WHERE dedupe_key IS NOT NULL;
-- Claiming: due queued jobs in run_at order, and running jobs whose lease has run out.
CREATE INDEX job_due ON job (queue, run_at) WHERE status = 'queued';
CREATE INDEX job_lease ON job (locked_until) WHERE status = 'running';
-- Progress and history for one account (readJob).
CREATE INDEX job_account ON job (account_id, job_id);

-- Emails waiting in the outbox become jobs of the email queue (the outbox keeps their content).
INSERT INTO job (queue, account_id, dedupe_key, payload, max_attempts)
SELECT 'email', account_id, email_id::text, jsonb_build_object('email_id', email_id), 10
FROM email_outbox
WHERE sent_at IS NULL AND attempts < 10;

-- Safe retries (issue 29): a creating call sent with an `Idempotency-Key` header is answered once. The
-- first request claims the key (per user), runs, and stores its answer here; a repeat with the same method,
-- path and body gets the stored answer, a repeat with another body 422, a repeat while the first still runs
-- 409. Kept in the database so the claim holds across processes (the cluster) and restarts; a claim whose
-- process died (locked_until passed without an answer) is taken over. Rows live 24 hours.
CREATE TABLE idempotency_key (
  account_id      integer NOT NULL REFERENCES account (account_id),
  user_id         integer NOT NULL,
  idempotency_key text NOT NULL,
  method          text NOT NULL,
  path            text NOT NULL,
  body_hash       text NOT NULL,
  locked_until    timestamptz NOT NULL,
  status_code     smallint,
  response        text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, user_id, idempotency_key),
  FOREIGN KEY (account_id, user_id) REFERENCES app_user (account_id, user_id) ON DELETE CASCADE
);
CREATE INDEX idempotency_key_by_age ON idempotency_key (created_at);

-- Revocable invitation links (issue 12). An invitation link is a signed, expiring token; revoking
-- one records its sha256 here, and validateUrl and registration then refuse it with the
-- invalid-link message. A row is useless once `expires_at` has passed (the token is refused as
-- expired anyway), so old rows may be deleted.
CREATE TABLE registration_link_revocation (
  account_id integer NOT NULL REFERENCES account (account_id),
  token_hash text NOT NULL CHECK (length(token_hash) = 43),
  expires_at timestamptz NOT NULL,
  revoked_by integer NOT NULL,
  revoked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, token_hash),
  FOREIGN KEY (account_id, revoked_by) REFERENCES app_user (account_id, user_id)
);

-- Feature flags (spec 01 §6), keyed by user id or anonymous. A flag has a value for everyone
-- (what anonymous callers get); an account may override it, and a user of the account too.

CREATE TABLE feature_flag (
  flag_name   text PRIMARY KEY CHECK (flag_name ~ '^[a-z][a-z0-9_]{1,62}$'),
  description text NOT NULL,
  enabled     boolean NOT NULL DEFAULT false
);

CREATE TABLE feature_flag_override (
  account_id integer NOT NULL REFERENCES account (account_id),
  flag_name  text NOT NULL REFERENCES feature_flag (flag_name) ON DELETE CASCADE,
  -- NULL: every user of the account.
  user_id    integer,
  enabled    boolean NOT NULL,
  FOREIGN KEY (account_id, user_id) REFERENCES app_user (account_id, user_id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX feature_flag_override_key ON feature_flag_override (account_id, flag_name, coalesce(user_id, 0));

INSERT INTO feature_flag (flag_name, description, enabled) VALUES
  ('in_app_navigation', 'Navigates inside the app instead of reloading the page', true),
  ('configurable_settings', 'Shows Configurable Settings in the user menu', false),
  ('disable_bulk_soa_email', 'Turns off sending scope-of-appointment emails in bulk', false),
  ('disable_mapd_quote', 'Turns off Medicare Advantage and Part D quoting', false),
  ('disable_member_id_sync', 'Turns off member id synchronisation', false),
  ('environment_warning_banner', 'Shows the orange non-production banner', false);

-- The agent's state licenses get a screen (issue 29): a license may carry its expiration date, Expire sets it
-- to today, and an expired license stays on file until a new one for the state replaces it. Quoting and
-- enrollment read the licenses in force (no date, or a date today or later in Central Time).
ALTER TABLE user_state_license ADD COLUMN expiration_date date;
ALTER TABLE user_state_license ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

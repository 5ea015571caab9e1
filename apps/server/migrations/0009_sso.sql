-- Single sign-on hand-offs (spec 02 §2.8, §4.7, §7.3) and Plan Explorer (spec 01 §2, §6).
-- Plan Explorer shows for a user whose role holds plan_explorer, in an account that has a Plan
-- Explorer address (here, or the server's PLAN_EXPLORER_SSO_URL). The CMS check hands off to the
-- URL of its quick link, so it needs no column.

INSERT INTO permission (permission_name, description) VALUES
  ('plan_explorer', 'Opens Plan Explorer from the user menu through single sign-on');

-- Where the account's Plan Explorer hand-off goes (NULL: the server's default, if any).
ALTER TABLE account ADD COLUMN plan_explorer_sso_url text
  CHECK (plan_explorer_sso_url ~* '^https?://[^/?#[:space:]]+' AND length(plan_explorer_sso_url) <= 2000);

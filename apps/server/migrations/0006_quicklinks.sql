-- Quick links (spec 01 §3, §4, §6): System links are product-wide (a reference table); Account
-- (hierarchy 2) and User (hierarchy 3) links belong to an account. Both draw their ids from one
-- sequence, so an id names one link whichever table holds it. Whether a link is shown is kept
-- per user (display), and an account may hide a link for all its users (accountHide).

CREATE SEQUENCE quicklink_id_seq AS integer;

CREATE TABLE system_quicklink (
  quicklink_id    integer PRIMARY KEY DEFAULT nextval('quicklink_id_seq'),
  quicklink_title text NOT NULL CHECK (length(quicklink_title) BETWEEN 1 AND 100),
  quicklink_url   text NOT NULL CHECK (quicklink_url ~* '^https?://' AND length(quicklink_url) <= 207),
  sort_order      integer NOT NULL DEFAULT 0,
  active          char(1) NOT NULL DEFAULT '1' CHECK (active IN ('0', '1'))
);

CREATE TABLE quicklink (
  account_id      integer NOT NULL REFERENCES account (account_id),
  quicklink_id    integer NOT NULL DEFAULT nextval('quicklink_id_seq'),
  quicklink_hierarchy_type_id smallint NOT NULL CHECK (quicklink_hierarchy_type_id IN (2, 3)),
  -- The owner of a user link; NULL for account links.
  user_id         integer,
  quicklink_title text NOT NULL CHECK (length(quicklink_title) BETWEEN 1 AND 100),
  -- At most 200 as entered, plus the http:// a scheme-less URL gets.
  quicklink_url   text NOT NULL CHECK (quicklink_url ~* '^https?://' AND length(quicklink_url) <= 207),
  sort_order      integer NOT NULL DEFAULT 0,
  created_by_user_id integer,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, quicklink_id),
  FOREIGN KEY (account_id, user_id) REFERENCES app_user (account_id, user_id) ON DELETE CASCADE,
  CHECK ((quicklink_hierarchy_type_id = 3) = (user_id IS NOT NULL))
);
CREATE INDEX quicklink_owner ON quicklink (account_id, user_id);

CREATE TABLE user_quicklink_display (
  account_id   integer NOT NULL,
  user_id      integer NOT NULL,
  quicklink_id integer NOT NULL,
  display      char(1) NOT NULL CHECK (display IN ('0', '1')),
  PRIMARY KEY (account_id, user_id, quicklink_id),
  FOREIGN KEY (account_id, user_id) REFERENCES app_user (account_id, user_id) ON DELETE CASCADE
);

CREATE TABLE account_quicklink_display (
  account_id   integer NOT NULL REFERENCES account (account_id),
  quicklink_id integer NOT NULL,
  display      char(1) NOT NULL CHECK (display IN ('0', '1')),
  PRIMARY KEY (account_id, quicklink_id)
);

-- Where the Target Leads single sign-on hands off to (NULL: the account has no Target Leads).
ALTER TABLE account ADD COLUMN target_leads_sso_url text CHECK (target_leads_sso_url ~* '^https://');

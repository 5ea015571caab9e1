-- The user's own profile and configurable settings (spec 02 §2.9, §2.13, §3.5, §3.8, §3.9):
-- self-service options, communication preferences, and agent writing numbers with the carrier
-- and product type reference data they name. Tenant rows carry account_id in their keys.

-- Self-service option types (spec 02 §3.8): 3 reminder emails, 4 personal information update,
-- 5 enhanced SOA acknowledged, 6 agent calendar URL. Every option is kept per user here, so
-- each reports hierarchy type '3' (the spec names '3' for 5 and 6).
CREATE TABLE self_service_config_option_type (
  self_service_config_option_type_id           smallint PRIMARY KEY,
  self_service_config_option_type_name         text NOT NULL,
  self_service_config_option_hierarchy_type_id varchar(2) NOT NULL,
  -- What a user who never saved the option gets.
  default_bit                                  char(1) CHECK (default_bit IN ('0', '1')),
  default_varchar                              text
);

INSERT INTO self_service_config_option_type VALUES
  (3, 'Send reminder emails', '3', '1', NULL),
  (4, 'Allow personal information update', '3', '1', NULL),
  (5, 'Enhanced SOA acknowledged', '3', '0', NULL),
  (6, 'Agent calendar URL', '3', NULL, '');

CREATE TABLE self_service_config (
  account_id                         integer NOT NULL,
  user_id                            integer NOT NULL,
  self_service_config_option_type_id smallint NOT NULL REFERENCES self_service_config_option_type,
  self_service_config_option_bit     char(1) CHECK (self_service_config_option_bit IN ('0', '1')),
  self_service_config_option_varchar text CHECK (length(self_service_config_option_varchar) <= 500),
  updated_at                         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, user_id, self_service_config_option_type_id),
  FOREIGN KEY (account_id, user_id) REFERENCES app_user (account_id, user_id) ON DELETE CASCADE
);

-- What a user can be told about, by email and by text (spec 02 §3.9).
CREATE TABLE communication_notification_type (
  communication_notification_type_id          smallint PRIMARY KEY,
  communication_notification_type_description text NOT NULL,
  sort_order                                  smallint NOT NULL,
  default_email                               char(1) NOT NULL CHECK (default_email IN ('0', '1')),
  default_text                                char(1) NOT NULL CHECK (default_text IN ('0', '1'))
);

INSERT INTO communication_notification_type VALUES
  (1, 'Appointment reminders', 1, '1', '0'),
  (2, 'Task reminders', 2, '1', '0'),
  (3, 'New lead assigned to me', 3, '1', '0'),
  (4, 'Scope of Appointment signed by a client', 4, '1', '0'),
  (5, 'Client updated their personal information', 5, '1', '0'),
  (6, 'Important notices', 6, '1', '0');

CREATE TABLE communication_preference (
  account_id                         integer NOT NULL,
  user_id                            integer NOT NULL,
  communication_notification_type_id smallint NOT NULL REFERENCES communication_notification_type,
  communication_preference_bit_email char(1) NOT NULL CHECK (communication_preference_bit_email IN ('0', '1')),
  communication_preference_bit_text  char(1) NOT NULL CHECK (communication_preference_bit_text IN ('0', '1')),
  updated_at                         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, user_id, communication_notification_type_id),
  FOREIGN KEY (account_id, user_id) REFERENCES app_user (account_id, user_id) ON DELETE CASCADE
);

-- Carriers and product types are product-wide reference tables.
CREATE TABLE carrier (
  carrier_id        integer PRIMARY KEY,
  carrier_name      text NOT NULL UNIQUE,
  carrier_full_name text NOT NULL
);

INSERT INTO carrier VALUES
  (1, 'Humana', 'Humana Inc.'),
  (2, 'UnitedHealthcare', 'UnitedHealthcare Insurance Company'),
  (3, 'Aetna', 'Aetna Medicare'),
  (4, 'Cigna', 'Cigna Healthcare'),
  (5, 'Wellcare', 'Wellcare Health Plans'),
  (6, 'Mutual of Omaha', 'Mutual of Omaha Insurance Company'),
  (7, 'Blue Cross Blue Shield', 'Blue Cross Blue Shield Association');

-- The ids of @meridian/domain's PRODUCT_TYPE_IDS.
CREATE TABLE product_type (
  product_type_id   smallint PRIMARY KEY,
  product_type_name text NOT NULL,
  product_type_desc text NOT NULL
);

INSERT INTO product_type VALUES
  (2, 'Dental', 'Dental insurance'),
  (3, 'Final Expense', 'Final expense life insurance'),
  (4, 'Medical', 'Major medical insurance'),
  (5, 'Life', 'Life insurance'),
  (6, 'Long Term Care', 'Long-term care insurance'),
  (8, 'Medicare Advantage', 'Medicare Advantage (Part C)'),
  (9, 'Medicare Supplement', 'Medicare Supplement (Medigap)'),
  (10, 'Other', 'Other products'),
  (11, 'Medicare Part D', 'Medicare prescription drug plan'),
  (15, 'Travel', 'Travel insurance'),
  (17, 'Hospital Indemnity', 'Hospital indemnity insurance'),
  (254, 'Health', 'Health insurance');

-- Agent writing numbers (user carriers). One number per carrier, product type and plan year.
CREATE TABLE user_carrier (
  account_id           integer NOT NULL,
  user_carrier_id      integer GENERATED BY DEFAULT AS IDENTITY,
  user_id              integer NOT NULL,
  carrier_id           integer NOT NULL REFERENCES carrier,
  product_type_id      smallint NOT NULL REFERENCES product_type,
  agent_writing_number text NOT NULL CHECK (length(agent_writing_number) BETWEEN 1 AND 50),
  certification_year   smallint,
  record_num           integer,
  created_at           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, user_carrier_id),
  FOREIGN KEY (account_id, user_id) REFERENCES app_user (account_id, user_id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX user_carrier_unique ON user_carrier (account_id, user_id, carrier_id, product_type_id, coalesce(certification_year, 0));

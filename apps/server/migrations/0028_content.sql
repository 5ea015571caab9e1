-- The content pages (issue 15; spec 01 §2 forms/{tabName}, help, privacy_policy). Their text is product
-- reference data: written by the content seed (features/content/seed.ts) after the migrations and
-- refreshed when the shipped content changes (reference_data row 'content'), never compiled into code.

-- The documents agents hand clients, by product line (the Forms page's tabs). These are Meridian's own,
-- for every account (no account_id: a reference table). An agency's own uploads, when administration
-- lands, go in a tenant table keyed (account_id, form_document_id) drawing its ids from the same
-- sequence, so an id names one document whichever table holds it (as quick links do, 0006).
CREATE SEQUENCE form_document_id_seq AS integer;

CREATE TABLE form_document (
  form_document_id integer PRIMARY KEY DEFAULT nextval('form_document_id_seq'),
  -- The seed's stable name for the row (updates find it by this).
  slug         text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  product_line text NOT NULL CHECK (product_line IN ('medicare', 'final-expense', 'life', 'ancillary')),
  title        text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  summary      text NOT NULL DEFAULT '',
  -- Sanitized HTML (DOMPurify when written).
  html         text NOT NULL,
  -- Title, summary and body as lower-case plain text: what the search reads.
  search_text  text NOT NULL,
  sort_order   integer NOT NULL DEFAULT 0,
  active       char(1) NOT NULL DEFAULT '1' CHECK (active IN ('0', '1')),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_document_line ON form_document (product_line, sort_order);

-- How-to articles, one or more per feature of the product.
CREATE TABLE help_article (
  slug        text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  topic       text NOT NULL,
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  summary     text NOT NULL DEFAULT '',
  html        text NOT NULL,
  search_text text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  active      char(1) NOT NULL DEFAULT '1' CHECK (active IN ('0', '1')),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- The privacy policy, versioned like the user agreement (0003): at most one current version.
CREATE TABLE privacy_policy (
  version      text PRIMARY KEY,
  html         text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  current      boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX privacy_policy_current ON privacy_policy (current) WHERE current;

import type { Generated } from 'kysely';
import type { Created, Defaulted, TableColumns } from './columns';

/**
 * Tables of the platform rather than of one feature: the record of applied migrations (migrate.ts),
 * the shared rate-limit buckets (http/rate-limit.ts) and the email outbox (email/), migration 0002
 * and 0003.
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

export interface PlatformTables {
  schema_migration: SchemaMigrationTable;
  rate_limit: RateLimitTable;
  email_outbox: EmailOutboxTable;
}

export const platformColumns: TableColumns<PlatformTables> = {
  schema_migration: { name: 'not null', applied_at: 'not null' },
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
};

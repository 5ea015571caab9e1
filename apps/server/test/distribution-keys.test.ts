// Issue 18 ("distribution past one database machine"): the schema distributes by account_id on Citus
// only if every tenant table carries account_id in its primary key, in each unique key and in each
// foreign key to another tenant table (docs/scale-out.md). This reads the migrated catalogue.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { tenantTables } from '../src/db/tenant-guard';
import { backends, createTestDatabase, type TestDatabase } from './harness';

/**
 * Tables that carry account_id but are keyed by a credential or a token, because they are read before
 * the account is known (sign-in, refresh, the email queue claimed across accounts). They stay on the
 * coordinator, not distributed (docs/scale-out.md, "Platform tables"); a new table joins this list
 * only by a deliberate edit.
 */
const PLATFORM_TABLES = [
  'email_outbox',
  // The durable jobs (migration 0030): every process's runner claims due jobs of all accounts with
  // FOR UPDATE SKIP LOCKED, so the queue is one table on the coordinator; account_id only names the owner.
  'job',
  'refresh_token',
  'sign_in_audit',
  'token_family',
  'user_credentials',
];
/** Product-wide reference tables without account_id (the effective-dated SOA rules of migration 0031). */
const REFERENCE_TABLES = ['soa_rule'];

interface KeyRow {
  table_name: string;
  constraint_name: string;
  /** p primary key, u unique constraint, f foreign key, i unique index (which may hold expressions). */
  kind: 'p' | 'u' | 'f' | 'i';
  columns: string[];
  referenced: string | null;
}

describe.each(backends)('given the migrated schema on %s', (kind) => {
  let scratch: TestDatabase;
  let tenant: Set<string>;
  let keys: KeyRow[];
  let distributed: Set<string>;

  beforeAll(async () => {
    scratch = await createTestDatabase(kind);
    await migrate(scratch.database);
    tenant = new Set(await tenantTables(scratch.database.db));
    const { rows } = await sql<KeyRow>`
      SELECT rel.relname AS table_name, con.conname AS constraint_name, con.contype AS kind,
             array(SELECT att.attname::text FROM unnest(con.conkey) AS k(n)
                   JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = k.n) AS columns,
             ref.relname AS referenced
      FROM pg_constraint con
      JOIN pg_class rel ON rel.oid = con.conrelid
      JOIN pg_namespace ns ON ns.oid = rel.relnamespace
      LEFT JOIN pg_class ref ON ref.oid = con.confrelid
      WHERE ns.nspname = 'public' AND con.contype IN ('p', 'u', 'f')
      UNION ALL
      SELECT rel.relname, idx.relname, 'i',
             array(SELECT att.attname::text FROM unnest(ix.indkey::int2[]) AS k(n)
                   JOIN pg_attribute att ON att.attrelid = ix.indrelid AND att.attnum = k.n),
             NULL
      FROM pg_index ix
      JOIN pg_class rel ON rel.oid = ix.indrelid
      JOIN pg_class idx ON idx.oid = ix.indexrelid
      JOIN pg_namespace ns ON ns.oid = rel.relnamespace
      WHERE ns.nspname = 'public' AND ix.indisunique AND NOT ix.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = ix.indexrelid)`.execute(scratch.database.db);
    keys = rows;
    distributed = new Set([...tenant].filter((table) => !PLATFORM_TABLES.includes(table)));
  }, 120_000);

  afterAll(async () => {
    await scratch?.cleanup();
  });

  it('when the tenant tables are listed then the lead record is among them and every platform table is one', () => {
    expect(tenant.size).toBeGreaterThan(30);
    expect(tenant.has('lead')).toBe(true);
    expect(PLATFORM_TABLES.filter((table) => !tenant.has(table))).toEqual([]);
  });

  it('when the reference tables are listed then none carries account_id (they are replicated, not distributed)', () => {
    expect(REFERENCE_TABLES.filter((table) => tenant.has(table))).toEqual([]);
    expect(tenant.has('soa') && tenant.has('client_invite') && tenant.has('esignature')).toBe(true);
  });

  it('when each distributed table is read then its primary key (or, without one, a unique index) holds account_id', () => {
    const missing = [...distributed].filter(
      (table) =>
        !keys.some(
          (k) =>
            k.table_name === table &&
            (k.kind === 'p' || (k.kind === 'i' && !keys.some((p) => p.table_name === table && p.kind === 'p'))) &&
            k.columns.includes('account_id'),
        ),
    );
    expect(missing).toEqual([]);
  });

  it('when a platform table is read then its primary key does not hold account_id (else it belongs with the distributed tables)', () => {
    const keyed = PLATFORM_TABLES.filter((table) =>
      keys.some((k) => k.table_name === table && k.kind === 'p' && k.columns.includes('account_id')),
    );
    expect(keyed).toEqual([]);
  });

  it('when a distributed table has a unique key or unique index then it holds account_id', () => {
    const unscoped = keys
      .filter(
        (k) => (k.kind === 'u' || k.kind === 'i') && distributed.has(k.table_name) && !k.columns.includes('account_id'),
      )
      .map((k) => `${k.table_name}.${k.constraint_name} (${k.columns.join(', ')})`);
    expect(unscoped).toEqual([]);
  });

  it('when a tenant table refers to another tenant table then the foreign key holds account_id', () => {
    const unscoped = keys
      .filter((k) => k.kind === 'f' && tenant.has(k.table_name) && k.referenced !== null && tenant.has(k.referenced))
      .filter((k) => !k.columns.includes('account_id'))
      .map((k) => `${k.table_name}.${k.constraint_name} → ${k.referenced} (${k.columns.join(', ')})`);
    expect(unscoped).toEqual([]);
  });
});

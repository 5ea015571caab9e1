// analyzeGrownTables (src/db/statistics.ts): the bulk writers' stand-in for autovacuum's ANALYZE, which
// PGlite does not have. A table is analyzed the first time, and again once it has about doubled.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../src/schema';
import { analyzeGrownTables } from '../src/db/statistics';
import { backends, createTestDatabase, type TestDatabase } from './harness';

describe.each(backends)('given a table the planner has no statistics for, on %s', (kind) => {
  let scratch: TestDatabase;
  // A scratch table of this test, named as the schema's tables are.
  const probe = 'statistics_probe' as keyof DB & string;
  const insert = (rows: number) =>
    sql`INSERT INTO statistics_probe (n) SELECT g FROM generate_series(1, ${rows}) AS g`.execute(scratch.database.db);
  // PostgreSQL reports a backend's row counts to the statistics a little later; this reports them now.
  const report = () => sql`SELECT pg_stat_force_next_flush()`.execute(scratch.database.db);
  const analyzed = async () => {
    const { rows } = await sql<{ reltuples: number }>`
      SELECT reltuples FROM pg_class WHERE relname = 'statistics_probe'`.execute(scratch.database.db);
    return Number(rows[0]!.reltuples);
  };

  beforeAll(async () => {
    scratch = await createTestDatabase(kind);
    // Autovacuum (PostgreSQL) must not analyze it behind the test's back.
    await sql`CREATE TABLE statistics_probe (n integer) WITH (autovacuum_enabled = false)`.execute(scratch.database.db);
    await insert(40);
    await report();
  });
  afterAll(async () => {
    await scratch?.cleanup();
  });

  it('when asked first then the table is analyzed; when nothing changed since then it is not', async () => {
    expect(await analyzed()).toBeLessThan(0);
    expect(await analyzeGrownTables(scratch.database.db, [probe], { minChanged: 10 })).toEqual([probe]);
    expect(await analyzed()).toBe(40);
    expect(await analyzeGrownTables(scratch.database.db, [probe], { minChanged: 10 })).toEqual([]);
  });

  it('when fewer rows than it had are written then it is not analyzed again; when more are then it is', async () => {
    await insert(30);
    await report();
    expect(await analyzeGrownTables(scratch.database.db, [probe], { minChanged: 10 })).toEqual([]);
    await insert(30);
    await report();
    expect(await analyzeGrownTables(scratch.database.db, [probe], { minChanged: 10 })).toEqual([probe]);
    expect(await analyzed()).toBe(100);
  });

  it('when a name is not one of the tables then it is left alone', async () => {
    expect(await analyzeGrownTables(scratch.database.db, ['no_such_table' as keyof DB & string])).toEqual([]);
  });
});

import type { TableMetadata } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Nullability } from '../src/db/columns';
import { migrate } from '../src/db/migrate';
import { DB_COLUMNS } from '../src/schema';
import { backends, createTestDatabase, type TestDatabase } from './harness';

/**
 * The hand-kept table types (features/<feature>/<feature>.table.ts) against the migrated database.
 * Types do not exist at run time, so each feature also exports its tables' columns with their
 * nullability (`TableColumns<…>`), which the compiler holds to the interfaces: exactly their keys,
 * 'null' iff the type admits null. This test holds that description to the database.
 */
describe.each(backends)('given the migrated schema on %s', (kind) => {
  let scratch: TestDatabase;
  let tables: Map<string, TableMetadata>;

  beforeAll(async () => {
    scratch = await createTestDatabase(kind);
    await migrate(scratch.database);
    const all = await scratch.database.db.introspection.getTables();
    tables = new Map(all.filter((t) => t.schema === 'public' && !t.isView).map((t) => [t.name, t]));
  }, 120_000);

  afterAll(async () => {
    await scratch?.cleanup();
  });

  it('when the tables are listed then every table has a table type and every table type a table', () => {
    expect([...tables.keys()].sort()).toEqual(Object.keys(DB_COLUMNS).sort());
  });

  it.each(Object.entries(DB_COLUMNS))(
    'when the columns of %s are read then their names and nullability are those of its table type',
    (table, columns) => {
      const found = tables.get(table);
      expect(found, `table ${table}`).toBeDefined();
      const actual: Record<string, Nullability> = Object.fromEntries(
        found!.columns.map((c) => [c.name, c.isNullable ? 'null' : 'not null']),
      );
      expect(actual).toEqual(columns);
    },
  );
});

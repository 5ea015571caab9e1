import type { ColumnType, Generated } from 'kysely';

/** Table types for Kysely. Each migration that adds a table adds its type here. */
export interface AccountTable {
  account_id: Generated<number>;
  account_name: string;
  created_at: ColumnType<Date, never, never>;
}

export interface SchemaMigrationTable {
  name: string;
  applied_at: ColumnType<Date, never, never>;
}

export interface DB {
  account: AccountTable;
  schema_migration: SchemaMigrationTable;
}

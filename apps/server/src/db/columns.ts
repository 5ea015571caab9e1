import type { ColumnType, SelectType } from 'kysely';

/** Column types shared by the table types (`<feature>.table.ts`). */
export type Flag = '0' | '1';
/** Set by the database on insert and never written. */
export type Created = ColumnType<Date, never, never>;
/** Has a database default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Whether a column may hold null, as the database reports it (`information_schema` / `db.introspection`). */
export type Nullability = 'null' | 'not null';

/** A table type's columns at run time: exactly its keys, each 'null' iff the column's selected type includes null. */
export type Columns<Table> = {
  [Column in keyof Table]-?: null extends SelectType<Table[Column]> ? 'null' : 'not null';
};

/**
 * The runtime description of a group of tables (`{ table_name: TableType }`). Each feature writes one
 * for its tables; the compiler holds it to the interfaces and a test holds it to the database, so the
 * hand-kept table types cannot drift from the migrations.
 */
export type TableColumns<Tables> = { [Table in keyof Tables]-?: Columns<Tables[Table]> };

import type { InsertObject, Kysely, TableExpressionOrList, Transaction } from 'kysely';
import type { DB } from '../schema';

/** The tables whose rows belong to one account: every one has an `account_id` column. */
export type TenantTable = {
  [K in keyof DB & string]: DB[K] extends { account_id: unknown } ? K : never;
}[keyof DB & string];

/** A tenant table, optionally aliased (`'lead as l'`). */
export type TenantFrom = TenantTable | `${TenantTable} as ${string}`;

/**
 * A row of a tenant table without its account: `tenant().insertInto` supplies it. Values may be
 * expressions (a subquery scoped to the same account, say), as in Kysely's own `values()`.
 */
export type TenantInsert<T extends TenantTable> = Omit<InsertObject<DB, T>, 'account_id'>;

// Only for the types of Kysely's builders (never read at run time).
declare const _kysely: Kysely<DB>;
type SelectFrom<TE extends TableExpressionOrList<DB, never>> = ReturnType<typeof _kysely.selectFrom<TE>>;
type UpdateTable<TE extends TableExpressionOrList<DB, never>> = ReturnType<typeof _kysely.updateTable<TE>>;
type DeleteFrom<TE extends TableExpressionOrList<DB, never>> = ReturnType<typeof _kysely.deleteFrom<TE>>;
type InsertInto<T extends TenantTable> = ReturnType<ReturnType<typeof _kysely.insertInto<T>>['values']>;

/** The caller's account: a principal, or anything else naming one account. */
export interface TenantOwner {
  account_id: number;
}

/** `'lead as l'` → `l.account_id`; `'lead'` → `lead.account_id`. */
function accountColumn(from: string): string {
  const [table, alias] = from.split(/\s+as\s+/);
  return `${(alias ?? table!).trim()}.account_id`;
}

/**
 * The one way to reach a tenant table: every select, update and delete it starts is scoped to the
 * owner's `account_id`, and every insert carries it. Joins and subqueries scope themselves (join on
 * `account_id`); the tenant guard plugin (src/db/tenant-guard.ts) fails any that does not, in tests.
 */
export function tenant(db: Kysely<DB> | Transaction<DB>, owner: TenantOwner) {
  const accountId = owner.account_id;
  return {
    accountId,
    /** The unscoped handle, for joins' own scoping and tables that belong to no account. */
    db,
    selectFrom<TE extends TenantFrom>(from: TE): SelectFrom<TE> {
      const query = db.selectFrom(from as TenantTable) as unknown as {
        where(column: string, op: '=', value: number): unknown;
      };
      return query.where(accountColumn(from), '=', accountId) as SelectFrom<TE>;
    },
    updateTable<TE extends TenantFrom>(table: TE): UpdateTable<TE> {
      const query = db.updateTable(table as TenantTable) as unknown as {
        where(column: string, op: '=', value: number): unknown;
      };
      return query.where(accountColumn(table), '=', accountId) as UpdateTable<TE>;
    },
    deleteFrom<TE extends TenantFrom>(table: TE): DeleteFrom<TE> {
      const query = db.deleteFrom(table as TenantTable) as unknown as {
        where(column: string, op: '=', value: number): unknown;
      };
      return query.where(accountColumn(table), '=', accountId) as DeleteFrom<TE>;
    },
    insertInto<T extends TenantTable>(table: T, rows: TenantInsert<T> | readonly TenantInsert<T>[]): InsertInto<T> {
      const owned = (Array.isArray(rows) ? rows : [rows]).map((row) => ({ ...row, account_id: accountId }));
      const query = db.insertInto(table) as unknown as { values(rows: unknown): unknown };
      return query.values(owned) as InsertInto<T>;
    },
  };
}

export type Tenant = ReturnType<typeof tenant>;

// Planner statistics for tables a bulk writer grows (the lead import). PGlite has no autovacuum, so
// a table it never analyzed keeps no statistics at all, and PostgreSQL's autovacuum analyzes a
// growing table only now and then, after the fact. Without statistics the planner cannot tell
// `account_id = $1` (one account: every row) from a primary-key lookup, and it may choose an index
// that starts with account_id and filter the rest. The foreign-key checks are planned once per
// connection and kept: planned that way on a small table, each check then reads every row of the
// account, so a bulk insert slows down as the table grows (measured: the import's contact inserts,
// 95 ms a batch of 500 at first and 970 ms by 10,000 leads, through `lead_drug_list_updated`).
// ANALYZE gives the planner the statistics and drops the plans made without them.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../schema';

/**
 * Analyzes those of `tables` that have never been analyzed, or that have had more rows written
 * since their last analysis than they had then (at least `minChanged`): the first time a bulk writer
 * touches a table, then each time it has about doubled. Tables another process is analyzing are
 * skipped (they are being done). Answers the tables analyzed.
 */
export async function analyzeGrownTables(
  db: Kysely<DB> | Transaction<DB>,
  tables: readonly (keyof DB & string)[],
  { minChanged = 1_000 }: { minChanged?: number } = {},
): Promise<string[]> {
  const { rows } = await sql<{ relname: string }>`
    SELECT s.relname FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = current_schema() AND s.relname = ANY(${tables}::text[])
      AND (c.reltuples < 0 OR (s.last_analyze IS NULL AND s.last_autoanalyze IS NULL)
        OR s.n_mod_since_analyze > greatest(${minChanged}, c.reltuples))
    ORDER BY s.relname`.execute(db);
  const grown = rows.map((r) => r.relname).filter((name) => tables.includes(name as keyof DB & string));
  if (grown.length === 0) return [];
  // The names come from `tables` (the schema's own table names), never from a request.
  await sql`ANALYZE (SKIP_LOCKED) ${sql.join(grown.map((name) => sql.id(name)))}`.execute(db);
  return grown;
}

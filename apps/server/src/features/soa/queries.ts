// What the SOA repositories share: the handle they query through (the app's database or a caller's
// transaction) and how their rows spell dates and instants.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../schema';

export type Db = Kysely<DB> | Transaction<DB>;

/** A date column as MM/DD/YYYY (null stays null). */
export const usDate = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'MM/DD/YYYY')`;

/** An instant as ISO 8601 (null stays null). */
export const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CompiledQuery, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../schema';

export type DatabaseKind = 'pglite' | 'postgres';

/** One database, whichever engine runs it: Kysely for queries, plus raw scripts for migrations. */
export interface Database {
  kind: DatabaseKind;
  db: Kysely<DB>;
  /**
   * Runs `fn` holding a database-wide lock (PostgreSQL advisory lock), handing it a function
   * that executes a multi-statement script as one implicit transaction.
   */
  withScriptLock<T>(fn: (execScript: (script: string) => Promise<void>) => Promise<T>): Promise<T>;
  /**
   * Runs a statement prepared once per connection and executed by name afterwards, so the
   * database plans it once instead of on every call. For small hot statements whose plan does not
   * depend on the values (primary-key lookups): planning is most of their cost.
   */
  prepared<R>(statement: PreparedStatement, values: readonly unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

/** A statement for `Database.prepared`: a name unique among prepared statements and its SQL with $1… parameters. */
export interface PreparedStatement {
  name: string;
  text: string;
}

/** Each open database by its Kysely instance (see `runPrepared`). */
const databaseByKysely = new WeakMap<Kysely<DB>, Database>();

/**
 * Runs `statement` prepared (`Database.prepared`) when `db` is an open database's own Kysely instance,
 * and as an ordinary query otherwise (a transaction, a test's instance): code that holds only a
 * Kysely handle can still use a prepared statement on its hot path.
 */
export async function runPrepared<R>(
  db: Kysely<DB>,
  statement: PreparedStatement,
  values: readonly unknown[],
): Promise<R[]> {
  const database = databaseByKysely.get(db);
  if (database) return database.prepared<R>(statement, values);
  return (await db.executeQuery<R>(CompiledQuery.raw(statement.text, [...values]))).rows;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /**
   * PostgreSQL: the `statement_timeout` of every connection in milliseconds (0 or unset: none). A statement
   * that runs longer, waiting for a lock included, fails with SQLSTATE 57014; the script lock (migrations)
   * runs without it.
   */
  statementTimeoutMs?: number;
  /** PostgreSQL: the longest a query waits for a pool connection (or a new connection to open), in milliseconds. */
  connectTimeoutMs?: number;
}

/** Arbitrary constant that names the migration lock among advisory locks. */
const MIGRATION_LOCK_KEY = 724_113_001;

/**
 * Lets `runPrepared` on another Kysely handle of the same database (one with a plugin, such as the
 * tests' tenant guard) use the database's prepared statements. Prepared statements are raw SQL: each
 * names its `account_id` itself.
 */
export function bindKysely(db: Kysely<DB>, database: Database): void {
  databaseByKysely.set(db, database);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options)
    : await openPglite(options.dataDir);
  databaseByKysely.set(database.db, database);
  return database;
}

/**
 * A value as an SQL literal, for the few places that cannot bind parameters: finite numbers, booleans,
 * null and strings (quotes doubled, which is complete with standard_conforming_strings, the default).
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  throw new TypeError(`Cannot write ${typeof value} as an SQL literal`);
}

async function openPglite(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  // Extensions that indexes use must be loaded on every open, not only when they were created.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: client }) });
  // One connection: each statement is prepared (SQL PREPARE) the first time it is used.
  const preparing = new Map<string, Promise<unknown>>();
  return {
    kind: 'pglite',
    db,
    prepared: async <R>({ name, text }: PreparedStatement, values: readonly unknown[]) => {
      let ready = preparing.get(name);
      if (!ready) {
        if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new TypeError(`Not a statement name: ${name}`);
        ready = client.exec(`PREPARE ${name} AS ${text}`);
        preparing.set(name, ready);
        ready.catch(() => preparing.delete(name));
      }
      await ready;
      // EXECUTE is a utility statement: it takes no bind parameters, so the values go in as literals.
      const args = values.length > 0 ? `(${values.map(sqlLiteral).join(', ')})` : '';
      return (await client.query<R>(`EXECUTE ${name}${args}`)).rows;
    },
    // PGlite is one connection inside this process: nothing else can race the script.
    withScriptLock: (fn) =>
      fn(async (script) => {
        await client.exec(script);
      }),
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(
  connectionString: string,
  {
    statementTimeoutMs = 0,
    connectTimeoutMs = 0,
  }: Pick<OpenDatabaseOptions, 'statementTimeoutMs' | 'connectTimeoutMs'>,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // Sent when each connection opens: no round trip per query.
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
    // A request waits this long at most for a connection, instead of queueing behind a stuck database.
    ...(connectTimeoutMs > 0 ? { connectionTimeoutMillis: connectTimeoutMs } : {}),
    // Notice a database that went away (a restart, a failover) on idle connections too.
    keepAlive: true,
  });
  // An idle connection dropped by the server (restart, failover, admin command) must not crash
  // the process: the pool replaces it on the next checkout.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  // A connection that dies while a request holds it (a restart between two statements of a transaction)
  // emits 'error' on its client, and the pool listens only to idle ones: unheard, that error would end the
  // process. The statement that needed it fails on its own (503), and the pool drops the client on release.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  // Fail fast with a clear message when the server is not there.
  const probe = await pool.connect();
  probe.release();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    // node-postgres prepares a named statement on each connection the first time it runs there.
    prepared: async <R>({ name, text }: PreparedStatement, values: readonly unknown[]) =>
      (await pool.query<R & pg.QueryResultRow>({ name, text, values: [...values] })).rows,
    withScriptLock: async (fn) => {
      const client = await pool.connect();
      try {
        // A migration (an index on a big table) may rightly run longer than a request's statement limit.
        if (statementTimeoutMs > 0) await client.query('SET statement_timeout = 0');
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          // A simple-protocol query with several statements runs as one implicit transaction.
          return await fn(async (script) => {
            await client.query(script);
          });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          if (statementTimeoutMs > 0) await client.query('RESET statement_timeout');
        }
      } finally {
        client.release();
      }
    },
    close: async () => {
      await db.destroy();
    },
  };
}

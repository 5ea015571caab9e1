// A database that is away or slow is not a bug of the request (src/http/database-errors.ts): the answer
// is 503 (unreachable: a restart, a failover, a database closed to connections) or 504 (a statement past
// DB_STATEMENT_TIMEOUT_MS), in the product's error shape, never a 500 or a hang; and the pool reconnects
// by itself afterwards. PostgreSQL only for the faults (PGlite runs inside the process: it cannot go away).
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TIMEOUT_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE, databaseTrouble } from '../src/http/database-errors';
import { backends, bearer, DEMO, firstLeadOf, signIn, startTestServer, type TestServer } from './harness';

describe('given errors from the database driver', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it.each([
    [
      'a restart ending the session (57P01)',
      coded('57P01', 'terminating connection due to administrator command'),
      'unavailable',
    ],
    ['a server starting up (57P03)', coded('57P03', 'the database system is starting up'), 'unavailable'],
    ['a refused connection', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), 'unavailable'],
    [
      'a host name whose every address refused',
      Object.assign(new AggregateError([coded('ECONNREFUSED')], ''), {}),
      'unavailable',
    ],
    ['a connection lost under a query', new Error('Connection terminated unexpectedly'), 'unavailable'],
    ['a connection exception (08006)', coded('08006'), 'unavailable'],
    [
      'a statement past statement_timeout (57014)',
      coded('57014', 'canceling statement due to statement timeout'),
      'timeout',
    ],
    ['a lock past lock_timeout (55P03)', coded('55P03'), 'timeout'],
    ['no pool connection in time', new Error('timeout exceeded when trying to connect'), 'timeout'],
  ])('when it is %s then it is the database %s', (_, error, trouble) => {
    expect(databaseTrouble(error)).toBe(trouble);
  });

  it.each([
    ['a unique violation (23505)', coded('23505')],
    ['a syntax error (42601)', coded('42601')],
    ['a plain bug', new TypeError('Cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('when it is %s then it is not the database being away', (_, error) => {
    expect(databaseTrouble(error)).toBeUndefined();
  });
});

describe.runIf(backends.includes('postgres'))('given a server on PostgreSQL with a 400 ms statement limit', () => {
  let server: TestServer;
  let admin: pg.Client;
  let name: string;
  let agent: Awaited<ReturnType<typeof signIn>>;
  let leadId: number;
  let accountId: number;

  beforeAll(async () => {
    server = await startTestServer('postgres', { DB_STATEMENT_TIMEOUT_MS: '400', DB_CONNECT_TIMEOUT_MS: '2000' });
    name = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(server.database.db)).rows[0]!.name;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    admin.on('error', () => undefined);
    await admin.connect();
    agent = await signIn(server.app, ...DEMO.agent);
    accountId = (
      await server.database.db
        .selectFrom('app_user')
        .select('account_id')
        .where('user_id', '=', agent.user_id)
        .executeTakeFirstOrThrow()
    ).account_id;
    leadId = await firstLeadOf(server.database.db, accountId, agent.user_id);
  }, 180_000);
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin?.end();
    await server?.close();
  });

  /** A connection of its own to the test database (not the app's pool), holding `lockSql` in an open transaction. */
  async function holding(lockSql: string) {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    client.on('error', () => undefined);
    await client.connect();
    await client.query('BEGIN');
    await client.query(lockSql);
    const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    return {
      pid,
      release: async () => {
        await client.query('ROLLBACK').catch(() => undefined);
        await client.end();
      },
    };
  }

  const openLead = () =>
    server.app.inject({ method: 'GET', url: `/api/lead/${leadId}/`, headers: bearer(agent.access_token) });

  it('when a statement waits past the limit then the request answers 504 with the clear message within about the limit', async () => {
    const lock = await holding('LOCK TABLE lead IN ACCESS EXCLUSIVE MODE');
    try {
      const started = Date.now();
      const response = await openLead();
      const took = Date.now() - started;
      expect(response.statusCode, response.body).toBe(504);
      expect(response.json()).toEqual({ success: false, message: DATABASE_TIMEOUT_MESSAGE });
      expect(took).toBeGreaterThanOrEqual(350);
      expect(took).toBeLessThan(3_000);
      // Busy is not down: the health check still answers, so a balancer keeps the process.
      expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await lock.release();
    }
    expect((await openLead()).statusCode).toBe(200);
  });

  it('when the database ends the sessions under a request (a restart) then it answers 503, and the next request is served again', async () => {
    // The save waits on the lead's row while the sessions are ended, as a restart ends them.
    const lock = await holding(`SELECT lead_id FROM lead WHERE lead_id = ${leadId} FOR UPDATE`);
    try {
      const save = server.app.inject({
        method: 'PUT',
        url: `/api/lead/${leadId}/`,
        headers: bearer(agent.access_token),
        payload: { contact_name: 'Never saved' },
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> $2', [
        name,
        lock.pid,
      ]);
      const response = await save;
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(response.headers['retry-after']).toBe('2');
    } finally {
      await lock.release();
    }
    const again = await openLead();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().contact_name).not.toBe('Never saved');
  });

  it('when the database refuses connections then health and requests answer 503, and both recover when it is back', async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    try {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      const health = await server.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode, health.body).toBe(503);
      expect(health.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
      const request = await openLead();
      expect(request.statusCode, request.body).toBe(503);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await openLead()).statusCode).toBe(200);
  });
});

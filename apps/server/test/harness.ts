import type { ServerFeature } from '../src/feature';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import {
  bindKysely,
  openDatabase,
  type Database,
  type DatabaseKind,
  type OpenDatabaseOptions,
} from '../src/db/database';
import type { DB } from '../src/schema';
import { TenantGuardPlugin, tenantTables } from '../src/db/tenant-guard';
import { prepareDatabase, preparedTemplate } from './template';

/** The backends these tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const backends: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  databaseUrl: string | undefined;
  dataDir: string;
  cleanup(): Promise<void>;
}

/**
 * A database of the given kind in a temp PGlite folder or a new PostgreSQL database: empty, or a
 * copy of `template` (a PGlite folder, or a PostgreSQL database to use as CREATE DATABASE's template).
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  template?: string,
  /** PostgreSQL: the statement and connection limits, as the server's DB_STATEMENT_TIMEOUT_MS / DB_CONNECT_TIMEOUT_MS set them. */
  limits: Pick<OpenDatabaseOptions, 'statementTimeoutMs' | 'connectTimeoutMs'> = {},
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meridian-test-'));
  if (kind === 'pglite') {
    if (template) await cp(template, dataDir, { recursive: true });
    const database = await openDatabase({ dataDir });
    return {
      database,
      databaseUrl: undefined,
      dataDir,
      cleanup: async () => {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `meridian_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir, ...limits });
  return {
    database,
    databaseUrl: url.toString(),
    dataDir,
    cleanup: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A migrated app with its reference data and the demo data, on a fresh database, ready for `app.inject`. */
export async function startTestServer(
  kind: DatabaseKind,
  env: NodeJS.ProcessEnv = {},
  logStream?: NodeJS.WritableStream,
  /** The features to register instead of src/registry.ts's list (a test adding one of its own). */
  features?: readonly ServerFeature[],
): Promise<TestServer> {
  // A copy of the run's prepared database in a test run (see test/template.ts); else prepared here.
  const template = await preparedTemplate(kind);
  const config = loadConfig({ DATA_DIR: '.', LOG_LEVEL: logStream ? 'info' : 'silent', ...env });
  // The database limits apply only when a test sets them (10 s by default would only make slow machines flaky).
  const testDb = await createTestDatabase(kind, template, {
    ...(env.DB_STATEMENT_TIMEOUT_MS ? { statementTimeoutMs: config.dbStatementTimeoutMs } : {}),
    ...(env.DB_CONNECT_TIMEOUT_MS ? { connectTimeoutMs: config.dbConnectTimeoutMs } : {}),
  });
  if (!template) await prepareDatabase(testDb.database);
  config.dataDir = testDb.dataDir;
  // The app's queries go through the tenant guard: one on a tenant table without account_id fails the test.
  // The tests' own arranging and checking (server.database) stays unguarded.
  const guard = new TenantGuardPlugin(await tenantTables(testDb.database.db));
  const guarded: Database = { ...testDb.database, db: testDb.database.db.withPlugin(guard) };
  bindKysely(guarded.db, testDb.database);
  const app = await buildApp({
    config,
    database: guarded,
    logger: Boolean(logStream),
    logStream,
    ...(features ? { features } : {}),
  });
  await app.ready();
  return {
    app,
    database: testDb.database,
    close: async () => {
      await app.close();
      await testDb.cleanup();
    },
  };
}

/** A form-encoded body, as the sign-in page and the registration form post it. */
export function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

/** The authorization header of an access token. */
export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A POST to the token endpoint with these form fields (from `remoteAddress` when given), answered as is. */
export function tokenRequest(app: FastifyInstance, fields: Record<string, string>, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/token',
    ...(remoteAddress ? { remoteAddress } : {}),
    ...form(fields),
  });
}

/** The password grant, answered as is (`signIn` expects it to succeed). */
export function passwordGrant(app: FastifyInstance, username: string, password: string, remoteAddress?: string) {
  return tokenRequest(app, { grant_type: 'password', username, password }, remoteAddress);
}

/** Signs in through the token endpoint and returns the token answer. */
export async function signIn(app: FastifyInstance, username: string, password: string) {
  const response = await passwordGrant(app, username, password);
  if (response.statusCode !== 200)
    throw new Error(`sign-in as ${username} failed: ${response.statusCode} ${response.body}`);
  return response.json() as { user_id: number; access_token: string; refresh_token: string; expires_in: number };
}

/** What `signIn` answers: the user and their tokens. */
export type Tokens = Awaited<ReturnType<typeof signIn>>;

export function refresh(app: FastifyInstance, refreshToken: string) {
  return tokenRequest(app, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/** Signs out (`POST auth/logout`) with the access token, and with the refresh token when given. */
export function logout(app: FastifyInstance, accessToken: string, refreshToken?: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/logout',
    headers: bearer(accessToken),
    payload: refreshToken === undefined ? {} : { refresh_token: refreshToken },
  });
}

export function getAs(app: FastifyInstance, token: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(token) });
}

export function postAs(app: FastifyInstance, token: string, url: string, payload: unknown) {
  return app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
}

export const DEMO = {
  admin: ['demoadmin', 'Demo#2026admin'],
  agent: ['demoagent', 'Demo#2026agent'],
  agent2: ['demoagent2', 'Demo#2026agent2'],
  other: ['otheradmin', 'Demo#2026other'],
} as const;

/** The first live lead of an account (of one agent when `user_id` is given), by id: a seeded lead to read or change. */
export async function firstLeadOf(db: Kysely<DB>, account_id: number, user_id?: number): Promise<number> {
  let query = db.selectFrom('lead').select('lead_id').where('account_id', '=', account_id).where('deleted', '=', '0');
  if (user_id !== undefined) query = query.where('user_id', '=', user_id);
  return (await query.orderBy('lead_id').executeTakeFirstOrThrow()).lead_id;
}

/**
 * demoagent, demoagent2 and otheradmin signed in, and demoagent's first live lead with its account:
 * where the tests of a client's link (the client page, the SOA signing page) start.
 */
export async function demoAgentsAndLead(server: TestServer) {
  const agent = await signIn(server.app, ...DEMO.agent);
  const agent2 = await signIn(server.app, ...DEMO.agent2);
  const other = await signIn(server.app, ...DEMO.other);
  const lead = await server.database.db
    .selectFrom('lead')
    .select(['lead_id', 'account_id'])
    .where('user_id', '=', agent.user_id)
    .where('deleted', '=', '0')
    .orderBy('lead_id')
    .executeTakeFirstOrThrow();
  return { agent, agent2, other, leadId: lead.lead_id, accountId: lead.account_id };
}

/** The account of a user (a signed-in user's `user_id`). */
export async function accountOf(db: Kysely<DB>, user_id: number): Promise<number> {
  return (await db.selectFrom('app_user').select('account_id').where('user_id', '=', user_id).executeTakeFirstOrThrow())
    .account_id;
}

/** The four demo users most tenancy tests need, signed in together: two agents and the admin of Demo Agency, and otheradmin. */
export async function signInDemoUsers(app: FastifyInstance) {
  const [agent, agent2, admin, other] = await Promise.all([
    signIn(app, ...DEMO.agent),
    signIn(app, ...DEMO.agent2),
    signIn(app, ...DEMO.admin),
    signIn(app, ...DEMO.other),
  ]);
  return { agent, agent2, admin, other };
}

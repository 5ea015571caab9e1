import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { PRINCIPAL_AND_USER_STATEMENT } from '../src/features/user';
import { backends, DEMO, getAs, logout, postAs, signIn, startTestServer, type TestServer } from './harness';

/*
 * "A revoked sign-in or a changed role takes effect on the next request": the authenticated path is
 * made cheaper (prepared statements; `GET user/{id}` reads principal and user in one round trip),
 * never by remembering a principal between requests. These tests
 * warm every connection first (so any statement is prepared, and PostgreSQL has switched to its
 * generic plan after five runs), then change the data and expect the very next request to see it.
 */

/** Enough requests that every pooled connection has prepared its statements and settled on a plan. */
async function warm(app: FastifyInstance, token: string, url: string) {
  const answers = await Promise.all(Array.from({ length: 24 }, () => getAs(app, token, url)));
  for (const answer of answers) expect(answer.statusCode).toBe(200);
}

async function permissionsOf(app: FastifyInstance, token: string, userId: number) {
  const answer = await getAs(app, token, `/api/user/${userId}?return_acl=1`);
  expect(answer.statusCode).toBe(200);
  return {
    hash: String(answer.headers['x-access-control-hash']),
    permissions: answer.json().rolePermission as string[],
  };
}

/** The agent's role: its id, account and current permissions, read through the admin's API. */
async function agentRole(server: TestServer) {
  const row = await server.database.db
    .selectFrom('app_user as u')
    .innerJoin('user_credentials as c', (j) =>
      j.onRef('c.account_id', '=', 'u.account_id').onRef('c.user_id', '=', 'u.user_id'),
    )
    .select(['u.account_id', 'u.role_id', 'u.user_id'])
    .where('c.login', '=', DEMO.agent[0])
    .executeTakeFirstOrThrow();
  const permissions = await server.database.db
    .selectFrom('role_permission')
    .select('permission_name')
    .where('account_id', '=', row.account_id)
    .where('role_id', '=', row.role_id)
    .execute();
  return { ...row, permissions: permissions.map((p) => p.permission_name) };
}

describe.each(backends)('given an authenticated request on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('when a user is read then the principal and the user come from one prepared statement, one round trip', async () => {
    const tokens = await signIn(server.app, ...DEMO.agent);
    const prepared = vi.spyOn(server.database, 'prepared');
    try {
      const answer = await getAs(server.app, tokens.access_token, `/api/user/${tokens.user_id}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().user_id).toBe(tokens.user_id);
      expect(answer.headers['x-access-control-hash']).toBeTruthy();
      expect(prepared.mock.calls.map(([statement]) => statement.name)).toEqual([PRINCIPAL_AND_USER_STATEMENT.name]);
    } finally {
      prepared.mockRestore();
    }
  });

  it('when the caller is unknown or signed out then a malformed or missing user id still answers 401 first', async () => {
    const tokens = await signIn(server.app, ...DEMO.agent);
    expect((await getAs(server.app, tokens.access_token, '/api/user/abc')).statusCode).toBe(404);
    expect((await getAs(server.app, tokens.access_token, '/api/user/999999')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/user/abc' })).statusCode).toBe(401);
    expect((await logout(server.app, tokens.access_token, tokens.refresh_token)).statusCode).toBe(200);
    expect((await getAs(server.app, tokens.access_token, '/api/user/abc')).statusCode).toBe(401);
    expect((await getAs(server.app, tokens.access_token, '/api/user/999999')).statusCode).toBe(401);
  });

  it('when signed out then the very next request with the same access token answers 401', async () => {
    const tokens = await signIn(server.app, ...DEMO.agent);
    await warm(server.app, tokens.access_token, `/api/user/${tokens.user_id}`);
    expect((await logout(server.app, tokens.access_token, tokens.refresh_token)).statusCode).toBe(200);
    expect((await getAs(server.app, tokens.access_token, `/api/user/${tokens.user_id}`)).statusCode).toBe(401);
  });

  it('when the role gains or loses permissions then the next request carries the new hash and list', async () => {
    const admin = await signIn(server.app, ...DEMO.admin);
    const agent = await signIn(server.app, ...DEMO.agent);
    const role = await agentRole(server);
    await warm(server.app, agent.access_token, `/api/user/${agent.user_id}?return_acl=1`);
    const before = await permissionsOf(server.app, agent.access_token, agent.user_id);
    expect(before.permissions).toEqual([...role.permissions].sort());

    // The demo Agent role starts with no permissions: grant one, then take it back.
    const more = [...role.permissions, 'user_view_all'];
    const change = (permissions: string[]) =>
      postAs(server.app, admin.access_token, `/api/account/${role.account_id}/role/${role.role_id}`, { permissions });
    try {
      expect((await change(more)).statusCode).toBe(200);
      const after = await permissionsOf(server.app, agent.access_token, agent.user_id);
      expect(after.permissions).toEqual([...more].sort());
      expect(after.hash).not.toBe(before.hash);
    } finally {
      expect((await change(role.permissions)).statusCode).toBe(200);
    }
    expect(await permissionsOf(server.app, agent.access_token, agent.user_id)).toEqual(before);
  });

  it('when the role is disabled then the next request has no permissions', async () => {
    const admin = await signIn(server.app, ...DEMO.admin);
    const agent = await signIn(server.app, ...DEMO.agent);
    const role = await agentRole(server);
    const update = (body: { active?: boolean; permissions?: string[] }) =>
      postAs(server.app, admin.access_token, `/api/account/${role.account_id}/role/${role.role_id}`, body);
    const setActive = (active: boolean) => update({ active });
    try {
      expect((await update({ permissions: [...role.permissions, 'user_view_all'] })).statusCode).toBe(200);
      const before = await permissionsOf(server.app, agent.access_token, agent.user_id);
      expect(before.permissions).toContain('user_view_all');
      expect((await setActive(false)).statusCode).toBe(200);
      const after = await permissionsOf(server.app, agent.access_token, agent.user_id);
      expect(after.permissions).toEqual([]);
      expect(after.hash).not.toBe(before.hash);
    } finally {
      expect((await setActive(true)).statusCode).toBe(200);
      expect((await update({ permissions: role.permissions })).statusCode).toBe(200);
    }
  });

  it('when the user is deactivated then the next request answers 401, and reactivated it answers 200', async () => {
    const agent = await signIn(server.app, ...DEMO.agent);
    const role = await agentRole(server);
    await warm(server.app, agent.access_token, `/api/user/${agent.user_id}`);
    const setActive = (active: '0' | '1') =>
      server.database.db
        .updateTable('app_user')
        .set({ active })
        .where('account_id', '=', role.account_id)
        .where('user_id', '=', role.user_id)
        .execute();
    try {
      await setActive('0');
      expect((await getAs(server.app, agent.access_token, `/api/user/${agent.user_id}`)).statusCode).toBe(401);
    } finally {
      await setActive('1');
    }
    expect((await getAs(server.app, agent.access_token, `/api/user/${agent.user_id}`)).statusCode).toBe(200);
  });

  it('when the user record changes then the next read shows it (a prepared plan never caches rows)', async () => {
    const agent = await signIn(server.app, ...DEMO.agent);
    await warm(server.app, agent.access_token, `/api/user/${agent.user_id}`);
    const { fname } = (await getAs(server.app, agent.access_token, `/api/user/${agent.user_id}`)).json();
    await server.database.db
      .updateTable('app_user')
      .set({ fname: 'Renamed' })
      .where('user_id', '=', agent.user_id)
      .execute();
    try {
      expect((await getAs(server.app, agent.access_token, `/api/user/${agent.user_id}`)).json().fname).toBe('Renamed');
    } finally {
      await server.database.db.updateTable('app_user').set({ fname }).where('user_id', '=', agent.user_id).execute();
    }
  });
});

describe.runIf(backends.includes('postgres'))('given two server processes sharing one PostgreSQL', () => {
  let first: TestServer;
  let second: { app: FastifyInstance; database: Database; dataDir: string };
  beforeAll(async () => {
    first = await startTestServer('postgres');
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(first.database.db);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meridian-test-'));
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      database,
      logger: false,
    });
    await app.ready();
    second = { app, database, dataDir };
  }, 120_000);
  afterAll(async () => {
    await second?.app.close();
    if (second) await rm(second.dataDir, { recursive: true, force: true });
    await first?.close();
  });

  it('when signed out on one process then the next request on the other answers 401', async () => {
    const tokens = await signIn(first.app, ...DEMO.agent);
    await warm(second.app, tokens.access_token, `/api/user/${tokens.user_id}`);
    expect((await logout(first.app, tokens.access_token, tokens.refresh_token)).statusCode).toBe(200);
    expect((await getAs(second.app, tokens.access_token, `/api/user/${tokens.user_id}`)).statusCode).toBe(401);
  });

  it('when a role changes on one process then the next request on the other carries the new permissions', async () => {
    const admin = await signIn(first.app, ...DEMO.admin);
    const agent = await signIn(second.app, ...DEMO.agent);
    const role = await agentRole(first);
    await warm(second.app, agent.access_token, `/api/user/${agent.user_id}?return_acl=1`);
    const before = await permissionsOf(second.app, agent.access_token, agent.user_id);
    const more = [...role.permissions, 'user_view_all'];
    const change = (permissions: string[]) =>
      postAs(first.app, admin.access_token, `/api/account/${role.account_id}/role/${role.role_id}`, { permissions });
    try {
      expect((await change(more)).statusCode).toBe(200);
      const after = await permissionsOf(second.app, agent.access_token, agent.user_id);
      expect(after.permissions).toEqual([...more].sort());
      expect(after.hash).not.toBe(before.hash);
    } finally {
      expect((await change(role.permissions)).statusCode).toBe(200);
    }
  });
});

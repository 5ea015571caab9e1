import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, DEMO, postAs, signIn, startTestServer, type TestServer } from '../../../test/harness';

describe.each(backends)('given the role list (POST account/{id}/role/search) on %s', (kind) => {
  let server: TestServer;
  let accountId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const admin = await signIn(server.app, ...DEMO.admin);
    accountId = (
      await server.database.db
        .selectFrom('app_user')
        .select('account_id')
        .where('user_id', '=', admin.user_id)
        .executeTakeFirstOrThrow()
    ).account_id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('when an agent (no role_manage) asks then it is 403 and no role or permission is shown', async () => {
    const agent = await signIn(server.app, ...DEMO.agent);
    const response = await postAs(server.app, agent.access_token, `/api/account/${accountId}/role/search`, {
      criteria: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'You do not have permission to do this.' });
    expect(response.body).not.toContain('permissions');
  });

  it('when the admin (role_manage) asks then it lists the roles with their permissions', async () => {
    const admin = await signIn(server.app, ...DEMO.admin);
    const response = await postAs(server.app, admin.access_token, `/api/account/${accountId}/role/search`, {
      criteria: {},
    });
    expect(response.statusCode).toBe(200);
    const roles = response.json().result as Array<{ role_name: string; permissions: string[] }>;
    expect(roles.map((r) => r.role_name)).toEqual(expect.arrayContaining(['Admin', 'Agent']));
    expect(roles.find((r) => r.role_name === 'Admin')?.permissions).toContain('role_manage');
  });

  it("when an admin of another account asks for this account's roles then it is 404", async () => {
    const other = await signIn(server.app, ...DEMO.other);
    const response = await postAs(server.app, other.access_token, `/api/account/${accountId}/role/search`, {
      criteria: {},
    });
    expect(response.statusCode).toBe(404);
  });
});

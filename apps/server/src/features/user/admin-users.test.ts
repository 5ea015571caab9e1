import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@meridian/domain';
import { routeDeclarations } from '../../http/define-route';
import { isAdminRoute } from '../../admin-routes';
import {
  backends,
  DEMO,
  form,
  getAs,
  passwordGrant,
  postAs,
  signIn,
  startTestServer,
  type TestServer,
} from '../../../test/harness';

const registrant = {
  password: 'Strong#Pass1',
  confirmPwd: 'Strong#Pass1',
  company: 'Lakeside Senior Benefits',
  fname: 'Rosa',
  lname: 'Delgado-Reyes',
  email: 'rosa.delgado@lakeside.example',
  address1: '120 N Main St',
  address2: '',
  city: 'Springfield',
  state_id: 'IL',
  zip: '62701',
  phone: '(217) 555-0142',
  mphone: '',
  fphone: '',
  npn: '19283746',
  hasNoNPN: 'false',
  website: '',
  bSignature: 'true',
};

type Row = { user_id: number; fname: string; lname: string; login: string | null; active: string; role_name: string };

describe.each(backends)('given user administration on %s', (kind) => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let accountId: number;
  let agentId: number;
  let pendingId: number;

  const search = (token: string, body: object) => postAs(server.app, token, '/api/user/search', body);
  const setActive = (token: string, id: number, active: string) =>
    postAs(server.app, token, `/api/admin/user/${id}/active`, { active });

  beforeAll(async () => {
    server = await startTestServer(kind, { REGISTRATION_RATE_PER_IP: '1000', PUBLIC_URL: 'https://meridian.example/' });
    admin = await signIn(server.app, ...DEMO.admin);
    accountId = (await getAs(server.app, admin.access_token, `/api/user/${admin.user_id}`)).json().account_id;
    agentId = (await signIn(server.app, ...DEMO.agent)).user_id;
    // A self-registration through the public registration API with the account's link…
    const roleId = (
      await server.database.db
        .selectFrom('role')
        .select('role_id')
        .where('account_id', '=', accountId)
        .where('role_name', '=', 'Agent')
        .executeTakeFirstOrThrow()
    ).role_id;
    const link = await getAs(
      server.app,
      admin.access_token,
      `/api/registration/buildLink/account/${accountId}/role/${roleId}?approval=1`,
    );
    expect(link.json().approval_required).toBe(true);
    const token = decodeURIComponent(link.json().path.split('?q=')[1]);
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/public/registration',
      ...form({ ...registrant, login: 'pending01', source: token, fromURL: 'true' }),
    });
    expect(registered.statusCode).toBe(201);
    // …through a link that asks for approval: it waits, as free registrations do, and says so.
    expect(registered.json()).toMatchObject({ disabled: 'true' });
    const user = await server.database.db
      .selectFrom('app_user')
      .select(['user_id', 'active'])
      .where('account_id', '=', accountId)
      .where('fname', '=', 'Rosa')
      .executeTakeFirstOrThrow();
    expect(user.active).toBe('0');
    pendingId = user.user_id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('when the admin searches by name, login, role and active then the filters, paging and sort apply', async () => {
    const byName = await search(admin.access_token, { criteria: { name: { type: 'simple', value: ['marcus b'] } } });
    expect(byName.statusCode).toBe(200);
    expect((byName.json().result as Row[]).map((r) => r.user_id)).toEqual([agentId]);
    // The one search box also matches usernames.
    const byBox = await search(admin.access_token, { criteria: { name: { type: 'simple', value: ['ending0'] } } });
    expect((byBox.json().result as Row[]).map((r) => r.login)).toEqual(['pending01']);

    const byLogin = await search(admin.access_token, { criteria: { login: { type: 'simple', value: ['DEMOAGENT'] } } });
    expect((byLogin.json().result as Row[]).map((r) => r.login).sort()).toEqual(['demoagent', 'demoagent2']);

    const agents = await search(admin.access_token, {
      criteria: { role_name: { type: 'simple', value: ['agent'] }, active: { type: 'simple', value: ['1'] } },
      orderby_field: 'login',
      orderby_direction: 'desc',
    });
    expect((agents.json().result as Row[]).map((r) => r.login)).toEqual(['demoagent2', 'demoagent']);

    const paged = await search(admin.access_token, {
      criteria: {},
      orderby_field: 'fname',
      records_per_page: 2,
      page_number: 2,
    });
    const page = paged.json();
    expect(page.total_records).toBe(4);
    expect(page.page_number).toBe(2);
    // Dana, Marcus | Priya, Rosa
    expect((page.result as Row[]).map((r) => r.fname)).toEqual(['Priya', 'Rosa']);
  });

  it('when the admin lists pending registrations then only the one awaiting activation shows', async () => {
    const pending = await search(admin.access_token, { criteria: { pending: { type: 'simple', value: ['1'] } } });
    expect((pending.json().result as Row[]).map((r) => [r.user_id, r.login])).toEqual([[pendingId, 'pending01']]);
  });

  it('when the admin activates the pending registration then it can sign in, is no longer pending, and the audit records it', async () => {
    expect((await passwordGrant(server.app, 'pending01', registrant.password)).statusCode).toBe(403);
    const response = await setActive(admin.access_token, pendingId, '1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user_id: pendingId, active: '1' });
    expect((await signIn(server.app, 'pending01', registrant.password)).user_id).toBe(pendingId);
    const pending = await search(admin.access_token, { criteria: { pending: { type: 'simple', value: ['1'] } } });
    expect(pending.json().result).toEqual([]);

    const history = await getAs(server.app, admin.access_token, `/api/admin/audit/user/${pendingId}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().result).toEqual([
      expect.objectContaining({
        changed_by: admin.user_id,
        changed_by_name: 'Dana Whitfield',
        entity: 'user',
        entity_id: pendingId,
        action: 'activate_registration',
        before: { active: '0' },
        after: { active: '1' },
      }),
    ]);
  });

  it('when the admin deactivates then reactivates an agent then the agent cannot, then can, sign in, with two audit rows', async () => {
    expect((await setActive(admin.access_token, agentId, '0')).json()).toMatchObject({ active: '0' });
    expect((await passwordGrant(server.app, ...DEMO.agent)).statusCode).toBe(403);
    expect((await setActive(admin.access_token, agentId, '1')).json()).toMatchObject({ active: '1' });
    expect((await passwordGrant(server.app, ...DEMO.agent)).statusCode).toBe(200);
    const history = (await getAs(server.app, admin.access_token, `/api/admin/audit/user/${agentId}`)).json();
    expect(history.result.map((e: { action: string }) => e.action)).toEqual(['activate', 'deactivate']);
  });

  it('when the admin changes their own active flag then it is refused with the spec message and nothing changes', async () => {
    const response = await setActive(admin.access_token, admin.user_id, '0');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(PROFILE_MESSAGES.roleChangeDenied);
    expect(response.json().message).toBe('User doesnt have permission to change the role');
    const row = await server.database.db
      .selectFrom('app_user')
      .select('active')
      .where('user_id', '=', admin.user_id)
      .executeTakeFirstOrThrow();
    expect(row.active).toBe('1');
  });

  it('when the admin changes their own role through the profile then it is refused with the same message', async () => {
    const roles = await server.database.db
      .selectFrom('role')
      .select(['role_id', 'role_name'])
      .where('account_id', '=', accountId)
      .execute();
    const agentRole = roles.find((r) => r.role_name === 'Agent')!;
    const response = await postAs(server.app, admin.access_token, `/api/user/${admin.user_id}`, {
      role_id: agentRole.role_id,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('User doesnt have permission to change the role');
  });

  it("when the admin changes an agent's role through the profile then the admin audit records before and after; one's own active flag there is refused with the spec message", async () => {
    const roles = await server.database.db
      .selectFrom('role')
      .select(['role_id', 'role_name'])
      .where('account_id', '=', accountId)
      .execute();
    const [adminRole, agentRole] = ['Admin', 'Agent'].map((n) => roles.find((r) => r.role_name === n)!);
    const agent2 = (await signIn(server.app, ...DEMO.agent2)).user_id;
    const changed = await postAs(server.app, admin.access_token, `/api/user/${agent2}`, {
      role_id: adminRole!.role_id,
    });
    expect(changed.statusCode).toBe(200);
    const history = (await getAs(server.app, admin.access_token, `/api/admin/audit/user/${agent2}`)).json();
    expect(history.result[0]).toMatchObject({
      action: 'update',
      changed_by: admin.user_id,
      before: { role_id: agentRole!.role_id, active: '1' },
      after: { role_id: adminRole!.role_id, active: '1' },
    });
    await postAs(server.app, admin.access_token, `/api/user/${agent2}`, { role_id: agentRole!.role_id });
    const own = await postAs(server.app, admin.access_token, `/api/user/${admin.user_id}`, { active: '0' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('User doesnt have permission to change the role');
  });

  it("when another account's admin reads or changes Demo Agency's users then it is 404 and nothing changes", async () => {
    const other = await signIn(server.app, ...DEMO.other);
    expect((await setActive(other.access_token, agentId, '0')).statusCode).toBe(404);
    expect((await getAs(server.app, other.access_token, `/api/admin/audit/user/${pendingId}`)).statusCode).toBe(404);
    const found = await search(other.access_token, { criteria: { login: { type: 'simple', value: ['demo'] } } });
    expect(found.json().result).toEqual([]);
    expect((await passwordGrant(server.app, ...DEMO.agent)).statusCode).toBe(200);
  });

  it('when an agent (no user_manage) calls the admin routes then it is 403 and nothing changes', async () => {
    const agent = await signIn(server.app, ...DEMO.agent2);
    expect((await setActive(agent.access_token, agentId, '0')).statusCode).toBe(403);
    expect((await getAs(server.app, agent.access_token, `/api/admin/audit/user/${agentId}`)).statusCode).toBe(403);
    expect((await passwordGrant(server.app, ...DEMO.agent)).statusCode).toBe(200);
  });

  it('when anyone updates or deletes an admin audit row then the database refuses it', async () => {
    const db = server.database.db;
    const before = await db
      .selectFrom('admin_audit')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(before.n)).toBeGreaterThan(0);
    await expect(db.updateTable('admin_audit').set({ action: 'forged' }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('admin_audit').execute()).rejects.toThrow(/append-only/);
    const after = await db
      .selectFrom('admin_audit')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
    expect(await db.selectFrom('admin_audit').select('action').where('action', '=', 'forged').execute()).toEqual([]);
  });

  it('every route under the admin paths declares a permission, and an agent gets 403 from each', async () => {
    const admins = routeDeclarations(server.app).filter((r) => isAdminRoute(r.url, r.method));
    expect(admins.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/audit/:entity/:id',
        'POST /api/admin/user/:id/active',
        'POST /api/account/:id/role/search',
        'POST /api/role/:id/permissions',
        'GET /api/permission/catalogue',
        'GET /api/registration/links/account/:id',
      ]),
    );
    const agent = await signIn(server.app, ...DEMO.agent2);
    for (const route of admins) {
      expect(route.auth, `${route.method} ${route.url}`).toBe(true);
      expect(route.permissions?.length, `${route.method} ${route.url}`).toBeGreaterThan(0);
      // An account in the path is the agent's own (another account's answers 404 before any permission check).
      const url = route.url
        .replace(/:entity/g, 'user')
        .replace(/\/account\/:id(?=\/|$)/g, `/account/${accountId}`)
        .replace(/:[a-zA-Z]+/g, String(agentId));
      const response = await server.app.inject({
        method: route.method,
        url,
        headers: { authorization: `Bearer ${agent.access_token}` },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${url}`).toBe(403);
    }
  });
});

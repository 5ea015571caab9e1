import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_MESSAGES } from '@meridian/domain';
import {
  backends,
  DEMO,
  form,
  getAs,
  postAs,
  signIn,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

type RoleAnswer = { role_id: number; role_name: string; active: boolean; permissions: string[]; user_count: number };

const registrant = (login: string, source: string) => ({
  login,
  password: 'Strong#Pass1',
  confirmPwd: 'Strong#Pass1',
  company: 'Lakeside Senior Benefits',
  fname: 'Tomas',
  lname: 'Lindqvist',
  email: `${login}@lakeside.example`,
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
  source,
  fromURL: 'true',
});

describe.each(backends)('given role and registration-link administration on %s', (kind) => {
  let server: TestServer;
  let admin: Tokens;
  let other: Tokens;
  let agent: Tokens;
  let accountId: number;
  let otherAccountId: number;
  let adminRoleId: number;

  const roleRow = (roleId: number) =>
    server.database.db
      .selectFrom('role')
      .select(['role_name', 'active'])
      .where('role_id', '=', roleId)
      .executeTakeFirstOrThrow();
  const permissionsOf = async (roleId: number) =>
    (
      await server.database.db
        .selectFrom('role_permission')
        .select('permission_name')
        .where('role_id', '=', roleId)
        .execute()
    )
      .map((r) => r.permission_name)
      .sort();
  const auditOf = async (token: string, entity: string, id: number) =>
    (await getAs(server.app, token, `/api/admin/audit/${entity}/${id}`)).json().result as Array<{
      action: string;
      changed_by: number;
      before: unknown;
      after: unknown;
    }>;
  const createRole = async (name: string, permissions: string[] = []) => {
    const response = await postAs(server.app, admin.access_token, '/api/role/', { role_name: name, permissions });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as RoleAnswer;
  };
  const buildLink = (token: string, account: number, roleId: number) =>
    getAs(server.app, token, `/api/registration/buildLink/account/${account}/role/${roleId}`);
  const linkToken = (path: string) => decodeURIComponent(path.split('?q=')[1]!);

  beforeAll(async () => {
    server = await startTestServer(kind, { REGISTRATION_RATE_PER_IP: '1000', PUBLIC_URL: 'https://meridian.example/' });
    admin = await signIn(server.app, ...DEMO.admin);
    other = await signIn(server.app, ...DEMO.other);
    agent = await signIn(server.app, ...DEMO.agent2);
    const me = (await getAs(server.app, admin.access_token, `/api/user/${admin.user_id}`)).json();
    accountId = me.account_id;
    adminRoleId = me.role_id;
    otherAccountId = (await getAs(server.app, other.access_token, `/api/user/${other.user_id}`)).json().account_id;
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('roles', () => {
    it('when the admin reads the permission catalogue then every permission of the product has what it allows; an agent gets 403', async () => {
      const response = await getAs(server.app, admin.access_token, '/api/permission/catalogue');
      expect(response.statusCode).toBe(200);
      const result = response.json().result as Array<{ permission_name: string; description: string }>;
      expect(result.map((p) => p.permission_name).sort()).toEqual([...PERMISSIONS].sort());
      expect(result.find((p) => p.permission_name === 'role_manage')?.description).toBe(
        'Creates roles and edits role permissions',
      );
      expect((await getAs(server.app, agent.access_token, '/api/permission/catalogue')).statusCode).toBe(403);
    });

    it('when the admin creates a role (POST role/) then it is stored with its permissions and an audit row; GET role/{id} answers it', async () => {
      const role = await createRole('  Team Lead  ', ['lead_view_assigned', 'user_view_all', 'user_view_all']);
      expect(role).toMatchObject({
        role_name: 'Team Lead',
        active: true,
        permissions: ['lead_view_assigned', 'user_view_all'],
        user_count: 0,
      });
      const read = await getAs(server.app, admin.access_token, `/api/role/${role.role_id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(role);
      const history = await auditOf(admin.access_token, 'role', role.role_id);
      expect(history).toEqual([
        expect.objectContaining({
          action: 'create',
          changed_by: admin.user_id,
          after: { role_name: 'Team Lead', active: true, permissions: ['lead_view_assigned', 'user_view_all'] },
        }),
      ]);
    });

    it('when a create is bad (no name, an unknown permission, a taken name in any case) then it is refused and no role is added', async () => {
      const count = async () =>
        (await server.database.db.selectFrom('role').select('role_id').where('account_id', '=', accountId).execute())
          .length;
      const before = await count();
      const blank = await postAs(server.app, admin.access_token, '/api/role/', { role_name: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe(ROLE_MESSAGES.nameRequired);
      const unknown = await postAs(server.app, admin.access_token, '/api/role/', {
        role_name: 'Root',
        permissions: ['root'],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Unknown permission: root');
      const taken = await postAs(server.app, admin.access_token, '/api/role/', { role_name: 'agent' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('A role named agent already exists.');
      const noBody = await postAs(server.app, admin.access_token, '/api/role/', {});
      expect(noBody.statusCode).toBe(400);
      expect(await count()).toBe(before);
    });

    it('when the admin renames and deactivates a role (POST role/{id}) then it changes with one audit row each', async () => {
      const role = await createRole('Trainee');
      const renamed = await postAs(server.app, admin.access_token, `/api/role/${role.role_id}`, {
        role_name: 'Junior Agent',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ role_name: 'Junior Agent', active: true });
      const off = await postAs(server.app, admin.access_token, `/api/role/${role.role_id}`, { active: false });
      expect(off.json()).toMatchObject({ active: false });
      // Through the account-scoped call, too.
      const on = await postAs(server.app, admin.access_token, `/api/account/${accountId}/role/${role.role_id}`, {
        active: true,
      });
      expect(on.json()).toMatchObject({ active: true });
      const history = await auditOf(admin.access_token, 'role', role.role_id);
      expect(history.map((e) => [e.action, e.before, e.after])).toEqual([
        ['activate', { active: false }, { active: true }],
        ['deactivate', { active: true }, { active: false }],
        ['rename', { role_name: 'Trainee' }, { role_name: 'Junior Agent' }],
        ['create', null, { role_name: 'Trainee', active: true, permissions: [] }],
      ]);
      const clash = await postAs(server.app, admin.access_token, `/api/role/${role.role_id}`, { role_name: 'Admin' });
      expect(clash.statusCode).toBe(409);
      expect((await roleRow(role.role_id)).role_name).toBe('Junior Agent');
    });

    it('when the admin sets a role’s permissions (GET and POST role/{id}/permissions) then they are replaced, audited before and after', async () => {
      const role = await createRole('Compliance', ['lead_view_assigned']);
      const set = await postAs(server.app, admin.access_token, `/api/role/${role.role_id}/permissions`, {
        permissions: ['notice_manage', 'ui_admin'],
      });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ role_id: role.role_id, permissions: ['notice_manage', 'ui_admin'] });
      const read = await getAs(server.app, admin.access_token, `/api/role/${role.role_id}/permissions`);
      expect(read.json()).toEqual({ role_id: role.role_id, permissions: ['notice_manage', 'ui_admin'] });
      expect((await auditOf(admin.access_token, 'role', role.role_id))[0]).toMatchObject({
        action: 'set_permissions',
        before: { permissions: ['lead_view_assigned'] },
        after: { permissions: ['notice_manage', 'ui_admin'] },
      });
      const bad = await postAs(server.app, admin.access_token, `/api/role/${role.role_id}/permissions`, {
        permissions: ['ui_admin', 'root'],
      });
      expect(bad.statusCode).toBe(400);
      const notList = await postAs(server.app, admin.access_token, `/api/role/${role.role_id}/permissions`, {
        permissions: 'ui_admin',
      });
      expect(notList.statusCode).toBe(400);
      expect(await permissionsOf(role.role_id)).toEqual(['notice_manage', 'ui_admin']);
    });

    it('when the admin changes their own role’s permissions or deactivates it then it is refused with the message and nothing changes', async () => {
      const before = await permissionsOf(adminRoleId);
      for (const [url, body] of [
        [`/api/role/${adminRoleId}/permissions`, { permissions: ['ui_admin'] }],
        [`/api/role/${adminRoleId}`, { active: false }],
        [`/api/role/${adminRoleId}`, { permissions: [] }],
        [`/api/account/${accountId}/role/${adminRoleId}`, { permissions: [] }],
      ] as const) {
        const response = await postAs(server.app, admin.access_token, url, body);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().message).toBe('You cannot disable or change the permissions of your own role.');
      }
      expect(await permissionsOf(adminRoleId)).toEqual(before);
      expect((await roleRow(adminRoleId)).active).toBe(true);
    });

    it("when another account's admin reads or changes Demo Agency's roles then it is 404 and nothing changes", async () => {
      const role = await createRole('Back Office', ['user_view_all']);
      expect((await getAs(server.app, other.access_token, `/api/role/${role.role_id}`)).statusCode).toBe(404);
      expect((await getAs(server.app, other.access_token, `/api/role/${role.role_id}/permissions`)).statusCode).toBe(
        404,
      );
      const renamed = await postAs(server.app, other.access_token, `/api/role/${role.role_id}`, { role_name: 'Mine' });
      expect(renamed.statusCode).toBe(404);
      const perms = await postAs(server.app, other.access_token, `/api/role/${role.role_id}/permissions`, {
        permissions: ['ui_admin'],
      });
      expect(perms.statusCode).toBe(404);
      const scoped = await postAs(server.app, other.access_token, `/api/account/${accountId}/role/${role.role_id}`, {
        active: false,
      });
      expect(scoped.statusCode).toBe(404);
      expect((await getAs(server.app, other.access_token, `/api/admin/audit/role/${role.role_id}`)).statusCode).toBe(
        404,
      );
      // Their own POST role/ lands in their own account.
      const own = await postAs(server.app, other.access_token, '/api/role/', { role_name: 'Back Office' });
      expect(own.statusCode).toBe(201);
      expect(await roleRow(role.role_id)).toEqual({ role_name: 'Back Office', active: true });
      expect(await permissionsOf(role.role_id)).toEqual(['user_view_all']);
      expect(
        (
          await server.database.db
            .selectFrom('role')
            .select('account_id')
            .where('role_id', '=', own.json().role_id)
            .executeTakeFirstOrThrow()
        ).account_id,
      ).toBe(otherAccountId);
    });

    it('when an agent (no role_manage) calls the role routes then it is 403 and nothing changes', async () => {
      const role = await createRole('Closers', ['lead_view_assigned']);
      expect((await getAs(server.app, agent.access_token, `/api/role/${role.role_id}`)).statusCode).toBe(403);
      expect((await postAs(server.app, agent.access_token, '/api/role/', { role_name: 'Mine' })).statusCode).toBe(403);
      expect(
        (await postAs(server.app, agent.access_token, `/api/role/${role.role_id}`, { role_name: 'Mine' })).statusCode,
      ).toBe(403);
      expect(
        (
          await postAs(server.app, agent.access_token, `/api/role/${role.role_id}/permissions`, {
            permissions: ['ui_admin'],
          })
        ).statusCode,
      ).toBe(403);
      expect(await roleRow(role.role_id)).toEqual({ role_name: 'Closers', active: true });
      expect(await permissionsOf(role.role_id)).toEqual(['lead_view_assigned']);
      expect(await auditOf(admin.access_token, 'role', role.role_id)).toHaveLength(1);
    });

    it('when a role gains ui_admin then its user’s next answer carries a new access-control hash and the permission; the search counts the user', async () => {
      const role = await createRole('Invited Agents');
      const link = (await buildLink(admin.access_token, accountId, role.role_id)).json();
      const registered = await server.app.inject({
        method: 'POST',
        url: '/api/public/registration',
        ...form(registrant('roleswitch01', linkToken(link.path))),
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const invited = await signIn(server.app, 'roleswitch01', 'Strong#Pass1');
      const first = await getAs(server.app, invited.access_token, `/api/user/${invited.user_id}?return_acl=1`);
      const hashBefore = first.headers['x-access-control-hash'];
      expect(JSON.parse(first.headers['x-access-control'] as string)).toEqual([]);

      await postAs(server.app, admin.access_token, `/api/role/${role.role_id}/permissions`, {
        permissions: ['ui_admin'],
      });
      const next = await getAs(server.app, invited.access_token, `/api/user/${invited.user_id}?return_acl=1`);
      expect(next.headers['x-access-control-hash']).not.toBe(hashBefore);
      expect(JSON.parse(next.headers['x-access-control'] as string)).toEqual(['ui_admin']);

      await postAs(server.app, admin.access_token, `/api/role/${role.role_id}/permissions`, { permissions: [] });
      const last = await getAs(server.app, invited.access_token, `/api/user/${invited.user_id}?return_acl=1`);
      expect(last.headers['x-access-control-hash']).toBe(hashBefore);

      const search = await postAs(server.app, admin.access_token, `/api/account/${accountId}/role/search`, {
        criteria: { role_name: { type: 'simple', value: ['invited agents'] } },
      });
      expect(search.json().result).toEqual([expect.objectContaining({ role_id: role.role_id, user_count: 1 })]);
    });
  });

  describe('registration links', () => {
    type LinkRow = { link_id: number; role_id: number; role_name: string; created_by_name: string; expires_at: string };
    const list = async (token: string, account = accountId) =>
      getAs(server.app, token, `/api/registration/links/account/${account}`);
    const validate = (token: string) =>
      server.app.inject({ method: 'POST', url: '/api/public/validateUrl', payload: { token } });

    it('when the admin builds a link then it is listed (role, builder, expiry) with an audit row, and revoking it by id ends it', async () => {
      const role = await createRole('Recruits');
      const built = await buildLink(admin.access_token, accountId, role.role_id);
      expect(built.statusCode).toBe(200);
      const { link_id, link, path, expires_at } = built.json();
      expect(link).toBe(`https://meridian.example${path}`);
      const listed = (await list(admin.access_token)).json().result as LinkRow[];
      expect(listed[0]).toMatchObject({
        link_id,
        role_id: role.role_id,
        role_name: 'Recruits',
        created_by_name: 'Dana Whitfield',
        expires_at,
      });
      expect(JSON.stringify(listed)).not.toContain(linkToken(path));
      expect((await auditOf(admin.access_token, 'registration_link', link_id)).map((e) => e.action)).toEqual(['build']);
      expect((await validate(linkToken(path))).statusCode).toBe(200);

      const revoked = await postAs(
        server.app,
        admin.access_token,
        `/api/registration/revokeLink/account/${accountId}`,
        {
          link_id,
        },
      );
      expect(revoked.statusCode).toBe(200);
      expect(((await list(admin.access_token)).json().result as LinkRow[]).map((l) => l.link_id)).not.toContain(
        link_id,
      );
      expect((await validate(linkToken(path))).statusCode).toBe(400);
      expect((await auditOf(admin.access_token, 'registration_link', link_id)).map((e) => e.action)).toEqual([
        'revoke',
        'build',
      ]);
    });

    it('when a link is revoked by pasting it then the listed link ends too', async () => {
      const role = await createRole('Pasted');
      const { link_id, link } = (await buildLink(admin.access_token, accountId, role.role_id)).json();
      const revoked = await postAs(
        server.app,
        admin.access_token,
        `/api/registration/revokeLink/account/${accountId}`,
        {
          link,
        },
      );
      expect(revoked.statusCode).toBe(200);
      expect(((await list(admin.access_token)).json().result as LinkRow[]).map((l) => l.link_id)).not.toContain(
        link_id,
      );
    });

    it('when a revoke is bad (unknown id, empty body, a forged link) then it is refused and the links stay', async () => {
      const role = await createRole('Stays');
      const { link_id, path } = (await buildLink(admin.access_token, accountId, role.role_id)).json();
      const url = `/api/registration/revokeLink/account/${accountId}`;
      expect((await postAs(server.app, admin.access_token, url, { link_id: 999999 })).statusCode).toBe(404);
      expect((await postAs(server.app, admin.access_token, url, {})).statusCode).toBe(400);
      expect((await postAs(server.app, admin.access_token, url, { link: 'forged.token' })).statusCode).toBe(400);
      expect(((await list(admin.access_token)).json().result as LinkRow[]).map((l) => l.link_id)).toContain(link_id);
      expect((await validate(linkToken(path))).statusCode).toBe(200);
    });

    it("when another account's admin lists, builds or revokes Demo Agency's links then it is 404 and the link stays", async () => {
      const role = await createRole('Guarded');
      const { link_id, path } = (await buildLink(admin.access_token, accountId, role.role_id)).json();
      expect((await list(other.access_token)).statusCode).toBe(404);
      expect((await buildLink(other.access_token, accountId, role.role_id)).statusCode).toBe(404);
      // Through their own account's path, Demo Agency's link id is unknown.
      const revoke = await postAs(
        server.app,
        other.access_token,
        `/api/registration/revokeLink/account/${otherAccountId}`,
        { link_id },
      );
      expect(revoke.statusCode).toBe(404);
      expect(
        ((await list(other.access_token, otherAccountId)).json().result as LinkRow[]).map((l) => l.link_id),
      ).not.toContain(link_id);
      expect(
        (await getAs(server.app, other.access_token, `/api/admin/audit/registration_link/${link_id}`)).statusCode,
      ).toBe(404);
      expect((await validate(linkToken(path))).statusCode).toBe(200);
    });

    it('when an agent (no registration_link_build) lists, builds or revokes links then it is 403 and nothing changes', async () => {
      const role = await createRole('Agents Only');
      const { link_id } = (await buildLink(admin.access_token, accountId, role.role_id)).json();
      expect((await list(agent.access_token)).statusCode).toBe(403);
      expect((await buildLink(agent.access_token, accountId, role.role_id)).statusCode).toBe(403);
      expect(
        (
          await postAs(server.app, agent.access_token, `/api/registration/revokeLink/account/${accountId}`, {
            link_id,
          })
        ).statusCode,
      ).toBe(403);
      expect(((await list(admin.access_token)).json().result as LinkRow[]).map((l) => l.link_id)).toContain(link_id);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserCreatedMessage, PROFILE_MESSAGES, USERS_ADMIN_MESSAGES } from '@meridian/domain';
import { ACCESS_CONTROL_HASH_HEADER } from '@meridian/api';
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

let serial = 0;
/** A login unique to this run: 6-15 letters and digits. */
const uniqueLogin = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${(serial += 1)}`;

const newUser = (login: string, overrides: Record<string, unknown> = {}) => ({
  fname: 'Nora',
  lname: 'Quill',
  role_id: 0,
  usercredentials: [{ login, password: 'abcdef12AB%^' }],
  phones: [{ phone: '2175550142', phone_type: 'Work' }],
  emails: [{ email: `${login}@agency.example`, email_type: 'Work' }],
  ...overrides,
});

describe.each(backends)('given the users administration calls on %s', (kind) => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let other: Awaited<ReturnType<typeof signIn>>;
  let agent2: Awaited<ReturnType<typeof signIn>>;
  let accountId: number;
  let agentRoleId: number;
  let adminRoleId: number;

  const db = () => server.database.db;
  const create = (token: string, body: object) => postAs(server.app, token, '/api/user', body);
  const countUsers = async () =>
    Number(
      (
        await db()
          .selectFrom('app_user')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const auditOf = (userId: number) =>
    db()
      .selectFrom('admin_audit')
      .select(['action', 'changed_by', 'before', 'after'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', userId)
      .orderBy('audit_id')
      .execute();
  const lastEmailTo = (to: string) =>
    db()
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('email_id', 'desc')
      .executeTakeFirst();
  const tokenOf = (body: string) => decodeURIComponent(/set-password\?token=([^\s"<]+)/.exec(body)![1]!);

  async function createAgent(prefix = 'agt') {
    const login = uniqueLogin(prefix);
    const created = await create(admin.access_token, newUser(login, { role_id: agentRoleId, lname: `Quill${prefix}` }));
    expect(created.statusCode, created.body).toBe(201);
    return { login, user_id: created.json().user_id as number };
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { PUBLIC_URL: 'https://meridian.example/' });
    admin = await signIn(server.app, ...DEMO.admin);
    other = await signIn(server.app, ...DEMO.other);
    agent2 = await signIn(server.app, ...DEMO.agent2);
    accountId = (await getAs(server.app, admin.access_token, `/api/user/${admin.user_id}`)).json().account_id;
    const roles = await db()
      .selectFrom('role')
      .select(['role_id', 'role_name'])
      .where('account_id', '=', accountId)
      .execute();
    agentRoleId = roles.find((r) => r.role_name === 'Agent')!.role_id;
    adminRoleId = roles.find((r) => r.role_name === 'Admin')!.role_id;
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('POST user', () => {
    it('creates an active user in the caller’s account with the spec’s message and an audit row', async () => {
      const login = uniqueLogin('nora');
      const created = await create(admin.access_token, newUser(login, { role_id: agentRoleId, account_id: accountId }));
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        success: true,
        account_id: accountId,
        message: newUserCreatedMessage(accountId),
      });
      expect(created.json().message).toBe(`New User has been created for account ${accountId}.`);
      const id = created.json().user_id as number;
      const user = (await getAs(server.app, admin.access_token, `/api/user/${id}`)).json();
      expect(user).toMatchObject({ account_id: accountId, role_id: agentRoleId, active: '1', fname: 'Nora' });
      expect(user.usercredentials[0].login).toBe(login);
      expect(user.phones[0]).toMatchObject({ phone: '2175550142', is_default: true });
      expect(user.emails[0]).toMatchObject({ email: `${login}@agency.example`, is_default: true });
      expect(await auditOf(id)).toEqual([
        expect.objectContaining({
          action: 'create',
          changed_by: admin.user_id,
          after: expect.objectContaining({ login }),
        }),
      ]);
      // The initial password signs in.
      expect((await passwordGrant(server.app, login, 'abcdef12AB%^')).statusCode).toBe(200);
    });

    it('keeps the add-user mode’s gender, company, NPN and address, passes over an address row with nothing typed, and refuses a begun one that is not whole', async () => {
      const login = uniqueLogin('ines');
      const address = {
        address_type_id: 'Home',
        address1: '410 N Michigan Ave',
        city: 'Chicago',
        state_id: 'IL',
        zip: '60611',
      };
      const blank = { address_type_id: 'Home', address1: '', city: '', state_id: '', zip: '' };
      const before = await countUsers();
      const partial = await create(
        admin.access_token,
        newUser(login, { role_id: agentRoleId, addresses: [{ ...blank, city: 'Chicago' }] }),
      );
      expect(partial.statusCode).toBe(400);
      expect(partial.json()).toMatchObject({
        message: 'Please enter address',
        result: { field: 'addresses.0.address1' },
      });
      expect(await countUsers()).toBe(before);

      const created = await create(
        admin.access_token,
        newUser(login, {
          role_id: agentRoleId,
          gender: 'f',
          company: ' Lakeshore Benefits ',
          npn: '17654321',
          addresses: [address, blank],
        }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().user_id as number;
      const user = (await getAs(server.app, admin.access_token, `/api/user/${id}`)).json();
      expect(user).toMatchObject({ gender: 'f', company: 'Lakeshore Benefits', npn: '17654321' });
      expect(user.addresses).toHaveLength(1);
      expect(user.addresses[0]).toMatchObject({ ...address, is_default: true });
      expect((await auditOf(id))[0]).toMatchObject({
        after: expect.objectContaining({ gender: 'f', company: 'Lakeshore Benefits', npn: '17654321', addresses: 1 }),
      });
    });

    it('refuses a login in use (any account, any case) with a clear message and creates nothing', async () => {
      const before = await countUsers();
      const taken = await create(admin.access_token, newUser('DemoAgent', { role_id: agentRoleId }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ message: USERS_ADMIN_MESSAGES.loginTaken, result: { field: 'login' } });
      const otherAccounts = await create(admin.access_token, newUser('otheradmin', { role_id: agentRoleId }));
      expect(otherAccounts.statusCode).toBe(409);
      expect(await countUsers()).toBe(before);
    });

    it.each([
      [
        'a short login',
        { usercredentials: [{ login: 'abc12', password: 'abcdef12AB%^' }] },
        'login',
        PROFILE_MESSAGES.loginInvalid,
      ],
      [
        'a login with a symbol',
        { usercredentials: [{ login: 'nora.quill', password: 'abcdef12AB%^' }] },
        'login',
        PROFILE_MESSAGES.loginInvalid,
      ],
      ['no first name', { fname: ' ' }, 'fname', PROFILE_MESSAGES.fnameRequired],
      ['no last name', { lname: '' }, 'lname', PROFILE_MESSAGES.lnameRequired],
      [
        'a weak initial password',
        { usercredentials: [{ login: 'noraweak01', password: 'password' }] },
        'password',
        USERS_ADMIN_MESSAGES.initialPasswordWeak,
      ],
      ['a bad email', { emails: [{ email: 'nora-at-example', email_type: 'Work' }] }, 'email', undefined],
    ])('refuses %s with its message and creates nothing', async (_name, overrides, field, message) => {
      const before = await countUsers();
      const refused = await create(
        admin.access_token,
        newUser(uniqueLogin('bad'), { role_id: agentRoleId, ...overrides }),
      );
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().result?.field).toBe(field);
      if (message) expect(refused.json().message).toBe(message);
      expect(await countUsers()).toBe(before);
    });

    it('refuses another account’s role or account: nothing created', async () => {
      const before = await countUsers();
      const otherRole = await db()
        .selectFrom('role')
        .select('role_id')
        .where('account_id', '<>', accountId)
        .executeTakeFirstOrThrow();
      const role = await create(admin.access_token, newUser(uniqueLogin('role'), { role_id: otherRole.role_id }));
      expect(role.statusCode).toBe(400);
      expect(role.json().result?.field).toBe('role_id');
      const account = await create(
        other.access_token,
        newUser(uniqueLogin('acct'), { role_id: agentRoleId, account_id: accountId }),
      );
      expect(account.statusCode).toBe(404);
      expect(await countUsers()).toBe(before);
    });

    it('answers 403 to an agent', async () => {
      const refused = await create(agent2.access_token, newUser(uniqueLogin('agt'), { role_id: agentRoleId }));
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('POST user/{id}/invite and the set-password page', () => {
    it('queues an invitation with a single-use link; the page sets the password and the user signs in', async () => {
      const { login, user_id } = await createAgent('inv');
      const invited = await postAs(server.app, admin.access_token, `/api/user/${user_id}/invite`, {});
      expect(invited.statusCode, invited.body).toBe(200);
      expect(invited.json()).toMatchObject({ success: true, email: `${login}@agency.example` });
      const email = await lastEmailTo(`${login}@agency.example`);
      expect(email).toMatchObject({ kind: 'user_invitation', account_id: accountId });
      expect(email!.body_text).toContain(login);
      expect(email!.body_text).toContain('https://meridian.example/auth/set-password?token=');
      const token = tokenOf(email!.body_text);
      expect((await auditOf(user_id)).map((a) => a.action)).toEqual(['create', 'invite']);

      const page = await server.app.inject({
        method: 'GET',
        url: `/auth/set-password?token=${encodeURIComponent(token)}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(login);
      expect(page.body).toContain('At least 8 characters');

      const post = (fields: Record<string, string>) =>
        server.app.inject({ method: 'POST', url: '/auth/set-password', ...form({ token, ...fields }) });
      const weak = await post({ new_password: 'weakpass', confirm: 'weakpass' });
      expect(weak.statusCode).toBe(400);
      expect(weak.body).toContain(PROFILE_MESSAGES.newPasswordWeak);
      const mismatch = await post({ new_password: 'Chosen#Pass9', confirm: 'Chosen#Pass8' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.body).toContain(PROFILE_MESSAGES.confirmPasswordMismatch);
      expect((await passwordGrant(server.app, login, 'Chosen#Pass9')).statusCode).toBe(401);

      const set = await post({ new_password: 'Chosen#Pass9', confirm: 'Chosen#Pass9' });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.body).toContain('href="/auth/login"');
      expect((await passwordGrant(server.app, login, 'Chosen#Pass9')).statusCode).toBe(200);
      expect((await passwordGrant(server.app, login, 'abcdef12AB%^')).statusCode).toBe(401);

      // Single use: the same link no longer opens nor sets.
      const again = await post({ new_password: 'Another#Pass1', confirm: 'Another#Pass1' });
      expect(again.statusCode).toBe(400);
      expect(again.body).toContain(USERS_ADMIN_MESSAGES.setPasswordInvalidLink);
      const reopened = await server.app.inject({
        method: 'GET',
        url: `/auth/set-password?token=${encodeURIComponent(token)}`,
      });
      expect(reopened.statusCode).toBe(400);
      expect((await passwordGrant(server.app, login, 'Chosen#Pass9')).statusCode).toBe(200);
    });

    it('refuses a tampered link', async () => {
      const { login, user_id } = await createAgent('tmp');
      await postAs(server.app, admin.access_token, `/api/user/${user_id}/invite`, {});
      const token = tokenOf((await lastEmailTo(`${login}@agency.example`))!.body_text);
      const [body, mac] = token.split('.');
      const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { uid: number };
      const forged = `${Buffer.from(JSON.stringify({ ...claims, uid: admin.user_id })).toString('base64url')}.${mac}`;
      const page = await server.app.inject({
        method: 'GET',
        url: `/auth/set-password?token=${encodeURIComponent(forged)}`,
      });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain(USERS_ADMIN_MESSAGES.setPasswordInvalidLink);
      const set = await server.app.inject({
        method: 'POST',
        url: '/auth/set-password',
        ...form({ token: forged, new_password: 'Chosen#Pass9', confirm: 'Chosen#Pass9' }),
      });
      expect(set.statusCode).toBe(400);
      expect((await passwordGrant(server.app, DEMO.admin[0], DEMO.admin[1])).statusCode).toBe(200);
    });

    it('answers 404 to another account’s admin and 403 to an agent', async () => {
      const { user_id } = await createAgent('ten');
      expect((await postAs(server.app, other.access_token, `/api/user/${user_id}/invite`, {})).statusCode).toBe(404);
      expect((await postAs(server.app, agent2.access_token, `/api/user/${user_id}/invite`, {})).statusCode).toBe(403);
    });
  });

  describe('GET user/{id}/userAccess', () => {
    it('answers the role, permissions, hash and dates; a role change shows on the user’s next request', async () => {
      const { login, user_id } = await createAgent('acc');
      const access = await getAs(server.app, admin.access_token, `/api/user/${user_id}/userAccess`);
      expect(access.statusCode, access.body).toBe(200);
      expect(access.json()).toMatchObject({
        user_id,
        role_id: agentRoleId,
        role_name: 'Agent',
        active: '1',
        account_owner: false,
      });
      expect(access.json().permissions).not.toContain('ui_admin');
      const tokens = await signIn(server.app, login, 'abcdef12AB%^');
      const first = await getAs(server.app, tokens.access_token, `/api/user/${user_id}`);
      expect(first.headers[ACCESS_CONTROL_HASH_HEADER.toLowerCase()]).toBe(access.json().hash);

      const promoted = await postAs(server.app, admin.access_token, `/api/user/${user_id}`, { role_id: adminRoleId });
      expect(promoted.statusCode, promoted.body).toBe(200);
      const after = (await getAs(server.app, admin.access_token, `/api/user/${user_id}/userAccess`)).json();
      expect(after.permissions).toContain('ui_admin');
      expect(after.hash).not.toBe(access.json().hash);
      const next = await getAs(server.app, tokens.access_token, `/api/user/${user_id}`);
      expect(next.headers[ACCESS_CONTROL_HASH_HEADER.toLowerCase()]).toBe(after.hash);
      expect(after.last_access_date).not.toBeNull();
    });

    it('answers 404 to another account’s admin and 403 to an agent', async () => {
      expect((await getAs(server.app, other.access_token, `/api/user/${agent2.user_id}/userAccess`)).statusCode).toBe(
        404,
      );
      expect((await getAs(server.app, agent2.access_token, `/api/user/${admin.user_id}/userAccess`)).statusCode).toBe(
        403,
      );
    });
  });

  describe('POST user/{id} in sms-users mode', () => {
    it('lets a user manager set the reference id and CM sync ignore, with the audit; not the user themselves', async () => {
      const { login, user_id } = await createAgent('sms');
      const saved = await postAs(server.app, admin.access_token, `/api/user/${user_id}`, {
        sms_id: ' REF-778 ',
        cm_sync_ignore: '1',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ sms_id: 'REF-778', cm_sync_ignore: '1' });
      expect((await auditOf(user_id)).at(-1)).toMatchObject({
        action: 'update',
        before: expect.objectContaining({ sms_id: null, cm_sync_ignore: '0' }),
        after: expect.objectContaining({ sms_id: 'REF-778', cm_sync_ignore: '1' }),
      });
      const self = await signIn(server.app, login, 'abcdef12AB%^');
      const refused = await postAs(server.app, self.access_token, `/api/user/${user_id}`, { sms_id: 'MINE' });
      expect(refused.statusCode).toBe(403);
      // Sending the saved values back (a profile save of one's own) changes nothing and is fine.
      const same = await postAs(server.app, self.access_token, `/api/user/${user_id}`, {
        sms_id: 'REF-778',
        fname: 'Nora',
      });
      expect(same.statusCode, same.body).toBe(200);
      expect((await postAs(server.app, other.access_token, `/api/user/${user_id}`, { sms_id: 'X' })).statusCode).toBe(
        404,
      );
      const user = (await getAs(server.app, admin.access_token, `/api/user/${user_id}`)).json();
      expect(user).toMatchObject({ sms_id: 'REF-778', cm_sync_ignore: '1' });
    });
  });

  describe('POST user/{id} by a user manager for a colleague', () => {
    it("saves the colleague's NPN, company and contact rows, and the admin audit holds what was and what is", async () => {
      const { login, user_id } = await createAgent('con');
      const before = (await auditOf(user_id)).length;
      const saved = await postAs(server.app, admin.access_token, `/api/user/${user_id}`, {
        npn: '19283746',
        company: 'Prairie Senior Benefits',
        phones: [{ phone: '3125550199', phone_type: 'Mobile', is_default: true }],
        emails: [{ email: `${login}@prairie.example`, email_type: 'Work', is_default: true }],
        addresses: [
          { address_type_id: 'Home', address1: '77 W Wacker Dr', city: 'Chicago', state_id: 'IL', zip: '60601' },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ npn: '19283746', company: 'Prairie Senior Benefits' });
      const audit = await auditOf(user_id);
      expect(audit).toHaveLength(before + 1);
      expect(audit.at(-1)).toMatchObject({
        action: 'update',
        changed_by: admin.user_id,
        before: expect.objectContaining({
          npn: null,
          company: null,
          phones: ['Work 2175550142'],
          emails: [`${login}@agency.example`],
          addresses: [],
        }),
        after: expect.objectContaining({
          npn: '19283746',
          company: 'Prairie Senior Benefits',
          phones: ['Mobile 3125550199'],
          emails: [`${login}@prairie.example`],
          addresses: ['77 W Wacker Dr, Chicago, IL 60601'],
        }),
      });
      // A user saving their own names is not an admin change: no admin audit row.
      const self = await signIn(server.app, login, 'abcdef12AB%^');
      expect((await postAs(server.app, self.access_token, `/api/user/${user_id}`, { fname: 'Nina' })).statusCode).toBe(
        200,
      );
      expect(await auditOf(user_id)).toHaveLength(before + 1);
    });
  });

  describe('POST user/bulkDelete and GET user/{id}/delete', () => {
    async function leadFor(userId: number, lname: string) {
      const { lead_id } = await db()
        .insertInto('lead')
        .values({ account_id: accountId, user_id: userId, fname: 'Lena', lname })
        .returning('lead_id')
        .executeTakeFirstOrThrow();
      return lead_id;
    }

    it('deletes the users, leaves their leads Unassigned, ends their sign-ins and writes the audit', async () => {
      const a = await createAgent('dla');
      const b = await createAgent('dlb');
      const leads = [
        await leadFor(a.user_id, 'Alpha'),
        await leadFor(a.user_id, 'Bravo'),
        await leadFor(b.user_id, 'Carter'),
      ];
      const signedIn = await signIn(server.app, a.login, 'abcdef12AB%^');
      // A history the user wrote (append-only) outlives them, its actor set to NULL; nothing else may change it.
      const { audit_id } = await db()
        .insertInto('lead_audit')
        .values({
          account_id: accountId,
          lead_id: leads[0]!,
          changed_by: a.user_id,
          field: 'lname',
          old_value: 'A',
          new_value: 'Alpha',
        })
        .returning('audit_id')
        .executeTakeFirstOrThrow();

      const deleted = await postAs(server.app, admin.access_token, '/api/user/bulkDelete', {
        user_ids: [a.user_id, b.user_id],
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ success: true, user_ids: [a.user_id, b.user_id], leads_unassigned: 3 });
      const rows = await db().selectFrom('lead').select(['lead_id', 'user_id']).where('lead_id', 'in', leads).execute();
      expect(rows).toHaveLength(3);
      expect(rows.every((r) => r.user_id === null)).toBe(true);
      expect(
        await db().selectFrom('app_user').select('user_id').where('user_id', 'in', [a.user_id, b.user_id]).execute(),
      ).toEqual([]);
      expect((await getAs(server.app, signedIn.access_token, `/api/user/${a.user_id}`)).statusCode).toBe(401);
      const history = await db()
        .selectFrom('lead_audit')
        .selectAll()
        .where('audit_id', '=', audit_id)
        .executeTakeFirstOrThrow();
      expect(history).toMatchObject({ changed_by: null, new_value: 'Alpha' });
      await expect(
        db().updateTable('lead_audit').set({ new_value: 'Changed' }).where('audit_id', '=', audit_id).execute(),
      ).rejects.toThrow(/append-only/);
      expect((await passwordGrant(server.app, a.login, 'abcdef12AB%^')).statusCode).toBe(401);
      expect((await auditOf(a.user_id)).map((e) => e.action)).toEqual(['create', 'delete']);
      expect((await auditOf(a.user_id))[1]).toMatchObject({
        before: expect.objectContaining({ login: a.login }),
        after: { leads_unassigned: 2 },
      });
      // The History still reads after the user is gone.
      const adminHistory = await getAs(server.app, admin.access_token, `/api/admin/audit/user/${b.user_id}`);
      expect(adminHistory.json().result.map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
    });

    it('GET user/{id}/delete deletes one user', async () => {
      const a = await createAgent('one');
      const lead = await leadFor(a.user_id, 'Delta');
      const deleted = await getAs(server.app, admin.access_token, `/api/user/${a.user_id}/delete`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ success: true, user_ids: [a.user_id], leads_unassigned: 1 });
      expect(
        (await db().selectFrom('lead').select('user_id').where('lead_id', '=', lead).executeTakeFirstOrThrow()).user_id,
      ).toBeNull();
      expect((await getAs(server.app, admin.access_token, `/api/user/${a.user_id}/delete`)).statusCode).toBe(404);
    });

    it('refuses oneself and the account owner with their messages, all or none', async () => {
      const a = await createAgent('own');
      const self = await postAs(server.app, admin.access_token, '/api/user/bulkDelete', {
        user_ids: [a.user_id, admin.user_id],
      });
      expect(self.statusCode).toBe(409);
      expect(self.json().message).toBe(USERS_ADMIN_MESSAGES.deleteSelf);
      const { account_owner_user_id } = await db()
        .selectFrom('account')
        .select('account_owner_user_id')
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      await db()
        .updateTable('account')
        .set({ account_owner_user_id: a.user_id })
        .where('account_id', '=', accountId)
        .execute();
      try {
        const owner = await getAs(server.app, admin.access_token, `/api/user/${a.user_id}/delete`);
        expect(owner.statusCode).toBe(409);
        expect(owner.json().message).toBe(USERS_ADMIN_MESSAGES.deleteOwner);
      } finally {
        await db().updateTable('account').set({ account_owner_user_id }).where('account_id', '=', accountId).execute();
      }
      expect(
        await db().selectFrom('app_user').select('user_id').where('user_id', '=', a.user_id).execute(),
      ).toHaveLength(1);
      expect((await auditOf(a.user_id)).map((e) => e.action)).toEqual(['create']);
    });

    it('answers 404 to another account’s admin (nothing deleted), 403 to an agent, 400 to no ids', async () => {
      const a = await createAgent('tnd');
      const lead = await leadFor(a.user_id, 'Echo');
      const mixed = await postAs(server.app, other.access_token, '/api/user/bulkDelete', { user_ids: [a.user_id] });
      expect(mixed.statusCode).toBe(404);
      expect((await getAs(server.app, other.access_token, `/api/user/${a.user_id}/delete`)).statusCode).toBe(404);
      expect(
        (await postAs(server.app, agent2.access_token, '/api/user/bulkDelete', { user_ids: [a.user_id] })).statusCode,
      ).toBe(403);
      expect((await getAs(server.app, agent2.access_token, `/api/user/${a.user_id}/delete`)).statusCode).toBe(403);
      expect((await postAs(server.app, admin.access_token, '/api/user/bulkDelete', { user_ids: [] })).statusCode).toBe(
        400,
      );
      // One id of another account in a bulk delete: nothing is deleted.
      const otherUser = await db()
        .selectFrom('app_user')
        .select('user_id')
        .where('account_id', '<>', accountId)
        .executeTakeFirstOrThrow();
      const partly = await postAs(server.app, admin.access_token, '/api/user/bulkDelete', {
        user_ids: [a.user_id, otherUser.user_id],
      });
      expect(partly.statusCode).toBe(404);
      expect(
        await db().selectFrom('app_user').select('user_id').where('user_id', '=', a.user_id).execute(),
      ).toHaveLength(1);
      expect(
        (await db().selectFrom('lead').select('user_id').where('lead_id', '=', lead).executeTakeFirstOrThrow()).user_id,
      ).toBe(a.user_id);
    });
  });

  it('lists every users administration call in the admin route table', () => {
    const admins = routeDeclarations(server.app)
      .filter((r) => isAdminRoute(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(admins).toEqual(
      expect.arrayContaining([
        'POST /api/user',
        'POST /api/user/:id/invite',
        'GET /api/user/:id/userAccess',
        'GET /api/user/:id/delete',
        'POST /api/user/bulkDelete',
      ]),
    );
    expect(admins).not.toContain('POST /api/user/:id');
  });
});

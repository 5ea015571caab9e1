import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ErrorBodyStruct, RegistrationAnswerStruct, ValidateUrlAnswerStruct } from '@meridian/api';
import { REGISTRATION_MESSAGES } from '@meridian/domain';
import { startEmailDispatcher } from '../../email/dispatcher';
import { loadConfig } from '../../config';
import { INVALID_LINK_MESSAGE, InvitationLinks, ROLE_EXPIRED_MESSAGE } from '.';
import {
  backends,
  bearer,
  DEMO,
  form,
  getAs,
  passwordGrant,
  postAs,
  signIn,
  startTestServer,
  type TestServer,
} from '../../../test/harness';
import { startSmtpSink } from '../../../test/smtp-sink';

const valid = {
  login: 'newagent01',
  password: 'Strong#Pass1',
  confirmPwd: 'Strong#Pass1',
  company: 'Lakeside Senior Benefits',
  fname: 'Rosa',
  lname: 'Delgado-Reyes',
  email: 'rosa.delgado@lakeside.example',
  address1: '120 N Main St',
  address2: 'Suite 4',
  city: 'Springfield',
  state_id: 'IL',
  zip: '62701',
  phone: '(217) 555-0142',
  mphone: '',
  fphone: '',
  npn: '19283746',
  hasNoNPN: 'false',
  website: 'https://lakeside.example',
  bSignature: 'true',
};

function register(server: TestServer, fields: Record<string, string>) {
  return server.app.inject({ method: 'POST', url: '/api/public/registration', ...form(fields) });
}

describe.each(backends)('given registration on %s', (kind) => {
  let server: TestServer;
  let adminToken: string;
  let demoAccountId: number;
  let agentRoleId: number;

  beforeAll(async () => {
    server = await startTestServer(kind, { REGISTRATION_RATE_PER_IP: '1000', PUBLIC_URL: 'https://meridian.example/' });
    const admin = await signIn(server.app, ...DEMO.admin);
    adminToken = admin.access_token;
    const me = (await getAs(server.app, adminToken, `/api/user/${admin.user_id}`)).json();
    demoAccountId = me.account_id;
    agentRoleId = (
      await server.database.db
        .selectFrom('role')
        .select('role_id')
        .where('account_id', '=', demoAccountId)
        .where('role_name', '=', 'Agent')
        .executeTakeFirstOrThrow()
    ).role_id;
  });
  afterAll(async () => {
    await server?.close();
  });

  async function invitationToken(roleId = agentRoleId) {
    const response = await getAs(
      server.app,
      adminToken,
      `/api/registration/buildLink/account/${demoAccountId}/role/${roleId}`,
    );
    expect(response.statusCode).toBe(200);
    const { link, path } = response.json();
    expect(link).toBe(`https://meridian.example${path}`);
    return decodeURIComponent(path.split('?q=')[1]);
  }

  it('serves the agreement HTML', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/public/agreement' });
    expect(response.statusCode).toBe(200);
    expect(response.json().agreement).toContain('Meridian User Agreement');
  });

  it('when a free registration is valid then the user is created disabled, cannot sign in, and the agreement is recorded and queued by email', async () => {
    const response = await register(server, valid);
    expect(response.statusCode).toBe(201);
    expect(is(response.json(), RegistrationAnswerStruct)).toBe(true);
    expect(response.json()).toEqual({
      success: true,
      message: REGISTRATION_MESSAGES.pendingValidation,
      disabled: 'true',
    });

    const user = await server.database.db
      .selectFrom('user_credentials as c')
      .innerJoin('app_user as u', (j) =>
        j.onRef('u.user_id', '=', 'c.user_id').onRef('u.account_id', '=', 'c.account_id'),
      )
      .innerJoin('account as a', 'a.account_id', 'u.account_id')
      .select(['u.user_id', 'u.account_id', 'u.active', 'c.password_hash', 'a.account_name', 'a.account_owner_user_id'])
      .where('c.login', '=', 'newagent01')
      .executeTakeFirstOrThrow();
    expect(user.active).toBe('0');
    expect(user.account_name).toBe('Lakeside Senior Benefits');
    expect(user.account_owner_user_id).toBe(user.user_id);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const phones = await server.database.db
      .selectFrom('user_phone')
      .select(['phone', 'phone_type'])
      .where('user_id', '=', user.user_id)
      .execute();
    expect(phones).toEqual([{ phone: '2175550142', phone_type: 'Work' }]);
    const acceptance = await server.database.db
      .selectFrom('agreement_acceptance')
      .selectAll()
      .where('user_id', '=', user.user_id)
      .executeTakeFirstOrThrow();
    expect(acceptance).toMatchObject({ version: '2026-01', ip: expect.any(String) });
    const mail = await server.database.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', valid.email)
      .executeTakeFirstOrThrow();
    expect(mail.body_html).toContain('Meridian User Agreement');

    const grant = await passwordGrant(server.app, 'newagent01', valid.password);
    expect(grant.statusCode).toBe(403);
    await server.database.db.updateTable('app_user').set({ active: '1' }).where('user_id', '=', user.user_id).execute();
    expect((await passwordGrant(server.app, 'newagent01', valid.password)).statusCode).toBe(200);
  });

  it('when the username is taken in any case then it answers a message containing "already in use" and creates nothing', async () => {
    const before = await server.database.db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await register(server, { ...valid, login: 'DemoAgent' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('already in use');
    const after = await server.database.db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('when the username demoadmin is taken then the message names it word for word (the client maps "already in use")', async () => {
    const response = await register(server, { ...valid, login: 'demoadmin' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'The username demoadmin is already in use.' });
  });

  it.each([
    { change: { login: 'abc' }, message: 'Username must be 6-15 letters or numbers.' },
    {
      change: { password: 'weakpassword', confirmPwd: 'weakpassword' },
      message: 'Password must meet the minimum strength as defined.',
    },
    { change: { confirmPwd: 'Strong#Pass2' }, message: 'Password must match.' },
    { change: { fname: 'R0sa' }, message: 'First Name must contain letters, spaces, and hyphens only.' },
    { change: { email: 'rosa@' }, message: 'Enter a valid Email Address.' },
    { change: { zip: '6270' }, message: 'Enter a valid Zip Code.' },
    { change: { phone: '', mphone: '' }, message: 'Enter a valid Business Phone.' },
    {
      change: { npn: '', hasNoNPN: 'false' },
      message: 'Enter a valid NPN or click the checkbox if you do not have one.',
    },
  ])(
    'when the client is skipped and $change is posted then it answers 400 "$message" and stores nothing',
    async ({ change, message }) => {
      const login = `skip${Math.random().toString(36).slice(2, 9)}`;
      const response = await register(server, { ...valid, login, ...change });
      expect(response.statusCode).toBe(400);
      expect(is(response.json(), ErrorBodyStruct)).toBe(true);
      expect(response.json().message).toBe(message);
      const stored = await server.database.db
        .selectFrom('user_credentials')
        .select('login')
        .where('login', '=', (change as { login?: string }).login ?? login)
        .executeTakeFirst();
      expect(stored).toBeUndefined();
    },
  );

  it('when the agreement was not accepted then it answers 400', async () => {
    const response = await register(server, { ...valid, login: 'noagree01', bSignature: 'false' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('bSignature');
  });

  it('when an invitation link is valid then validateUrl names the owner, and the new user joins that account with the role and can sign in', async () => {
    const token = await invitationToken();
    const check = await server.app.inject({ method: 'POST', url: '/api/public/validateUrl', payload: { token } });
    expect(check.statusCode).toBe(200);
    const answer = check.json();
    expect(is(answer, ValidateUrlAnswerStruct)).toBe(true);
    expect(answer).toMatchObject({
      message: '',
      user: {
        account_id: demoAccountId,
        fname: 'Dana',
        lname: 'Whitfield',
        default_email: { email: 'dana.whitfield@demo-agency.example' },
        default_phone: { phone: '3125550100' },
      },
    });

    const response = await register(server, {
      ...valid,
      login: 'invitee01',
      email: 'invitee@x.example',
      source: token,
      fromURL: 'true',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: REGISTRATION_MESSAGES.accountCreated,
      disabled: 'false',
    });
    const tokens = await signIn(server.app, 'invitee01', valid.password);
    const me = (await getAs(server.app, tokens.access_token, `/api/user/${tokens.user_id}`)).json();
    expect(me).toMatchObject({ account_id: demoAccountId, role_name: 'Agent', active: '1' });
  });

  it('when a link is tampered with or expired then it is invalid, for validateUrl and for registration', async () => {
    const token = await invitationToken();
    const [body, mac] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const tampered = `${Buffer.from(JSON.stringify({ ...claims, role: claims.role - 1 })).toString('base64url')}.${mac}`;
    for (const bad of [tampered, `${token}x`, 'garbage', `${body}.`]) {
      const check = await server.app.inject({
        method: 'POST',
        url: '/api/public/validateUrl',
        payload: { token: bad },
      });
      expect(check.statusCode).toBe(400);
    }
    const key = await server.database.db
      .selectFrom('server_secret')
      .select('value')
      .where('name', '=', 'access_token_key')
      .executeTakeFirstOrThrow();
    const expired = new InvitationLinks(Buffer.from(key.value, 'base64')).sign(
      demoAccountId,
      agentRoleId,
      60,
      Date.now() - 3_600_000,
    ).token;
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/public/validateUrl', payload: { token: expired } }))
        .statusCode,
    ).toBe(400);
    const response = await register(server, { ...valid, login: 'tampered01', source: tampered, fromURL: 'true' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(REGISTRATION_MESSAGES.invalidLink);
  });

  it('when the role of a link was disabled then validateUrl says Role Expired and registration is refused', async () => {
    const role = await server.database.db
      .insertInto('role')
      .values({ account_id: demoAccountId, role_name: 'Seasonal' })
      .returning('role_id')
      .executeTakeFirstOrThrow();
    const token = await invitationToken(role.role_id);
    await server.database.db.updateTable('role').set({ active: false }).where('role_id', '=', role.role_id).execute();
    const check = await server.app.inject({ method: 'POST', url: '/api/public/validateUrl', payload: { token } });
    expect(check.statusCode).toBe(200);
    expect(check.json().message).toBe(ROLE_EXPIRED_MESSAGE);
    expect(check.json().message).toContain('Role Expired');
    const response = await register(server, { ...valid, login: 'expired01', source: token, fromURL: 'true' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Role Expired');
  });

  it('only admins of the account build links', async () => {
    const agent = await signIn(server.app, ...DEMO.agent);
    expect(
      (
        await getAs(
          server.app,
          agent.access_token,
          `/api/registration/buildLink/account/${demoAccountId}/role/${agentRoleId}`,
        )
      ).statusCode,
    ).toBe(403);
    const other = await signIn(server.app, ...DEMO.other);
    expect(
      (
        await getAs(
          server.app,
          other.access_token,
          `/api/registration/buildLink/account/${demoAccountId}/role/${agentRoleId}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('when the admin revokes an invitation link then validateUrl and registration refuse it with the invalid-link message; other links still work', async () => {
    const revoked = await invitationToken();
    const kept = await invitationToken();
    const link = (
      await getAs(server.app, adminToken, `/api/registration/buildLink/account/${demoAccountId}/role/${agentRoleId}`)
    ).json().link as string;
    for (const given of [`/registration/?q=${encodeURIComponent(revoked)}`, link]) {
      const out = await postAs(server.app, adminToken, `/api/registration/revokeLink/account/${demoAccountId}`, {
        link: given,
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true });
    }
    const linkToken = decodeURIComponent(link.split('?q=')[1]!);
    for (const token of [revoked, linkToken]) {
      const check = await server.app.inject({ method: 'POST', url: '/api/public/validateUrl', payload: { token } });
      expect(check.statusCode).toBe(400);
      expect(check.json().message).toBe(INVALID_LINK_MESSAGE);
    }
    const refused = await register(server, { ...valid, login: 'revoked01', source: revoked, fromURL: 'true' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(REGISTRATION_MESSAGES.invalidLink);
    const stillValid = await server.app.inject({
      method: 'POST',
      url: '/api/public/validateUrl',
      payload: { token: kept },
    });
    expect(stillValid.statusCode).toBe(200);
  });

  it('only admins of the account revoke links (registration_link_build); a forged link is 400', async () => {
    const token = await invitationToken();
    const url = `/api/registration/revokeLink/account/${demoAccountId}`;
    const agent = await signIn(server.app, ...DEMO.agent);
    expect((await postAs(server.app, agent.access_token, url, { link: token })).statusCode).toBe(403);
    const other = await signIn(server.app, ...DEMO.other);
    expect((await postAs(server.app, other.access_token, url, { link: token })).statusCode).toBe(404);
    const otherAccount = (await getAs(server.app, other.access_token, `/api/user/${other.user_id}`)).json()
      .account_id as number;
    expect(
      (
        await postAs(server.app, other.access_token, `/api/registration/revokeLink/account/${otherAccount}`, {
          link: token,
        })
      ).statusCode,
    ).toBe(404);
    const forged = await postAs(server.app, adminToken, url, { link: `${token}x` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(INVALID_LINK_MESSAGE);
    const check = await server.app.inject({ method: 'POST', url: '/api/public/validateUrl', payload: { token } });
    expect(check.statusCode).toBe(200);
  });

  it('when a link is built with a forged Host header then it still points at the configured public address', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/registration/buildLink/account/${demoAccountId}/role/${agentRoleId}`,
      headers: { ...bearer(adminToken), host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    const { link, path } = response.json();
    expect(link).toBe(`https://meridian.example${path}`);
    expect(link).not.toContain('evil.example');
  });

  it('when SMTP_URL is set then the queued agreement email is delivered once', async () => {
    const sink = await startSmtpSink();
    const dispatcher = startEmailDispatcher(server.database.db, {
      smtpUrl: sink.url,
      from: 'Meridian <no-reply@meridian.example>',
      intervalMs: 60_000,
    });
    try {
      const sent = await dispatcher.runOnce();
      expect(sent).toBeGreaterThanOrEqual(1);
      expect(
        sink.messages.some(
          (m) => m.to.some((t) => t.includes(valid.email)) && m.data.includes('Meridian User Agreement'),
        ),
      ).toBe(true);
      expect(await dispatcher.runOnce()).toBe(0);
    } finally {
      await dispatcher.stop();
      await sink.close();
    }
  });
});

describe.each(backends)('given the registration rate limit on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { REGISTRATION_RATE_PER_IP: '2' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('when one address registers too often then it answers 429', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await register(server, { ...valid, login: `ratelimit${i}` })).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('given the public address in the environment', () => {
  it('when PUBLIC_URL is unset then links use http://localhost with the port; when set, it is used without its trailing slash', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://app.meridian.example/' }).publicUrl).toBe('https://app.meridian.example');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});

describe.each(backends)('given the support contact configured (SUPPORT_PHONE, SALES_SITE_URL) on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      REGISTRATION_RATE_PER_IP: '1000',
      SUPPORT_PHONE: '8005550134',
      SALES_SITE_URL: 'https://meridian.example/sales',
    });
  });
  afterAll(() => server.close());

  it('when the registration page asks then it gets them; a refused link names the number and the site, not the spec words', async () => {
    const contact = await server.app.inject({ method: 'GET', url: '/api/public/supportContact?noCache=1' });
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toEqual({ support_phone: '8005550134', sales_site_url: 'https://meridian.example/sales' });
    const refused = await register(server, { ...valid, login: 'badlink01', source: 'not-a-link', fromURL: 'true' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The registration link used is no longer valid. Please contact support at (800) 555-0134, or visit https://meridian.example/sales.',
    );
  });

  it('when SALES_SITE_URL is not an http(s) address then the server refuses to start', () => {
    expect(() => loadConfig({ SALES_SITE_URL: 'javascript:alert(1)' })).toThrow(/SALES_SITE_URL must be an http/);
  });
});

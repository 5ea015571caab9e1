import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ErrorBodyStruct, REFRESH_COOKIE, TokenAnswerStruct, UserDetailsStruct } from '@meridian/api';
import { SIGN_IN_FAILED } from '../../auth/service';
import { SLOWDOWN_MAX_MS, SLOWDOWN_STEP_MS, slowdownMs } from '../../auth/sign-in-limits';
import { TOO_MANY_ATTEMPTS } from '../../http/rate-limit';
import {
  backends,
  DEMO,
  getAs,
  logout,
  passwordGrant,
  refresh,
  signIn,
  startTestServer,
  tokenRequest,
  type TestServer,
} from '../../../test/harness';

describe.each(backends)('given the token endpoint on %s', (kind) => {
  let server: TestServer;
  const logs = new PassThrough();
  let logText = '';
  logs.on('data', (chunk: Buffer) => (logText += chunk.toString()));

  beforeAll(async () => {
    server = await startTestServer(kind, {}, logs);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('when the password is right then it answers the token contract', async () => {
    const answer = await signIn(server.app, ...DEMO.agent);
    expect(is(answer, TokenAnswerStruct)).toBe(true);
    expect(answer.expires_in).toBe(900);
    const me = await getAs(server.app, answer.access_token, `/api/user/${answer.user_id}`);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ fname: 'Marcus', lname: 'Bell', role_name: 'Agent' });
  });

  it('when the username is typed in another case then it still signs in', async () => {
    await expect(signIn(server.app, 'DemoAgent', DEMO.agent[1])).resolves.toMatchObject({
      user_id: expect.any(Number),
    });
  });

  it('when the password is wrong or the user unknown then both answer the same 401 message', async () => {
    const wrong = await passwordGrant(server.app, 'demoagent2', 'nope-nope');
    const unknown = await passwordGrant(server.app, 'nobody-here', 'nope-nope');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: SIGN_IN_FAILED });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('when the body is not form data then it answers 415', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'password', username: 'a', password: 'b' },
    });
    expect(response.statusCode).toBe(415);
    expect(is(response.json(), ErrorBodyStruct)).toBe(true);
  });

  it('when a field is missing then the 400 names it', async () => {
    const response = await tokenRequest(server.app, { grant_type: 'refresh_token' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('refresh_token');
  });

  it('when a refresh token is spent then it rotates, and reusing the spent one revokes the whole family', async () => {
    const first = await signIn(server.app, ...DEMO.agent2);
    const rotated = await refresh(server.app, first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json() as typeof first;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await getAs(server.app, second.access_token, `/api/user/${second.user_id}`)).statusCode).toBe(200);

    const reuse = await refresh(server.app, first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    // The family is gone: the fresh refresh token and the fresh access token both stop working.
    expect((await refresh(server.app, second.refresh_token)).statusCode).toBe(401);
    expect((await getAs(server.app, second.access_token, `/api/user/${second.user_id}`)).statusCode).toBe(401);
  });

  it('when signed out then the access and refresh tokens are revoked', async () => {
    const tokens = await signIn(server.app, ...DEMO.admin);
    const out = await logout(server.app, tokens.access_token, tokens.refresh_token);
    expect(out.statusCode).toBe(200);
    expect((await getAs(server.app, tokens.access_token, `/api/user/${tokens.user_id}`)).statusCode).toBe(401);
    expect((await refresh(server.app, tokens.refresh_token)).statusCode).toBe(401);
  });

  describe('when a browser asks for the refresh token in its cookie', () => {
    /** The `meridian_refresh` cookie a response sets, with its attributes. */
    const refreshCookieOf = (response: { cookies: Array<Record<string, unknown>> }) =>
      response.cookies.find((c) => c.name === REFRESH_COOKIE);
    const withCookie = (token: string) => ({ cookie: `${REFRESH_COOKIE}=${token}` });
    /** The sign-in page's password grant: the refresh token asked for in its cookie. */
    const cookieSignIn = ([username, password]: readonly [string, string]) =>
      tokenRequest(server.app, { grant_type: 'password', username, password, token_delivery: 'cookie' });
    /** The portal's refresh: the grant alone, the token in the cookie. */
    const cookieRefresh = (token: string) =>
      server.app.inject({
        method: 'POST',
        url: '/auth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...withCookie(token) },
        payload: 'grant_type=refresh_token',
      });

    it('then it is an HttpOnly, Secure, SameSite=Strict cookie for /auth only, and the body leaves it out', async () => {
      const response = await cookieSignIn(DEMO.agent);
      expect(response.statusCode).toBe(200);
      expect(response.json()).not.toHaveProperty('refresh_token');
      expect(is(response.json(), TokenAnswerStruct)).toBe(true);
      expect(refreshCookieOf(response)).toMatchObject({
        value: expect.stringMatching(/.{20,}/),
        path: '/auth',
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
        maxAge: 86_400,
      });
    });

    it('then a refresh reads the cookie, rotates it, and never puts the new token in the body', async () => {
      const signedIn = await cookieSignIn(DEMO.agent);
      const first = refreshCookieOf(signedIn)!.value as string;
      const rotated = await cookieRefresh(first);
      expect(rotated.statusCode).toBe(200);
      expect(rotated.json()).not.toHaveProperty('refresh_token');
      const second = refreshCookieOf(rotated)!.value as string;
      expect(second).not.toBe(first);
      const me = await getAs(server.app, rotated.json().access_token, `/api/user/${rotated.json().user_id}`);
      expect(me.statusCode).toBe(200);
      // The spent cookie is refused (and revokes the family, as a spent body token does), and is cleared.
      const reuse = await cookieRefresh(first);
      expect(reuse.statusCode).toBe(401);
      expect(refreshCookieOf(reuse)).toMatchObject({ value: '', path: '/auth' });
      expect((await refresh(server.app, second)).statusCode).toBe(401);
    });

    it('then signing out with the cookie alone revokes the family and clears the cookie', async () => {
      const signedIn = await cookieSignIn(DEMO.admin);
      const token = refreshCookieOf(signedIn)!.value as string;
      const out = await server.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: withCookie(token),
        payload: {},
      });
      expect(out.statusCode).toBe(200);
      expect(refreshCookieOf(out)).toMatchObject({ value: '', path: '/auth' });
      expect((await refresh(server.app, token)).statusCode).toBe(401);
    });
  });

  it('when the bearer token is missing or forged then it answers 401', async () => {
    const tokens = await signIn(server.app, ...DEMO.agent);
    expect((await server.app.inject({ method: 'GET', url: `/api/user/${tokens.user_id}` })).statusCode).toBe(401);
    const [h, body, sig] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, sub: claims.sub + 1 })).toString('base64url');
    expect((await getAs(server.app, `${h}.${forgedBody}.${sig}`, `/api/user/${tokens.user_id}`)).statusCode).toBe(401);
    expect((await getAs(server.app, 'garbage', `/api/user/${tokens.user_id}`)).statusCode).toBe(401);
  });

  it('when asked with return_acl=1 then the permissions come in the headers and the body', async () => {
    const tokens = await signIn(server.app, ...DEMO.admin);
    const response = await getAs(server.app, tokens.access_token, `/api/user/${tokens.user_id}?return_acl=1`);
    expect(response.statusCode).toBe(200);
    const acl = JSON.parse(String(response.headers['x-access-control'])) as string[];
    expect(acl).toEqual(
      expect.arrayContaining(['ui_admin', 'lead_view_assigned', 'super_user', 'lead_origination_data_edit']),
    );
    const body = response.json();
    expect(is(body, UserDetailsStruct)).toBe(true);
    expect(body.rolePermission).toEqual(acl);
    expect(body.hash).toBe(response.headers['x-access-control-hash']);
    expect(body).not.toHaveProperty('password');
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('when a role loses a permission then the access-control hash changes', async () => {
    const tokens = await signIn(server.app, ...DEMO.admin);
    const before = (await getAs(server.app, tokens.access_token, `/api/user/${tokens.user_id}`)).headers[
      'x-access-control-hash'
    ];
    expect(before).toBeTruthy();
    const me = (await getAs(server.app, tokens.access_token, `/api/user/${tokens.user_id}`)).json();
    await server.database.db
      .deleteFrom('role_permission')
      .where('role_id', '=', me.role_id)
      .where('permission_name', '=', 'notice_manage')
      .execute();
    const after = (await getAs(server.app, tokens.access_token, `/api/user/${tokens.user_id}`)).headers[
      'x-access-control-hash'
    ];
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    await server.database.db
      .insertInto('role_permission')
      .values({ account_id: me.account_id, role_id: me.role_id, permission_name: 'notice_manage' })
      .execute();
  });

  it('never logs passwords or tokens', () => {
    expect(logText.length).toBeGreaterThan(0);
    expect(logText).not.toContain(DEMO.agent[1]);
    expect(logText).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect(logText).not.toMatch(/Bearer /i);
  });
});

describe.each(backends)('given short-lived access tokens on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { ACCESS_TOKEN_TTL: '1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('when the access token has expired then it answers 419, and a refresh brings it back', async () => {
    const tokens = await signIn(server.app, ...DEMO.agent);
    await new Promise((r) => setTimeout(r, 1100));
    const expired = await getAs(server.app, tokens.access_token, `/api/user/${tokens.user_id}`);
    expect(expired.statusCode).toBe(419);
    const renewed = (await refresh(server.app, tokens.refresh_token)).json() as typeof tokens;
    expect((await getAs(server.app, renewed.access_token, `/api/user/${tokens.user_id}`)).statusCode).toBe(200);
  });
});

describe.each(backends)('given tight sign-in rate limits on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { SIGN_IN_RATE_PER_USER: '3', SIGN_IN_RATE_PER_IP: '8' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('when one username fails too often then even the right password answers 429 with a message', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await passwordGrant(server.app, 'demoagent', `wrong${i}`);
      expect(r.statusCode).toBe(401);
    }
    const blocked = await passwordGrant(server.app, 'demoagent', DEMO.agent[1]);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: TOO_MANY_ATTEMPTS });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when an attacker address fails too often for a username then that address is locked out of it, even with the right password', async () => {
    const from = (remoteAddress: string, password: string) =>
      passwordGrant(server.app, 'demoagent2', password, remoteAddress);
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.66', `wrong${i}`)).statusCode).toBe(401);
    const locked = await from('203.0.113.66', DEMO.agent2[1]);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ success: false, message: TOO_MANY_ATTEMPTS });
  });

  it('when a username is locked for an attacker address then its owner from another address still signs in', async () => {
    const owner = await passwordGrant(server.app, 'demoagent2', DEMO.agent2[1], '198.51.100.7');
    expect(owner.statusCode).toBe(200);
    expect(is(owner.json(), TokenAnswerStruct)).toBe(true);
    const stillLocked = await passwordGrant(server.app, 'demoagent2', DEMO.agent2[1], '203.0.113.66');
    expect(stillLocked.statusCode).toBe(429);
  });

  it('when many addresses each fail a username a little then the owner is slowed down, never refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await passwordGrant(server.app, 'demoadmin', `wrong${i}`, `192.0.2.${10 + i}`);
      statuses.push(r.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
    const started = Date.now();
    const owner = await passwordGrant(server.app, 'demoadmin', DEMO.admin[1], '192.0.2.200');
    expect(owner.statusCode).toBe(200);
    // Four failures against a limit of three: one step of slowdown.
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_STEP_MS - 10);
  });

  it('when one IP tries too often then it answers 429 whatever the username', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await passwordGrant(server.app, `someone${i}`, 'x');
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe.each(backends)('given a short idle timeout on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { IDLE_TIMEOUT: '1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('when the refresh family sat idle longer than the timeout then the refresh is refused', async () => {
    const tokens = await signIn(server.app, ...DEMO.agent);
    const active = await refresh(server.app, tokens.refresh_token);
    expect(active.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    const idle = await refresh(server.app, (active.json() as typeof tokens).refresh_token);
    expect(idle.statusCode).toBe(401);
  });
});

describe('slowdownMs', () => {
  it.each([
    { failures: 0, expected: 0 },
    { failures: 10, expected: 0 },
    { failures: 11, expected: SLOWDOWN_STEP_MS },
    { failures: 13, expected: 3 * SLOWDOWN_STEP_MS },
    { failures: 1_000, expected: SLOWDOWN_MAX_MS },
  ])(
    'with a limit of 10, $failures failures from every address slow a sign-in by $expected ms',
    ({ failures, expected }) => {
      expect(slowdownMs(failures, 10)).toBe(expected);
    },
  );
});

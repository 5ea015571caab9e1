import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthStruct } from '@meridian/api';
import { is } from 'superstruct';
import { safeReferrer as browserSafeReferrer } from '../public/auth/safe-referrer.js';
import { safeReferrer } from '../src/auth/sign-in-page';
import { migrate } from '../src/db/migrate';
import { backends, bearer, DEMO, signIn, startTestServer, type TestServer } from './harness';

describe.each(backends)('given the server on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('when asked for health then it answers the contract naming its database', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(is(body, HealthStruct)).toBe(true);
    expect(body).toEqual({ status: 'ok', db: kind });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('when a client accepts gzip then a JSON answer of 1 KB or more comes compressed, and a small one as it is', async () => {
    const { user_id, access_token } = await signIn(server.app, ...DEMO.agent);
    const url = `/api/user/${user_id}?return_acl=1`;
    const plain = await server.app.inject({ method: 'GET', url, headers: bearer(access_token) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.body.length).toBeGreaterThan(1024);
    const zipped = await server.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(access_token), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    const refused = await server.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(access_token), 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const small = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok', db: kind });
  });

  it('when migrations run again then nothing is applied twice', async () => {
    expect(await migrate(server.database)).toEqual([]);
    const accounts = await server.database.db
      .selectFrom('account')
      .select('account_name')
      .orderBy('account_id')
      .execute();
    expect(accounts.map((a) => a.account_name)).toEqual(['Demo Agency', 'Other Agency']);
  });

  it('when an unknown API path is asked then it answers a JSON 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing-here?ssn=123456789' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'No such call: GET /api/nothing-here' });
  });

  it('when the sign-in page is asked then it has the form and escapes the referrer', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/auth/login?referrer=%2Flead%2F1%22%3E%3Cscript%3E',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<label for="username">Username</label>');
    expect(response.body).toContain('<button type="submit">Sign In</button>');
    expect(response.body).not.toContain('"><script>');
    expect(response.body).toContain('value="/lead/1&#34;&#62;&#60;script&#62;"');
  });

  // Browsers drop tabs and line breaks from URLs and read `\` as `/`: each of these would land on evil.example.
  it.each([
    { variant: 'tab', query: '/%09/evil.example/phish' },
    { variant: 'line feed', query: '/%0a/evil.example/phish' },
    { variant: 'carriage return', query: '/%0d/evil.example/phish' },
    { variant: 'backslash', query: '/%5Cevil.example/phish' },
    { variant: 'slash then backslash', query: '/%5C/evil.example/phish' },
    { variant: 'raw backslash', query: '/\\evil.example/phish' },
    { variant: 'leading space', query: '%20//evil.example/phish' },
    { variant: 'non-breaking space', query: '/%C2%A0/evil.example/phish' },
  ])(
    'when the referrer hides another site behind a $variant then the page keeps / as the referrer',
    async ({ query }) => {
      const response = await server.app.inject({ method: 'GET', url: `/auth/login?referrer=${query}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<input type="hidden" name="referrer" value="/">');
    },
  );

  it('when the sign-in script is asked then it is served and sends the browser through safeReferrer', async () => {
    const script = await server.app.inject({ method: 'GET', url: '/auth/assets/sign-in.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("import { safeReferrer } from './safe-referrer.js';");
    expect(script.body).toContain("window.location.replace(safeReferrer(data.get('referrer')));");
    const rule = await server.app.inject({ method: 'GET', url: '/auth/assets/safe-referrer.js' });
    expect(rule.statusCode).toBe(200);
    expect(rule.headers['content-type']).toMatch(/javascript/);
  });
});

const referrerCases = [
  { input: undefined, expected: '/' },
  { input: '', expected: '/' },
  { input: 'https://evil.example/', expected: '/' },
  { input: '//evil.example/', expected: '/' },
  { input: '/\\evil.example/', expected: '/' },
  { input: 'javascript:alert(1)', expected: '/' },
  { input: '/lead/12?x=1', expected: '/lead/12?x=1' },
  { input: '/lead/12?q=John%20Smith#notes', expected: '/lead/12?q=John%20Smith#notes' },
  { input: '/\t/evil.example/phish', expected: '/' },
  { input: '/\n/evil.example/phish', expected: '/' },
  { input: '/\r/evil.example/phish', expected: '/' },
  { input: '/\\/evil.example/phish', expected: '/' },
  { input: '/lead/\\evil', expected: '/' },
  { input: ' //evil.example/', expected: '/' },
  { input: '/\u0000/evil.example/', expected: '/' },
  { input: '/\u00a0/evil.example/', expected: '/' },
  { input: '/\u2028/evil.example/', expected: '/' },
];

describe('safeReferrer', () => {
  it.each(referrerCases)('on the server keeps only same-origin paths: $input → $expected', ({ input, expected }) => {
    expect(safeReferrer(input)).toBe(expected);
  });

  it.each(referrerCases)(
    'in the sign-in script keeps only same-origin paths: $input → $expected',
    ({ input, expected }) => {
      expect(browserSafeReferrer(input)).toBe(expected);
    },
  );
});

it('the sign-in script reads the same referrer rule as the server', async () => {
  const script = await readFile(new URL('../public/auth/sign-in.js', import.meta.url), 'utf8');
  expect(script).not.toContain("startsWith('/')");
  expect(script).toContain('safeReferrer(');
});

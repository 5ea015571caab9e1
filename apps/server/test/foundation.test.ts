import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthStruct } from '@meridian/api';
import { is } from 'superstruct';
import { safeReferrer } from '../src/auth/sign-in-page';
import { migrate } from '../src/db/migrate';
import { backends, startTestServer, type TestServer } from './harness';

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

  it('when migrations run again then nothing is applied twice', async () => {
    expect(await migrate(server.database)).toEqual([]);
    const accounts = await server.database.db.selectFrom('account').select('account_name').orderBy('account_id').execute();
    expect(accounts.map((a) => a.account_name)).toEqual(['Demo Agency', 'Other Agency']);
  });

  it('when an unknown API path is asked then it answers a JSON 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('when the sign-in page is asked then it has the form and escapes the referrer', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/auth/login?referrer=%2Flead%2F1%22%3E%3Cscript%3E' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<label for="username">Username</label>');
    expect(response.body).toContain('<button type="submit">Sign In</button>');
    expect(response.body).not.toContain('"><script>');
    expect(response.body).toContain('value="/lead/1&#34;&#62;&#60;script&#62;"');
  });
});

describe('safeReferrer', () => {
  it.each([
    { input: undefined, expected: '/' },
    { input: '', expected: '/' },
    { input: 'https://evil.example/', expected: '/' },
    { input: '//evil.example/', expected: '/' },
    { input: '/\\evil.example/', expected: '/' },
    { input: 'javascript:alert(1)', expected: '/' },
    { input: '/lead/12?x=1', expected: '/lead/12?x=1' },
  ])('keeps only same-origin paths: $input → $expected', ({ input, expected }) => {
    expect(safeReferrer(input)).toBe(expected);
  });
});

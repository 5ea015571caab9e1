// Issue 29, "500s from input": ids beyond the integer range, NUL characters, year-0000 dates, absurd
// page numbers and inherited property names as sort fields each answered 500 somewhere. One guard
// (src/http/input-guard.ts), own-property field lookups in the generic search, and the page check
// answer each 400 naming the field; these tables walk every declared route and every search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeDeclarations } from '../src/http/define-route';
import { idMessage, MAX_ID, nulMessage } from '../src/http/input-guard';
import { backends, bearer, DEMO, form, signIn, startTestServer, type TestServer, type Tokens } from './harness';

const HUGE_ID = 99_999_999_999;

describe.each(backends)('given every route and absurd input on %s', (kind) => {
  let server: TestServer;
  let admin: Tokens;
  let accountId: number;
  /** A declared route's url with each path parameter filled in (the caller's own account and user). */
  const fill = (url: string) =>
    url
      .replace(/:(accountId|account_id)\b/g, String(accountId))
      .replace(/\/account\/:id\b/, `/account/${accountId}`)
      .replace(/\/user\/:id\b/, `/user/${admin.user_id}`)
      .replace(/:\w+/g, '1');

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, ...DEMO.admin);
    accountId = (
      await server.database.db
        .selectFrom('app_user')
        .select('account_id')
        .where('user_id', '=', admin.user_id)
        .executeTakeFirstOrThrow()
    ).account_id;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const routes = () => routeDeclarations(server.app).filter((r) => !r.url.includes('*'));

  it('when any route is sent an id beyond the integer range then it answers 400 naming the field', async () => {
    const failures: string[] = [];
    const declared = routes();
    expect(declared.length).toBeGreaterThan(150);
    for (const route of declared) {
      const url = fill(route.url);
      const response =
        route.method === 'GET'
          ? await server.app.inject({
              method: 'GET',
              url: `${url}?lead_id=${HUGE_ID}`,
              headers: bearer(admin.access_token),
            })
          : await server.app.inject({
              method: route.method,
              url,
              headers: bearer(admin.access_token),
              payload: { lead_id_list: [1, HUGE_ID], user_id: 1 },
            });
      const field = route.method === 'GET' ? 'lead_id' : 'lead_id_list.1';
      const body = response.json() as { message?: string; result?: { field?: string } };
      if (response.statusCode !== 400 || body.result?.field !== field || body.message !== idMessage(field))
        failures.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('when any route is sent a NUL character in a text then it answers 400 naming the field', async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      const url = fill(route.url);
      const response =
        route.method === 'GET'
          ? await server.app.inject({ method: 'GET', url: `${url}?q=a%00b`, headers: bearer(admin.access_token) })
          : await server.app.inject({
              method: route.method,
              url,
              headers: bearer(admin.access_token),
              payload: { notes: [{ text: 'a\u0000b' }] },
            });
      const field = route.method === 'GET' ? 'q' : 'notes.0.text';
      const body = response.json() as { message?: string; result?: { field?: string } };
      if (response.statusCode !== 400 || body.result?.field !== field || body.message !== nulMessage(field))
        failures.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('when sign-in is sent a NUL character then it answers 400, not 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/auth/token',
      ...form({ grant_type: 'password', username: 'demo\u0000admin', password: 'x' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, result: { field: 'username' } });
  });

  it('when a public logo is asked with an id beyond the range then 400; the spec\u2019s noCache is accepted', async () => {
    const huge = await server.app.inject({ method: 'GET', url: `/api/cobrand/load/1?logo_id=${HUGE_ID}` });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ result: { field: 'logo_id' } });
    const noCache = await server.app.inject({ method: 'GET', url: `/api/cobrand/load/1?logo_id=1&noCache=0.123` });
    expect(noCache.statusCode).toBe(404); // no such logo: read, not refused for the parameter
    const ids = await server.app.inject({ method: 'GET', url: `/api/cobrand/load/1?logo_id=${MAX_ID}` });
    expect(ids.statusCode).toBe(404);
  });

  describe('every generic search', () => {
    const searches = () =>
      routes().filter((r) => r.method === 'POST' && /\/search\/?$/.test(r.url) && !r.url.includes('searchBy'));

    /** The body each search needs besides the generic fields (a few searches require a criterion or their own fields). */
    const bodyOf = (url: string): Record<string, unknown> => {
      if (url.includes('contactPermissionHistory') || url.includes('carrierPlanGeography'))
        return { search_type: 'simple', criteria: { lead_id: { type: 'simple', value: [1] } } };
      if (url.includes('userNotice')) return { mode: 'pastNotify' };
      if (url.includes('/appointment/search')) return { from: '2026-01-01', to: '2026-02-01' };
      return { search_type: 'simple', criteria: {} };
    };
    const search = (url: string, extra: Record<string, unknown>) =>
      server.app.inject({
        method: 'POST',
        url: fill(url),
        headers: bearer(admin.access_token),
        payload: { ...bodyOf(url), ...extra },
      });

    it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
      'when orderby_field is %s then it answers as any unknown sort field does (400 where sorting is read), never 500',
      async (orderby_field) => {
        const failures: string[] = [];
        for (const route of searches()) {
          const inherited = await search(route.url, { orderby_field });
          const unknown = await search(route.url, { orderby_field: 'no_such_field' });
          const same = (text: string) => text.replaceAll('no_such_field', orderby_field);
          if (inherited.statusCode === 500 || inherited.statusCode !== unknown.statusCode)
            failures.push(`${route.url}: ${inherited.statusCode} (an unknown field: ${unknown.statusCode})`);
          else if (unknown.statusCode === 400 && inherited.body !== same(unknown.body))
            failures.push(`${route.url}: ${inherited.body} is not ${same(unknown.body)}`);
        }
        expect(failures).toEqual([]);
        // The generic searches read the sort field: at least the thirteen of the issue refuse it.
        let refused = 0;
        for (const route of searches())
          if ((await search(route.url, { orderby_field })).statusCode === 400) refused += 1;
        expect(refused).toBeGreaterThanOrEqual(13);
      },
    );

    it('when page_number is 1e20 then it answers 400 naming page_number', async () => {
      const failures: string[] = [];
      const all = searches();
      expect(all.map((r) => r.url)).toEqual(
        expect.arrayContaining(['/api/soa/search', '/api/clientInvite/search/', '/api/SelfServiceEmailControl/search']),
      );
      for (const route of all) {
        const response = await search(route.url, { page_number: 1e20 });
        const body = response.json() as { result?: { field?: string } };
        if (response.statusCode !== 400 || body.result?.field !== 'page_number')
          failures.push(`${route.url}: ${response.statusCode} ${response.body.slice(0, 100)}`);
      }
      expect(failures).toEqual([]);
    });
  });

  it.each([
    ['dob', ['00000101', '*']],
    ['dob', ['*', '00990101']],
    ['lead_date', ['00001231', '20260101']],
  ])('when the lead search names a date %s %j then it answers 400 naming it', async (name, value) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/lead/search/',
      headers: bearer(admin.access_token),
      payload: { search_type: 'advanced', criteria: { [name]: { type: 'range', value } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ result: { field: name } });
  });

  it('when a search criterion names an integer beyond the range then it answers 400 naming it', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/lead/search/',
      headers: bearer(admin.access_token),
      payload: { search_type: 'simple', criteria: { lead_id: { type: 'simple', value: [String(HUGE_ID)] } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ result: { field: 'lead_id' } });
  });

  it('when a date at the edge of the range is searched then it is read (the guard is not too strict)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/lead/search/',
      headers: bearer(admin.access_token),
      payload: { search_type: 'advanced', criteria: { dob: { type: 'range', value: ['10000101', '99991231'] } } },
    });
    expect(response.statusCode).toBe(200);
  });
});

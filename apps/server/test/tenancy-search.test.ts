import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ErrorBodyStruct, searchAnswerStruct, UserSearchRowStruct } from '@meridian/api';
import { backends, bearer, DEMO, getAs, postAs, signIn, startTestServer, type TestServer } from './harness';

describe.each(backends)('given two accounts on %s', (kind) => {
  let server: TestServer;
  let demoUserIds: number[];
  let demoAccountId: number;
  let otherAccountId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const accounts = await server.database.db.selectFrom('account').select(['account_id', 'account_name']).execute();
    demoAccountId = accounts.find((a) => a.account_name === 'Demo Agency')!.account_id;
    otherAccountId = accounts.find((a) => a.account_name === 'Other Agency')!.account_id;
    demoUserIds = (
      await server.database.db
        .selectFrom('app_user')
        .select('user_id')
        .where('account_id', '=', demoAccountId)
        .execute()
    ).map((u) => u.user_id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('when otheradmin asks for any Demo Agency id then every answer is 404 without the row', async () => {
    const { access_token } = await signIn(server.app, ...DEMO.other);
    const urls = [
      ...demoUserIds.flatMap((id) => [`/api/user/${id}`, `/api/user/${id}?return_acl=1`, `/api/user/${id}/settings`]),
      `/api/account/${demoAccountId}`,
      `/api/account/${demoAccountId}/settings`,
    ];
    expect(demoUserIds).toHaveLength(3);
    for (const url of urls) {
      const response = await getAs(server.app, access_token, url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toEqual({ success: false, message: 'Not found' });
    }
    const own = await getAs(server.app, access_token, `/api/account/${otherAccountId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ account_name: 'Other Agency', owner_fname: 'Owen' });
  });

  it('when otheradmin searches users then only Other Agency users come back', async () => {
    const { access_token } = await signIn(server.app, ...DEMO.other);
    const response = await postAs(server.app, access_token, '/api/user/search', { criteria: {} });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(is(body, searchAnswerStruct(UserSearchRowStruct))).toBe(true);
    expect(body.result.map((u: { fname: string }) => u.fname)).toEqual(['Owen']);
  });

  it('when an agent asks for a colleague then it is 404, and an admin may read them', async () => {
    const agent = await signIn(server.app, ...DEMO.agent);
    const admin = await signIn(server.app, ...DEMO.admin);
    const colleague = demoUserIds.find((id) => id !== agent.user_id && id !== admin.user_id)!;
    expect((await getAs(server.app, agent.access_token, `/api/user/${colleague}`)).statusCode).toBe(404);
    expect((await getAs(server.app, admin.access_token, `/api/user/${colleague}`)).statusCode).toBe(200);
    const search = await postAs(server.app, agent.access_token, '/api/user/search', { criteria: {} });
    expect(search.json().result.map((u: { user_id: number }) => u.user_id)).toEqual([agent.user_id]);
  });

  it('when an id is not a number then it is 404', async () => {
    const { access_token } = await signIn(server.app, ...DEMO.admin);
    expect((await getAs(server.app, access_token, '/api/user/abc')).statusCode).toBe(404);
    expect((await getAs(server.app, access_token, '/api/user/1%20OR%201=1')).statusCode).toBe(404);
  });

  describe('the generic search body', () => {
    let token: string;
    beforeAll(async () => {
      token = (await signIn(server.app, ...DEMO.admin)).access_token;
    });

    it.each([
      {
        body: { criteria: { password_hash: { type: 'simple', value: ['x'] } } },
        message: 'Unknown search field: password_hash',
      },
      { body: { criteria: {}, field_list: ['fname', 'secret'] }, message: 'Unknown search field: secret' },
      {
        body: { criteria: {}, orderby_field: 'lname; DROP TABLE app_user' },
        message: 'Cannot sort by: lname; DROP TABLE app_user',
      },
      {
        body: { criteria: { user_id: { type: 'simple', value: ['1 OR 1=1'] } } },
        message: 'Invalid value for user_id: expected a whole number, got "1 OR 1=1"',
      },
      {
        body: { criteria: { registration_date: { type: 'range', value: ['2026-01-01', '*'] } } },
        message: 'Invalid value for registration_date: expected a date as YYYYMMDD, got "2026-01-01"',
      },
      { body: { criteria: { fname: { type: 'fuzzy', value: ['a'] } } }, message: 'criteria.fname.type is invalid' },
      { body: { criteria: {}, records_per_page: 0 }, message: 'records_per_page is invalid' },
      { body: { criteria: {}, records_per_page: 501 }, message: 'records_per_page must be at most 500' },
      { body: {}, message: 'criteria is required.' },
    ])('when the body is $body then it answers 400: $message', async ({ body, message }) => {
      const response = await postAs(server.app, token, '/api/user/search', body);
      expect(response.statusCode).toBe(400);
      expect(is(response.json(), ErrorBodyStruct)).toBe(true);
      expect(response.json().message).toContain(message);
    });

    it('when criteria, field_list, ordering and paging are valid then they apply', async () => {
      const response = await postAs(server.app, token, '/api/user/search', {
        search_type: 'simple',
        criteria: {
          fname: { type: 'simple', value: ['ma', 'pr'] },
          registration_date: { type: 'range', value: ['20000101', '*'] },
          active: { type: 'set', value: ['1'] },
        },
        field_list: ['fname', 'lname'],
        page_number: 1,
        records_per_page: 1,
        orderby_field: 'fname',
        orderby_direction: 'desc',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        total_records: 2,
        page_number: 1,
        records_per_page: 1,
        result: [{ fname: 'Priya', lname: 'Raman' }],
      });
      const page2 = await postAs(server.app, token, '/api/user/search', {
        criteria: { fname: { type: 'simple', value: ['ma', 'pr'] } },
        field_list: ['fname'],
        page_number: 2,
        records_per_page: 1,
        orderby_field: 'fname',
        orderby_direction: 'desc',
      });
      expect(page2.json().result).toEqual([{ fname: 'Marcus' }]);
    });

    it('when a text value holds LIKE wildcards then they match literally', async () => {
      const response = await postAs(server.app, token, '/api/user/search', {
        criteria: { fname: { type: 'simple', value: ['%'] } },
      });
      expect(response.json().total_records).toBe(0);
    });
  });

  describe('malformed requests', () => {
    it('when JSON is broken then 400; when too large then 413; always the error shape', async () => {
      const { access_token } = await signIn(server.app, ...DEMO.admin);
      const broken = await server.app.inject({
        method: 'POST',
        url: '/api/user/search',
        headers: { ...bearer(access_token), 'content-type': 'application/json' },
        payload: '{"criteria":',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
      const huge = await server.app.inject({
        method: 'POST',
        url: '/api/user/search',
        headers: { ...bearer(access_token), 'content-type': 'application/json' },
        payload: JSON.stringify({ criteria: {}, pad: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(huge.statusCode).toBe(413);
      expect(is(huge.json(), ErrorBodyStruct)).toBe(true);
      const xml = await server.app.inject({
        method: 'POST',
        url: '/api/user/search',
        headers: { ...bearer(access_token), 'content-type': 'application/xml' },
        payload: '<criteria/>',
      });
      expect(xml.statusCode).toBe(415);
    });
  });
});

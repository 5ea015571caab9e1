import fc from 'fast-check';
import { object, string } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, isCreatingCall, toFormBody, type SessionStore, type SessionTokens } from './client';
import { ApiError } from './errors';

const Answer = object({ ok: string() });

/** An in-memory session, like the login cookie. */
function memorySession(initial: SessionTokens | undefined = { user_id: 7, access_token: 'A0', refresh_token: 'R0' }) {
  let tokens: SessionTokens | undefined = initial;
  const store: SessionStore & { cleared: number } = {
    cleared: 0,
    read: () => tokens,
    write: (t) => {
      tokens = t;
    },
    clear: () => {
      tokens = undefined;
      store.cleared += 1;
    },
  };
  return store;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * A fake server: access token `A{n}` is valid only for the current generation n > 0; refresh
 * with `R{n}` moves to n+1. `refreshStatus` lets a test make the refresh fail.
 */
function fakeServer({ refreshStatus = 200 } = {}) {
  let generation = 0;
  const calls = { refresh: 0, api: [] as string[] };
  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    if (url.includes('/auth/token')) {
      calls.refresh += 1;
      const params = new URLSearchParams(String(init?.body));
      if (refreshStatus !== 200 || params.get('refresh_token') !== `R${generation}`)
        return json(refreshStatus === 200 ? 401 : refreshStatus, { success: false, message: 'no' });
      generation += 1;
      return json(200, {
        user_id: 7,
        access_token: `A${generation}`,
        refresh_token: `R${generation}`,
        expires_in: 900,
      });
    }
    const auth = new Headers(init?.headers).get('Authorization');
    calls.api.push(`${url.split('?')[0]} ${auth}`);
    // A0, the token every test starts with, has already expired.
    if (generation === 0 || auth !== `Bearer A${generation}`) return json(419, { success: false, message: 'expired' });
    return json(200, { ok: url.split('?')[0]!.split('/').pop()! });
  };
  return { handle, calls };
}

describe('given the request basics', () => {
  it('when calling then it sends a random noCache, the bearer token and JSON', async () => {
    const fetch = vi.fn(async (..._args: [RequestInfo | URL, RequestInit?]) => json(200, { ok: 'yes', extra: 1 }));
    const client = createApiClient({ session: memorySession(), fetch, noCache: () => 'n1' });
    const { data } = await client.request({
      call: 'x',
      method: 'POST',
      path: 'user/search',
      body: { a: 1 },
      struct: Answer,
    });
    expect(data).toEqual({ ok: 'yes' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/user/search?noCache=n1');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer A0');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('when the body is form data then spaces become + and the type is urlencoded', async () => {
    expect(toFormBody({ company: 'Acme Health Partners', skip: undefined, n: 3 })).toBe(
      'company=Acme+Health+Partners&n=3',
    );
    const fetch = vi.fn(async (..._args: [RequestInfo | URL, RequestInit?]) => json(200, { ok: 'y' }));
    const client = createApiClient({ session: memorySession(), fetch });
    await client.request({
      call: 'x',
      method: 'POST',
      path: 'p',
      body: { a: 'b c' },
      bodyType: 'form',
      struct: Answer,
    });
    const init = fetch.mock.calls[0]![1];
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(init?.body).toBe('a=b+c');
  });

  it('when the answer is malformed then it rejects with a typed ApiError naming the call and field', async () => {
    const client = createApiClient({ session: memorySession(), fetch: async () => json(200, { ok: 5 }) });
    const error = await client
      .request({ call: 'getThing', method: 'GET', path: 'thing', struct: Answer })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ call: 'getThing', message: expect.stringContaining('ok') });
  });

  it('when the server answers 500 then onServerError gets its message', async () => {
    const onServerError = vi.fn();
    const client = createApiClient({
      session: memorySession(),
      fetch: async () => json(500, { success: false, message: 'Database down' }),
      onServerError,
    });
    await expect(client.request({ call: 'x', method: 'GET', path: 'p', struct: Answer })).rejects.toMatchObject({
      status: 500,
      message: 'Database down',
    });
    expect(onServerError).toHaveBeenCalledWith('Database down');
  });

  it('when the access-control hash changes from the first one seen then it signs out', async () => {
    const hashes = ['h1', 'h1', 'h2'];
    const onSignOut = vi.fn();
    const session = memorySession();
    const client = createApiClient({
      session,
      onSignOut,
      fetch: async () => json(200, { ok: 'y' }, { 'X-Access-Control-Hash': hashes.shift()! }),
    });
    await client.request({ call: 'x', method: 'GET', path: 'p', struct: Answer });
    await client.request({ call: 'x', method: 'GET', path: 'p', struct: Answer });
    await expect(client.request({ call: 'x', method: 'GET', path: 'p', struct: Answer })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onSignOut).toHaveBeenCalledExactlyOnceWith('access-control-changed');
    expect(session.read()).toBeUndefined();
  });
});

describe('given the session rules', () => {
  it('when the server answers 401 then it signs out once and never refreshes', async () => {
    const onSignOut = vi.fn();
    const fetch = vi.fn(async (..._args: [RequestInfo | URL, RequestInit?]) =>
      json(401, { success: false, message: 'You are not signed in.' }),
    );
    const session = memorySession();
    const client = createApiClient({ session, fetch, onSignOut });
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => client.request({ call: 'x', method: 'GET', path: 'p', struct: Answer })),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/auth/token'))).toBe(false);
    expect(onSignOut).toHaveBeenCalledExactlyOnceWith('unauthorized');
    expect(session.cleared).toBe(1);
  });

  it('when N concurrent calls meet 419 in any interleaving then one refresh happens and each call is retried once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 50 }), async (s, n) => {
        const server = fakeServer();
        const onSignOut = vi.fn();
        const client = createApiClient({
          session: memorySession(),
          onSignOut,
          fetch: s.scheduleFunction(server.handle),
          // A lock that interleaves too: the scheduler decides when it is granted.
          lock: (_name, fn) => s.schedule(Promise.resolve()).then(fn),
        });
        const calls = Array.from({ length: n }, (_, i) =>
          client.request({ call: `c${i}`, method: 'GET', path: `item/${i}`, struct: Answer }),
        );
        const answers = await s.waitFor(Promise.all(calls));
        expect(answers.map((a) => a.data.ok)).toEqual(Array.from({ length: n }, (_, i) => String(i)));
        expect(server.calls.refresh).toBe(1);
        // Each call: one attempt with the stale token, one retry with the new one.
        expect(server.calls.api).toHaveLength(2 * n);
        expect(server.calls.api.filter((c) => c.endsWith('Bearer A1'))).toHaveLength(n);
        expect(onSignOut).not.toHaveBeenCalled();
      }),
      { numRuns: 60 },
    );
  });

  it('when the refresh fails then every waiting call rejects and the session ends once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 30 }), async (s, n) => {
        const server = fakeServer({ refreshStatus: 401 });
        const onSignOut = vi.fn();
        const session = memorySession();
        const client = createApiClient({ session, onSignOut, fetch: s.scheduleFunction(server.handle) });
        const all = Promise.allSettled(
          Array.from({ length: n }, (_, i) =>
            client.request({ call: `c${i}`, method: 'GET', path: `item/${i}`, struct: Answer }),
          ),
        );
        const results = await s.waitFor(all);
        expect(results.every((r) => r.status === 'rejected')).toBe(true);
        expect(server.calls.refresh).toBe(1);
        expect(onSignOut).toHaveBeenCalledExactlyOnceWith('refresh-failed');
        expect(session.cleared).toBe(1);
      }),
      { numRuns: 40 },
    );
  });

  it('when the retry meets 419 again then it signs out instead of refreshing again', async () => {
    let refreshes = 0;
    const onSignOut = vi.fn();
    const client = createApiClient({
      session: memorySession(),
      onSignOut,
      fetch: async (input) => {
        if (String(input).includes('/auth/token')) {
          refreshes += 1;
          return json(200, {
            user_id: 7,
            access_token: `A${refreshes}`,
            refresh_token: `R${refreshes}`,
            expires_in: 1,
          });
        }
        return json(419, { success: false, message: 'expired' });
      },
    });
    await expect(client.request({ call: 'x', method: 'GET', path: 'p', struct: Answer })).rejects.toMatchObject({
      status: 419,
    });
    expect(refreshes).toBe(1);
    expect(onSignOut).toHaveBeenCalledExactlyOnceWith('expired-after-refresh');
  });

  it('when another tab already refreshed then this tab reuses its tokens and spends nothing', async () => {
    const server = fakeServer();
    const session = memorySession();
    // The other tab refreshes while this tab's request is in flight.
    const otherTab = createApiClient({ session, fetch: server.handle });
    let first = true;
    const client = createApiClient({
      session,
      fetch: async (input, init) => {
        if (first && !String(input).includes('/auth/token')) {
          first = false;
          const answer = await server.handle(input, init);
          // The other tab meets 419 too and refreshes first.
          await otherTab.request({ call: 'other', method: 'GET', path: 'other', struct: Answer });
          return answer;
        }
        return server.handle(input, init);
      },
    });
    const { data } = await client.request({ call: 'mine', method: 'GET', path: 'mine', struct: Answer });
    expect(data.ok).toBe('mine');
    expect(server.calls.refresh).toBe(1);
  });

  it('when the refresh token lives in the HttpOnly cookie then the refresh asks for cookie delivery and the session keeps none', async () => {
    const bodies: URLSearchParams[] = [];
    const credentials: Array<RequestCredentials | undefined> = [];
    let generation = 0;
    const session = memorySession({ user_id: 7, access_token: 'A0' });
    const client = createApiClient({
      session,
      refreshTokenCookie: true,
      fetch: async (input, init) => {
        if (String(input).includes('/auth/token')) {
          bodies.push(new URLSearchParams(String(init?.body)));
          credentials.push(init?.credentials);
          generation += 1;
          // The server answers cookie delivery without the token in the body (it sets the cookie instead).
          return json(200, { user_id: 7, access_token: `A${generation}`, expires_in: 900 });
        }
        const auth = new Headers(init?.headers).get('Authorization');
        return auth === `Bearer A${generation}` && generation > 0 ? json(200, { ok: 'yes' }) : json(419, {});
      },
    });
    await expect(client.request({ call: 'x', method: 'GET', path: 'p', struct: Answer })).resolves.toMatchObject({
      data: { ok: 'yes' },
    });
    expect(bodies.map((b) => Object.fromEntries(b))).toEqual([
      { grant_type: 'refresh_token', token_delivery: 'cookie' },
    ]);
    expect(credentials).toEqual(['same-origin']);
    expect(session.read()).toEqual({ user_id: 7, access_token: 'A1' });
  });

  it('when a login cookie from before still holds a refresh token then it is spent once, into the cookie', async () => {
    const bodies: Array<Record<string, string>> = [];
    const session = memorySession({ user_id: 7, access_token: 'A0', refresh_token: 'R0' });
    const client = createApiClient({
      session,
      refreshTokenCookie: true,
      fetch: async (input, init) => {
        if (String(input).includes('/auth/token')) {
          bodies.push(Object.fromEntries(new URLSearchParams(String(init?.body))));
          return json(200, { user_id: 7, access_token: 'A1', expires_in: 900 });
        }
        return new Headers(init?.headers).get('Authorization') === 'Bearer A1'
          ? json(200, { ok: 'yes' })
          : json(419, {});
      },
    });
    await client.request({ call: 'x', method: 'GET', path: 'p', struct: Answer });
    expect(bodies).toEqual([{ grant_type: 'refresh_token', refresh_token: 'R0', token_delivery: 'cookie' }]);
    expect(session.read()).toEqual({ user_id: 7, access_token: 'A1' });
  });
});

describe('given creating calls and their Idempotency-Key', () => {
  const signedIn = () => memorySession({ user_id: 7, access_token: 'A1' });
  const noWait = async () => {};

  it('when a create gets no answer then it is sent again with the same key, and a search never carries one', async () => {
    const sent: Array<{ path: string; key: string | null }> = [];
    let failures = 2;
    const client = createApiClient({
      session: signedIn(),
      sleep: noWait,
      idempotencyKey: () => `k${sent.length}`,
      fetch: async (input, init) => {
        sent.push({ path: String(input).split('?')[0]!, key: new Headers(init?.headers).get('Idempotency-Key') });
        if (String(input).includes('/lead?') && failures > 0) {
          failures -= 1;
          throw new TypeError('socket hang up');
        }
        return json(200, { ok: 'yes' });
      },
    });
    await client.request({ call: 'add', method: 'POST', path: 'lead', body: {}, struct: Answer });
    await client.request({ call: 'find', method: 'POST', path: 'lead/search/', body: {}, struct: Answer });
    expect(sent).toEqual([
      { path: '/api/lead', key: 'k0' },
      { path: '/api/lead', key: 'k0' },
      { path: '/api/lead', key: 'k0' },
      { path: '/api/lead/search/', key: null },
    ]);
  });

  it('when the server says the first is still running (409 Retry-After) or the proxy 503 then it waits and asks again', async () => {
    const waits: number[] = [];
    const answers = [
      json(409, { message: 'busy' }, { 'Retry-After': '1' }),
      json(503, { message: 'down' }),
      json(200, { ok: 'made' }),
    ];
    const client = createApiClient({
      session: signedIn(),
      createRetries: 3,
      sleep: async (ms) => {
        waits.push(ms);
      },
      fetch: async () => answers.shift()!,
    });
    const { data } = await client.request({ call: 'add', method: 'POST', path: 'lead', body: {}, struct: Answer });
    expect(data.ok).toBe('made');
    expect(waits).toEqual([1000, 500]);
  });

  it('when every retry fails then the last failure is reported, after createRetries more sends', async () => {
    let sends = 0;
    const client = createApiClient({
      session: signedIn(),
      createRetries: 2,
      sleep: noWait,
      fetch: async () => {
        sends += 1;
        throw new TypeError('connection refused');
      },
    });
    await expect(
      client.request({ call: 'add', method: 'POST', path: 'lead', body: {}, struct: Answer }),
    ).rejects.toMatchObject({ call: 'add', message: 'connection refused' });
    expect(sends).toBe(3);
  });

  it('names creating calls: POST and PUT but searches', () => {
    expect(isCreatingCall('POST', 'lead')).toBe(true);
    expect(isCreatingCall('PUT', 'leadImportFile/4/fileUpload')).toBe(true);
    expect(isCreatingCall('POST', 'soa/search')).toBe(false);
    expect(isCreatingCall('POST', 'clientInvite/search/')).toBe(false);
    expect(isCreatingCall('GET', 'lead/4')).toBe(false);
  });
});

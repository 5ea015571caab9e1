import { connect, type AddressInfo } from 'node:net';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, DEMO, logout, postAs, refresh, signIn, startTestServer, type TestServer } from './harness';

/** A body nested `depth` arrays deep inside a search criterion. */
const nested = (depth: number) => `{"criteria":{"x":${'['.repeat(depth)}${']'.repeat(depth)}}}`;

describe.each(backends)('given absurd inputs on %s', (kind) => {
  let server: TestServer;
  let agent: { user_id: number; access_token: string };
  beforeAll(async () => {
    server = await startTestServer(kind);
    agent = await signIn(server.app, ...DEMO.agent);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it.each([1e17, 1e21, 9_007_199_254_740_991, 200_000_000])(
    'when a search asks for page_number %d then it answers 400 naming page_number, not 500',
    async (page_number) => {
      const bodies = {
        [`/api/user/${agent.user_id}/quickLink/search`]: { search_type: 'simple', criteria: {}, records_per_page: 20 },
        [`/api/user/${agent.user_id}/userNotice/search`]: { mode: 'pastNotify', records_per_page: 20 },
      };
      for (const [url, body] of Object.entries(bodies)) {
        const response = await postAs(server.app, agent.access_token, url, { ...body, page_number });
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toMatchObject({ success: false, result: { field: 'page_number' } });
      }
    },
  );

  it('when a search asks for a reasonable far page then it answers 200 with no rows', async () => {
    const response = await postAs(server.app, agent.access_token, `/api/user/${agent.user_id}/quickLink/search`, {
      search_type: 'simple',
      criteria: {},
      page_number: 1000,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual([]);
  });

  it('when a JSON body is nested 5,000 deep then it answers 400 in the product shape, not 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/user/${agent.user_id}/quickLink/search`,
      headers: { ...bearer(agent.access_token), 'content-type': 'application/json' },
      payload: nested(5_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The request body is nested too deeply.' });
    const unauthenticated = await server.app.inject({
      method: 'POST',
      url: '/api/public/validateUrl',
      headers: { 'content-type': 'application/json' },
      payload: `{"token":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
    });
    expect(unauthenticated.statusCode).toBe(400);
  });

  it('when a JSON body is nested a little and brackets hide in strings then it is read as before', async () => {
    const response = await postAs(server.app, agent.access_token, `/api/user/${agent.user_id}/quickLink/search`, {
      search_type: 'simple',
      criteria: { quicklink_title: { type: 'simple', value: ['[[[[{{{{"\\'] } },
    });
    expect(response.statusCode).not.toBe(500);
    expect(response.statusCode).not.toBe(400);
  });

  it.each(['/api/%E0%A4%A', '/auth/%E0%A4%A', '/%E0%A4%A', '/api/user/%'])(
    'when the URL %s is malformed then it answers 400 in the product shape with the security headers',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'The request could not be read.' });
      expect(response.body).not.toContain('FST_ERR_BAD_URL');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );
});

describe.each(backends)('given an expired access token on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { ACCESS_TOKEN_TTL: '1' });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it('when signing out with only the expired access token then its sign-in (refresh family) ends', async () => {
    const tokens = await signIn(server.app, ...DEMO.agent);
    await new Promise((r) => setTimeout(r, 1100));
    const out = await logout(server.app, tokens.access_token);
    expect(out.statusCode).toBe(200);
    expect((await refresh(server.app, tokens.refresh_token)).statusCode).toBe(401);
  });

  it('when signing out with a forged expired token then nothing ends', async () => {
    const tokens = await signIn(server.app, ...DEMO.agent);
    await new Promise((r) => setTimeout(r, 1100));
    const [h, body] = tokens.access_token.split('.');
    const out = await logout(server.app, `${h}.${body}.${'A'.repeat(43)}`);
    expect(out.statusCode).toBe(200);
    expect((await refresh(server.app, tokens.refresh_token)).statusCode).toBe(200);
  });
});

describe.each(backends)('given built apps with source maps on %s', (kind) => {
  let dist: string;
  let server: TestServer;
  let flagged: TestServer;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'meridian-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Meridian</title>');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);\n');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.tsx"]}');
    // The copies the build writes beside each script (scripts/vite-precompress.ts).
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1);\n'));
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1);\n'));
    server = await startTestServer(kind, { PORTAL_DIST: dist, REGISTRATION_DIST: dist });
    flagged = await startTestServer(kind, { PORTAL_DIST: dist, SERVE_SOURCE_MAPS: '1' });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await flagged?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('when a source map of a built app is asked then it is 404; the script itself is served', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/registration/assets/index-abc123.js.map',
      '/assets/INDEX-abc123.js.MAP',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret.tsx');
    }
    expect((await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
  });

  it('when a browser accepts Brotli or gzip then a script is sent as the build compressed it, else as it is', async () => {
    const url = '/assets/index-abc123.js';
    const br = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1);\n');
    const gz = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1);\n');
    const plain = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);\n');
  });

  it('when SERVE_SOURCE_MAPS=1 then source maps are served (for debugging a deployment)', async () => {
    const response = await flagged.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('secret.tsx');
  });
});

describe('the builds of the apps', () => {
  it.each(['apps/portal/vite.config.ts', 'apps/registration/vite.config.ts'])(
    '%s writes hidden source maps (no sourceMappingURL in the served scripts)',
    async (file) => {
      const config = await readFile(path.join(__dirname, '../../..', file), 'utf8');
      expect(config).toMatch(/sourcemap: 'hidden'/);
      expect(config).not.toMatch(/sourcemap: true/);
    },
  );
});

// Issue 29, headers: HSTS behind TLS, and Node's own refusals in the product's shape.
describe.each(backends)('given a server behind a TLS proxy on %s', (kind) => {
  let server: TestServer;
  const trustProxy = process.env.TRUST_PROXY;
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1';
    server = await startTestServer(kind);
  }, 180_000);
  afterAll(async () => {
    if (trustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trustProxy;
    await server?.close();
  });

  it('when the proxy says the request came over https then Strict-Transport-Security is sent; over http it is not', async () => {
    const tls = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const page = await server.app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('when the request headers are over the limit then 431 comes in the product shape with the security headers', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toContain('X-Content-Type-Options: nosniff');
    expect(head).toContain('Content-Security-Policy: ');
    expect(JSON.parse(body!)).toEqual({ success: false, message: 'The request headers are too large.' });
  });
});

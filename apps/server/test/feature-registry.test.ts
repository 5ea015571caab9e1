import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_ENTITIES } from '@meridian/api';
import { isAdminRoute } from '../src/admin-routes';
import type { FeatureContext, ServerFeature } from '../src/feature';
import { composeAuditedRecords } from '../src/features/admin-audit';
import { SERVER_FEATURES } from '../src/registry';
import { backends, bearer, DEMO, signIn, startTestServer, type TestServer } from './harness';

// Issue 30: app.ts registers the features of src/registry.ts and names none of them; a feature is its
// folder (with its descriptor in index.ts) and one line in the list.

const featuresDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/features');

describe('given the feature registry', () => {
  it('when the feature folders are listed then each has exactly one descriptor of its name in the list', () => {
    const folders = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const names = SERVER_FEATURES.map((feature) => feature.name);
    expect(new Set(names).size, 'no feature twice').toBe(names.length);
    expect([...names].sort()).toEqual(folders);
  });

  it('when the audited records are composed then every audit entity has exactly one feature that reads its History', () => {
    const records = composeAuditedRecords(SERVER_FEATURES);
    expect([...records.keys()].sort()).toEqual([...ADMIN_AUDIT_ENTITIES].sort());
    // Two features naming one entity is refused, naming both.
    const twice: ServerFeature = { name: 'twice', audited: { notice: { permission: 'notice_manage' } } };
    expect(() => composeAuditedRecords([...SERVER_FEATURES, twice])).toThrow(/'notice'.*notices and twice/);
  });

  it('when a feature lists its admin routes then only those (and /api/admin/) are administration calls', () => {
    const reports: ServerFeature = { name: 'reports-x', adminRoutes: ['/api/reportsX/', 'POST /api/reportsX'] };
    const features = [...SERVER_FEATURES, reports];
    expect(isAdminRoute('/api/reportsX/1/rows', 'GET', features)).toBe(true);
    expect(isAdminRoute('/api/reportsX', 'POST', features)).toBe(true);
    expect(isAdminRoute('/api/reportsX', 'GET', features)).toBe(false);
    expect(isAdminRoute('/api/reportsX/1/rows', 'GET')).toBe(false);
    expect(isAdminRoute('/api/admin/anything', 'GET', [])).toBe(true);
  });
});

describe.each(backends)('given the server on %s with one more feature in its list', (kind) => {
  let server: TestServer;
  const seen: { context?: FeatureContext } = {};
  // The trivial feature: a setup step, a public call and an authenticated one, nothing else touched.
  const hello: ServerFeature = {
    name: 'hello',
    setup: (context) => {
      seen.context = context;
    },
    publicRoutes: async (app) => {
      app.get('/api/public/hello', async () => ({ success: true, message: 'hello' }));
    },
    routes: async (api, { db }) => {
      // The database it was given answers (a query of its own, outside any tenant table).
      api.get('/api/hello/database', async () => {
        const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
        return { success: true, one: Number(rows[0]?.one) };
      });
    },
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {}, undefined, [...SERVER_FEATURES, hello]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('when it starts then its setup received the context, its public call answers anyone, and its own call needs a sign-in', async () => {
    expect(seen.context?.config).toBeDefined();
    expect(typeof seen.context?.jobs.register).toBe('function');
    const open = await server.app.inject({ method: 'GET', url: '/api/public/hello' });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ success: true, message: 'hello' });

    expect((await server.app.inject({ method: 'GET', url: '/api/hello/database' })).statusCode).toBe(401);
    const { access_token } = await signIn(server.app, ...DEMO.agent);
    const own = await server.app.inject({ method: 'GET', url: '/api/hello/database', headers: bearer(access_token) });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ one: number }>().one).toBe(1);
  });

  it('when the listed features are registered too then their calls still answer', async () => {
    const { access_token, user_id } = await signIn(server.app, ...DEMO.agent);
    const user = await server.app.inject({ method: 'GET', url: `/api/user/${user_id}`, headers: bearer(access_token) });
    expect(user.statusCode).toBe(200);
  });
});

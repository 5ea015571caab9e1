// Several server processes over one PostgreSQL (npm run start:cluster): what one process starts or counts
// the others see, because it lives in the database. Each "process" here is an app with its own pool.
// Revocations and role changes across processes: test/principal-freshness.test.ts. Jobs: test/jobs.test.ts.
// PostgreSQL only: a PGlite data folder belongs to one process.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { loadReferenceData } from '../src/reference-data';
import { DEMO_ACCOUNTS, seedDemoData } from '../src/seed';
import { backends, createTestDatabase, DEMO, passwordGrant, startTestServer, type TestServer } from './harness';

/** A second process's view of the database at `url`: its own pool. */
async function openAnother(url: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meridian-test-'));
  const database = await openDatabase({ databaseUrl: url, dataDir });
  return {
    database,
    dataDir,
    close: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.runIf(backends.includes('postgres'))(
  'given server processes starting together on an empty PostgreSQL database',
  () => {
    it('when two start at once then one migrates and seeds, the other waits and finds it done, and neither fails', async () => {
      const empty = await createTestDatabase('postgres');
      const other = await openAnother(empty.databaseUrl!);
      try {
        const start = async (database: Database) => {
          const applied = await migrate(database);
          await loadReferenceData(database);
          return { applied: applied.length, seeded: await seedDemoData(database) };
        };
        const [a, b] = await Promise.all([start(empty.database), start(other.database)]);
        expect([a.seeded, b.seeded].sort()).toEqual([false, true]);
        expect(Math.min(a.applied, b.applied)).toBe(0);
        const accounts = await empty.database.db.selectFrom('account').select('account_name').execute();
        expect(accounts.map((r) => r.account_name).sort()).toEqual(DEMO_ACCOUNTS.map((d) => d.name).sort());
      } finally {
        await other.close();
        await empty.cleanup();
      }
    }, 180_000);
  },
);

describe.runIf(backends.includes('postgres'))('given two server processes behind one balancer', () => {
  let first: TestServer;
  let second: { app: FastifyInstance; close(): Promise<void> };
  const env = { SIGN_IN_RATE_PER_IP: '3' };

  beforeAll(async () => {
    first = await startTestServer('postgres', env);
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(first.database.db);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    const other = await openAnother(url.toString());
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: '.', LOG_LEVEL: 'silent', ...env }),
      database: other.database,
      logger: false,
    });
    await app.ready();
    second = {
      app,
      close: async () => {
        await app.close(); // closes its database too
        await rm(other.dataDir, { recursive: true, force: true });
      },
    };
  }, 180_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('when one address signs in on both in turn then the per-address limit counts every attempt on either', async () => {
    const address = '203.0.113.77';
    const statuses: number[] = [];
    for (const app of [first.app, second.app, first.app, second.app])
      statuses.push((await passwordGrant(app, ...DEMO.agent, address)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type DatabaseKind } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';

/** The backends these tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const backends: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  databaseUrl: string | undefined;
  dataDir: string;
  cleanup(): Promise<void>;
}

/** A fresh, empty database of the given kind: a temp PGlite folder, or a new PostgreSQL database. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meridian-test-'));
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir });
    return {
      database,
      databaseUrl: undefined,
      dataDir,
      cleanup: async () => {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `meridian_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    database,
    databaseUrl: url.toString(),
    dataDir,
    cleanup: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A migrated, seeded app on a fresh database, ready for `app.inject`. */
export async function startTestServer(kind: DatabaseKind, env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  const testDb = await createTestDatabase(kind);
  await migrate(testDb.database);
  await seedDemoData(testDb.database);
  const config = loadConfig({ ...env, DATA_DIR: testDb.dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database: testDb.database, logger: false });
  await app.ready();
  return {
    app,
    database: testDb.database,
    close: async () => {
      await app.close();
      await testDb.cleanup();
    },
  };
}

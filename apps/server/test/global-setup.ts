// Prepares, once per run, a migrated database with its reference data and the demo data on each
// engine (a PGlite data folder, a PostgreSQL template database). `startTestServer` copies it for each
// test server instead of migrating, loading the ZIP crosswalk and seeding every time.
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { createTestDatabase, prepareDatabase, TEMPLATE_ENV } from './harness';

export default async function setup() {
  const pglite = await createTestDatabase('pglite');
  await prepareDatabase(pglite.database);
  await pglite.database.close();
  process.env[TEMPLATE_ENV.pglite] = pglite.dataDir;

  // A template database may have no connection open while it is copied: close it, keep the database.
  const postgres = process.env.TEST_DATABASE_URL ? await createTestDatabase('postgres') : undefined;
  const name = postgres ? new URL(postgres.databaseUrl!).pathname.slice(1) : undefined;
  if (postgres && name) {
    await prepareDatabase(postgres.database);
    await postgres.database.close();
    process.env[TEMPLATE_ENV.postgres] = name;
  }

  return async () => {
    await rm(pglite.dataDir, { recursive: true, force: true });
    if (name) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  };
}

// One migrated database with its reference data and the demo data per engine per test run, made by
// the first test server that needs it and copied for every test server after it (a PGlite folder
// copy, or CREATE DATABASE … TEMPLATE): migrating, loading the ZIP crosswalk and seeding once, not
// for every server. test/global-setup.ts gives the run its folder and removes what is made here.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseKind } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { loadReferenceData } from '../src/reference-data';
import { seedDemoData } from '../src/seed';
import { postgresTemplateName, TEMPLATES_ENV } from './template-names';

/** Migrates a database, loads its reference data and seeds the demo data. */
export async function prepareDatabase(database: Database) {
  await migrate(database);
  await loadReferenceData(database);
  await seedDemoData(database);
}

/**
 * The run's prepared database of `kind` — a PGlite data folder, or a PostgreSQL database to copy as a
 * template — made now by the first caller across the run's workers (the others wait for it), or
 * `undefined` outside a test run.
 */
export async function preparedTemplate(kind: DatabaseKind): Promise<string | undefined> {
  const root = process.env[TEMPLATES_ENV];
  if (!root) return undefined;
  const template = kind === 'pglite' ? path.join(root, 'pglite') : postgresTemplateName(root);
  const ready = path.join(root, `${kind}.ready`);
  const failed = path.join(root, `${kind}.failed`);
  if (existsSync(ready)) return template;
  try {
    // mkdir is atomic: exactly one worker makes the template.
    await mkdir(path.join(root, `${kind}.lock`));
  } catch {
    while (!existsSync(ready)) {
      if (existsSync(failed))
        throw new Error(`the ${kind} test template could not be prepared (see another test's error)`);
      await sleep(100);
    }
    return template;
  }
  try {
    if (kind === 'pglite') {
      const database = await openDatabase({ dataDir: template });
      await prepareDatabase(database);
      await database.close();
    } else {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${template}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${template}`;
      // A template may have no open connection while it is copied: prepared, then closed.
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: root });
      await prepareDatabase(database);
      await database.close();
    }
    await writeFile(ready, '');
  } catch (error) {
    await writeFile(failed, String(error));
    throw error;
  }
  return template;
}

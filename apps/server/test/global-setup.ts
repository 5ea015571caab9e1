// Gives the server test run a folder for its prepared databases (test/template.ts) and removes them
// after the run. Nothing of the server is imported here: a global setup does not load through the
// project's module runner, so workspace packages would not resolve to their sources.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresTemplateName, TEMPLATES_ENV } from './template-names';

export default async function setup() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'meridian-templates-'));
  process.env[TEMPLATES_ENV] = root;
  return async () => {
    await rm(root, { recursive: true, force: true });
    if (process.env.TEST_DATABASE_URL) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${postgresTemplateName(root)} WITH (FORCE)`);
      await admin.end();
    }
  };
}

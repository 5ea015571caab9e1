import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverRoot } from '../config';
import type { Database } from './database';

export const migrationsDir = path.join(serverRoot, 'migrations');

/** Applies, in name order, every `migrations/*.sql` not yet recorded. Returns the names applied. */
export async function migrate(database: Database, dir = migrationsDir): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return database.withScriptLock(async (execScript) => {
    await execScript(
      'CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await database.db.selectFrom('schema_migration').select('name').execute()).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const body = await readFile(path.join(dir, file), 'utf8');
      // The migration and its record commit together or not at all.
      await execScript(`${body}\n;INSERT INTO schema_migration (name) VALUES ('${file.replaceAll("'", "''")}');`);
      applied.push(file);
    }
    return applied;
  });
}

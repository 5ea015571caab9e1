/**
 * The lead import (features/lead-import) on each engine: demoadmin uploads a CSV of 50,000 distinct
 * leads (the limit) through `PUT leadImportFile/{id}/fileUpload` on the app (demo data), which reads,
 * keeps and validates every row (the New Lead validators, duplicates in the file and against the
 * account); then one runner runs the lead_import job in batches of 500. Printed: upload + validation
 * time and rows/second, run rows/second for each tenth of the run (flat when the cost of a batch does
 * not grow with the leads already imported), and the whole.
 *
 *   pnpm --filter @meridian/server bench:import                    PGlite, and PostgreSQL when DATABASE_URL
 *                                                                  (or TEST_DATABASE_URL) is set
 *   pnpm --filter @meridian/server bench:import --rows 10000       fewer rows
 *   pnpm --filter @meridian/server bench:import --engine postgres  one engine only (pglite or postgres)
 */
import type { DatabaseKind } from '../src/db/database';
import { bearer, DEMO, postAs, signIn, startTestServer } from '../test/harness';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return args[i]!.includes('=') ? args[i]!.split('=').slice(1).join('=') : args[i + 1];
}

const ROWS = Number(option('rows') ?? 50_000);
if (process.env.DATABASE_URL) process.env.TEST_DATABASE_URL ??= process.env.DATABASE_URL;
const engine = option('engine');
if (engine !== undefined && engine !== 'pglite' && engine !== 'postgres')
  throw new Error(`--engine is pglite or postgres, not ${engine}`);
if (engine === 'postgres' && !process.env.TEST_DATABASE_URL)
  throw new Error('--engine postgres needs DATABASE_URL (or TEST_DATABASE_URL)');
const engines: DatabaseKind[] = engine ? [engine] : process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

function csv(rows: number): string {
  const lines = ['First Name,Last Name,Date of Birth,Gender,Phone,Email,Address,City,State,Zip,Medicare Number'];
  for (let i = 0; i < rows; i++) {
    const month = String(1 + (i % 12)).padStart(2, '0');
    const day = String(1 + (i % 28)).padStart(2, '0');
    lines.push(
      [
        `Bench${i}`,
        `Importer${i % 977}`,
        `${month}/${day}/${1940 + (i % 25)}`,
        i % 2 ? 'F' : 'M',
        `998${String(i).padStart(7, '0')}`,
        `bench${i}@example.com`,
        `${100 + (i % 900)} Main St`,
        'Chicago',
        'IL',
        '60601',
        '',
      ].join(','),
    );
  }
  return lines.join('\r\n');
}

function multipart(fileName: string, content: string) {
  const boundary = '----meridianbench';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const perSecond = (rows: number, ms: number) => Math.round(rows / (ms / 1000)).toLocaleString('en-US');

console.log(`Meridian lead import benchmark — ${ROWS.toLocaleString('en-US')} rows, Node ${process.version}`);
const body = csv(ROWS);
console.log(`file: ${(Buffer.byteLength(body) / 1024 / 1024).toFixed(1)} MB CSV`);
for (const kind of engines) {
  let started = performance.now();
  const server = await startTestServer(kind, { RUN_JOBS: '0' });
  console.log(`${kind.padEnd(8)} database prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    const admin = await signIn(server.app, ...DEMO.admin);
    const { lead_import_id: id } = (
      await postAs(server.app, admin.access_token, '/api/leadImportFile', { file_name: 'bench.csv' })
    ).json() as {
      lead_import_id: number;
    };
    started = performance.now();
    const upload = multipart('bench.csv', body);
    const uploaded = await server.app.inject({
      method: 'PUT',
      url: `/api/leadImportFile/${id}/fileUpload`,
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(admin.access_token) },
    });
    const uploadMs = performance.now() - started;
    const answer = uploaded.json() as { valid_rows: number; invalid_rows: number; duplicate_rows: number };
    if (uploaded.statusCode !== 200) throw new Error(uploaded.body);
    started = performance.now();
    const start = await postAs(server.app, admin.access_token, `/api/leadImportFile/${id}/start`, {});
    if (start.statusCode !== 200) throw new Error(start.body);
    // Each tenth of the rows: when the run passed it (read between batches: PGlite is one connection).
    const runStarted = performance.now();
    const tenths: number[] = [];
    const watch = setInterval(() => {
      void server.database.db
        .selectFrom('lead_import')
        .select('rows_done')
        .where('lead_import_id', '=', id)
        .executeTakeFirst()
        .then((row) => {
          while (row && tenths.length < 10 && row.rows_done >= ((tenths.length + 1) * ROWS) / 10)
            tenths.push(performance.now() - runStarted);
        });
    }, 200);
    while ((await server.app.jobs.runOnce()) > 0);
    clearInterval(watch);
    const ended = performance.now() - runStarted;
    while (tenths.length < 10) tenths.push(ended);
    const runMs = performance.now() - started;
    const done = (
      await server.app.inject({ method: 'GET', url: `/api/leadImportFile/${id}`, headers: bearer(admin.access_token) })
    ).json() as {
      status: string;
      imported: number;
    };
    console.log(
      `${kind.padEnd(8)} upload+validate ${(uploadMs / 1000).toFixed(1)} s (${perSecond(ROWS, uploadMs)} rows/s; ` +
        `${answer.valid_rows} valid, ${answer.invalid_rows} invalid, ${answer.duplicate_rows} duplicates) | ` +
        `start+run ${(runMs / 1000).toFixed(1)} s (${perSecond(done.imported, runMs)} leads/s, ${done.status}, ${done.imported} imported) | ` +
        `whole ${perSecond(ROWS, uploadMs + runMs)} rows/s`,
    );
    const slices = tenths.map((ms, i) => perSecond(ROWS / 10, ms - (tenths[i - 1] ?? 0)));
    console.log(`${kind.padEnd(8)} run rows/s by tenth of the file: ${slices.join(' ')}`);
  } finally {
    await server.close();
  }
}

/**
 * Quick-search latency: name prefix, phone, zip and tag searches through the real route
 * (`POST /api/lead/search/` over HTTP, signed in as demoadmin, who sees every agent's leads)
 * next to the same SQL (rows and count, as the route builds them) run directly on the same
 * database, with p50 / p95 and their ratios.
 *
 *   pnpm --filter @meridian/server bench:search                  the database of DATABASE_URL or
 *                                                                DATA_DIR (fill it with seed:bulk)
 *   pnpm --filter @meridian/server bench:search --leads 100000   a scratch database filled with
 *     [--db postgres|pglite]                                     that many leads, dropped afterwards
 *                                                                (PostgreSQL: next to TEST_DATABASE_URL,
 *                                                                default postgres://postgres@127.0.0.1:5432/test)
 * --iterations (default 200) searches of each kind, after 20 unrecorded warm-up searches.
 *
 * Two more measurements show the part of the route's time no route can avoid: a bare route that this
 * benchmark adds to the app (`POST /bench/bare-search`: the same build, the same two queries and the
 * same JSON over the same HTTP, with no token check and no validation), and the HTTP floor
 * (`GET /api/health`, which runs `SELECT 1`, next to `SELECT 1` run directly).
 */
import { Agent, request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { PRINCIPAL_STATEMENT, type Principal } from '../src/auth/principal';
import { loadConfig } from '../src/config';
import { fillLeads } from '../src/features/leads';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { loadReferenceData } from '../src/reference-data';
import { seedDemoData } from '../src/seed';
import { buildLeadSearch } from '../src/features/leads';
import { createTestDatabase, type TestDatabase } from '../test/harness';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return args[i]!.includes('=') ? args[i]!.split('=').slice(1).join('=') : args[i + 1];
}

const iterations = Number(option('iterations') ?? 200);
const warmup = 20;
const scratchLeads = option('leads') ? Number(option('leads')!.replaceAll('_', '')) : undefined;

let scratch: TestDatabase | undefined;
let database: Database;
let config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
if (scratchLeads !== undefined) {
  const kind = (option('db') ?? process.env.BENCH_DB ?? 'pglite') === 'postgres' ? 'postgres' : 'pglite';
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  scratch = await createTestDatabase(kind);
  database = scratch.database;
  config = loadConfig({ DATA_DIR: scratch.dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  await migrate(database);
  await loadReferenceData(database);
  await seedDemoData(database);
  console.log(`Filling a scratch ${kind} database with ${scratchLeads.toLocaleString('en-US')} leads…`);
  await fillLeads(database, { leads: scratchLeads, log: (line) => console.log(line) });
} else {
  database = await openDatabase(config);
  await migrate(database);
  await loadReferenceData(database);
}
const { db } = database;

try {
  const app = await buildApp({ config, database, logger: false });
  // Bench only: the route without its token check and validation (see the header comment).
  const bare: { principal?: Principal } = {};
  app.post('/bench/bare-search', async (request) => {
    const { query, count } = buildLeadSearch(db, bare.principal!, request.body as never);
    const [rows, total] = await Promise.all([query.execute(), count.executeTakeFirstOrThrow()]);
    return { success: true, total_records: Number(total.total), result: rows };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = await fetch(`${address}/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'demoadmin', password: 'Demo#2026admin' }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} (is the demo data seeded?)`);
  const { access_token, user_id } = (await signIn.json()) as { access_token: string; user_id: number };
  // node:http on one kept-alive socket: the lightest client, so the figures are the server's time
  // (Node's fetch adds about a millisecond of its own per request on this machine).
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(address);
  const call = (method: 'GET' | 'POST', path: string, json?: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const body =
        json === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) };
      const req = httpRequest(
        { host: hostname, port, path, method, agent, headers: { ...body, Authorization: `Bearer ${access_token}` } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(json);
    });
  /** Milliseconds until the whole answer of a request has arrived (parsing it is the client's time). */
  const timed = async (method: 'GET' | 'POST', path: string, json?: string) => {
    const started = performance.now();
    const { status, text } = await call(method, path, json);
    const elapsed = performance.now() - started;
    if (status !== 200) throw new Error(`${path} answered ${status}: ${text.slice(0, 200)}`);
    return elapsed;
  };
  const me = await db
    .selectFrom('app_user as u')
    .innerJoin('role as r', (j) => j.onRef('r.account_id', '=', 'u.account_id').onRef('r.role_id', '=', 'u.role_id'))
    .select(['u.user_id', 'u.account_id', 'u.role_id', 'r.role_name'])
    .select(
      sql<
        string[]
      >`(SELECT array_agg(permission_name) FROM role_permission rp WHERE rp.account_id = u.account_id AND rp.role_id = u.role_id)`.as(
        'permissions',
      ),
    )
    .where('u.user_id', '=', user_id)
    .executeTakeFirstOrThrow();
  const principal: Principal = { ...me, family_id: '', permissions: new Set(me.permissions), aclHash: '' };
  bare.principal = principal;
  // The token's sign-in (family), for the token check as the route runs it.
  const { sid } = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string };
  const account = me.account_id;

  const leadCount = Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM lead WHERE account_id = ${account}`.execute(db)).rows[0]!.n,
  );
  const sample = async (expression: string) =>
    (
      await sql<{
        v: string;
      }>`SELECT ${sql.raw(expression)} AS v FROM lead WHERE account_id = ${account} AND deleted = '0' AND ${sql.raw(expression)} IS NOT NULL
        ORDER BY md5(lead_id::text) LIMIT ${iterations + warmup}`.execute(db)
    ).rows.map((r) => r.v);
  const tags = (
    await db.selectFrom('tag').select('tag_id').where('account_id', '=', account).orderBy('tag_id').execute()
  ).map((t) => t.tag_id);
  const kinds: Array<{ name: string; values: Array<string | number>; criterion: (v: string | number) => object }> = [
    {
      name: 'name prefix (3 letters)',
      values: await sample('lower(substr(lname, 1, 3))'),
      criterion: (v) => ({ lname: { type: 'simple', value: [v] } }),
    },
    {
      name: 'phone (10 digits)',
      values: await sample('phone'),
      criterion: (v) => ({ phone: { type: 'simple', value: [v] } }),
    },
    { name: 'zip', values: await sample('zip'), criterion: (v) => ({ zip: { type: 'simple', value: [v] } }) },
    {
      name: 'tag',
      values: Array.from({ length: iterations + warmup }, (_, i) => tags[i % tags.length]!),
      criterion: (v) => ({ tag_id: { type: 'set', value: [v] } }),
    },
  ];

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  type Pair = readonly [number, number];
  const p50p95 = (list: number[]): Pair => {
    const sorted = [...list].sort((a, b) => a - b);
    return [percentile(sorted, 50), percentile(sorted, 95)] as const;
  };
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  // Each column holds a p50 and a p95 under a header naming both.
  const columns = ['matches', 'route', 'bare route', 'SQL', 'route/SQL', 'bare/SQL', 'all SQL', 'route/all'];
  const widths = columns.map((c, j) => (j === 0 ? 7 : Math.max(`${c} p50`.length, 6)));
  const line = (first: string, cells: Array<[string, string] | string>) =>
    first.padEnd(24) +
    cells
      .map((c, j) =>
        typeof c === 'string' ? ` ${c.padStart(widths[j]!)}` : ` | ${c[0].padStart(widths[j]!)} ${c[1].padStart(6)}`,
      )
      .join('');
  console.log(
    `\nQuick search on ${database.kind}: ${leadCount.toLocaleString('en-US')} leads in the account, ${iterations} searches per kind as demoadmin (all agents), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log(
    line(
      'search',
      columns.map((c, j) => (j === 0 ? c : [`${c} p50`, 'p95'])),
    ),
  );
  /** Runs each measurement of a round, starting from a different one each round, so none always finds the caches warmed by another. */
  const rotate = async <T>(round: number, runs: Array<() => Promise<T>>): Promise<T[]> => {
    const results = new Array<T>(runs.length);
    for (let k = 0; k < runs.length; k++) {
      const j = (round + k) % runs.length;
      results[j] = await runs[j]!();
    }
    return results;
  };
  for (const kind of kinds) {
    const route: number[] = [];
    const bare: number[] = [];
    const raw: number[] = [];
    const all: number[] = [];
    const matches: number[] = [];
    for (const [i, value] of kind.values.entries()) {
      const body = {
        search_type: 'simple',
        criteria: { ...kind.criterion(value), account_id: { type: 'simple', value: [account] } },
        field_list: [],
        page_number: 1,
        records_per_page: 200,
        include_deleted: 0,
      };
      const json = JSON.stringify(body);
      const runSql = async () => {
        const { query, count } = buildLeadSearch(db, principal, body as never);
        const checked = performance.now();
        // Every statement the route runs, in the route's order: the token check, then rows and count in parallel.
        await database.prepared(PRINCIPAL_STATEMENT, [sid, account, user_id]);
        const started = performance.now();
        const [, total] = await Promise.all([db.executeQuery(query.compile()), db.executeQuery(count.compile())]);
        const done = performance.now();
        return {
          elapsed: done - started,
          withCheck: done - checked,
          total: Number((total.rows[0] as unknown as { total: string }).total),
        };
      };
      const [sqlRun, routeMs, bareMs] = (await rotate<unknown>(i, [
        runSql,
        () => timed('POST', '/api/lead/search/', json),
        () => timed('POST', '/bench/bare-search', json),
      ])) as [Awaited<ReturnType<typeof runSql>>, number, number];
      if (i < warmup) continue;
      route.push(routeMs);
      bare.push(bareMs);
      raw.push(sqlRun.elapsed);
      all.push(sqlRun.withCheck);
      matches.push(sqlRun.total);
    }
    const [[r50, r95], [b50, b95], [s50, s95], [a50, a95], [m50]] = [route, bare, raw, all, matches].map(p50p95) as [
      Pair,
      Pair,
      Pair,
      Pair,
      Pair,
    ];
    const ms = (n: number) => n.toFixed(2);
    console.log(
      line(kind.name, [
        String(m50),
        [ms(r50), ms(r95)],
        [ms(b50), ms(b95)],
        [ms(s50), ms(s95)],
        [ratio(r50, s50), ratio(r95, s95)],
        [ratio(b50, s50), ratio(b95, s95)],
        [ms(a50), ms(a95)],
        [ratio(r50, a50), ratio(r95, a95)],
      ]),
    );
  }

  // The HTTP floor: what any route here costs beyond its SQL, however little it does.
  const health: number[] = [];
  const selectOne: number[] = [];
  for (let i = 0; i < iterations + warmup; i++) {
    const [h, q] = await rotate<number>(i, [
      () => timed('GET', '/api/health'),
      async () => {
        const started = performance.now();
        await sql`SELECT 1`.execute(db);
        return performance.now() - started;
      },
    ]);
    if (i < warmup) continue;
    health.push(h!);
    selectOne.push(q!);
  }
  const [[h50, h95], [q50, q95]] = [health, selectOne].map(p50p95) as [Pair, Pair];
  console.log(
    `HTTP floor: GET /api/health p50 ${h50.toFixed(2)} p95 ${h95.toFixed(2)}, its SELECT 1 run directly p50 ${q50!.toFixed(2)} p95 ${q95!.toFixed(2)}: ${(h50 - q50).toFixed(2)} / ${(h95 - q95).toFixed(2)} ms beyond the SQL`,
  );
  console.log(
    '(milliseconds; route = POST /api/lead/search/ over HTTP until the whole answer arrived: token check, validation, the queries, JSON; bare route = the same build, queries and JSON over HTTP without the token check and validation (bench only); SQL = the rows and count queries, in parallel like the route; all SQL = the token check (prepared, as the route runs it) and then those two)',
  );
  agent.destroy();
  await app.close();
} finally {
  if (scratch) await scratch.cleanup();
  else await database.close().catch(() => {});
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../schema';
import { CARRIERS, FEMALE_NAMES, LAST_NAMES, MALE_NAMES, PLACES, STREETS, VENDORS } from './seed/data';

/**
 * Fills an account with many synthetic leads for load tests, in SQL (generate_series), a chunk
 * per statement. Deterministic: the generator is seeded (setseed) on the one connection used.
 * Names come from the demo lists (common surnames, so a name prefix matches about 1 % of the
 * leads, as a common surname does) plus a long tail; ZIP codes spread over the real 3-digit
 * areas of the demo places (about 5 000 distinct ZIPs), each keeping its place's county.
 */
export interface BulkOptions {
  leads: number;
  /** Account to fill (default: Demo Agency, the demo logins' account). */
  accountName?: string;
  /** The users who share the leads evenly (default: every user of the account, and Unassigned). */
  owners?: readonly number[];
  /** Rows per INSERT statement. */
  chunk?: number;
  log?: (line: string) => void;
}

const literal = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);

/** A long tail of surnames (syllable pairs), so most surnames are rare, as they are. */
export const TAIL_SURNAMES = [
  'Ash',
  'Bel',
  'Bran',
  'Carl',
  'Dal',
  'Ed',
  'Fair',
  'Gar',
  'Hal',
  'Kings',
  'Lang',
  'Mar',
  'North',
  'Pem',
  'Red',
  'Stan',
  'Thorn',
  'Wes',
  'Whit',
  'Wood',
  'Al',
  'Brook',
  'Crane',
  'Dun',
  'Elm',
  'Fen',
  'Glen',
  'Hart',
  'Ing',
  'Lock',
].flatMap((head) =>
  [
    'ford',
    'ton',
    'field',
    'wood',
    'well',
    'by',
    'ley',
    'man',
    'son',
    'worth',
    'ridge',
    'more',
    'dale',
    'burn',
    'croft',
    'stead',
    'wick',
    'holm',
    'shaw',
    'low',
  ].map((tail) => head + tail),
);

export async function fillLeads(
  database: Database,
  options: BulkOptions,
): Promise<{ accountId: number; inserted: number; seconds: number }> {
  const log = options.log ?? (() => {});
  const chunk = options.chunk ?? 100_000;
  const { db } = database;
  const started = Date.now();
  const account = await db
    .selectFrom('account')
    .select('account_id')
    .where('account_name', '=', options.accountName ?? 'Demo Agency')
    .executeTakeFirst();
  if (!account) throw new Error(`No account named ${options.accountName ?? 'Demo Agency'}: seed the demo data first.`);
  const accountId = account.account_id;
  const ids = async (table: 'lead_disposition' | 'application_disposition') =>
    (
      await db.selectFrom(table).select('dispo_id').where('account_id', '=', accountId).orderBy('dispo_id').execute()
    ).map((r) => r.dispo_id);
  const users = (
    await db.selectFrom('app_user').select('user_id').where('account_id', '=', accountId).orderBy('user_id').execute()
  ).map((r) => r.user_id);
  const dispos = await ids('lead_disposition');
  const appDispos = await ids('application_disposition');
  const tags = (
    await db.selectFrom('tag').select('tag_id').where('account_id', '=', accountId).orderBy('tag_id').execute()
  ).map((r) => r.tag_id);
  const vendors = await db
    .selectFrom('lead_vendor')
    .select(['lead_vendor_id', 'lead_vendor_code'])
    .where('account_id', '=', accountId)
    .orderBy('lead_vendor_id')
    .execute();
  if (dispos.length === 0 || tags.length === 0 || vendors.length === 0 || users.length === 0)
    throw new Error('The account has no dispositions, tags, vendors or users: seed the demo data first.');
  const tracking = vendors.map(
    (v) => VENDORS.find((d) => d.code === v.lead_vendor_code)?.tracking[0] ?? v.lead_vendor_code,
  );

  const firstId = Number(
    (await sql<{ n: string }>`SELECT coalesce(max(lead_id), 0) AS n FROM lead`.execute(db)).rows[0]!.n,
  );
  // Users and Unassigned (NULL) share the leads evenly, or the given users alone.
  const owners = sql.raw(
    options.owners
      ? `ARRAY[${options.owners.map((id) => Math.trunc(Number(id))).join(',')}]::integer[]`
      : `ARRAY[${users.join(',')},NULL]::integer[]`,
  );

  await db.connection().execute(async (conn) => {
    await sql`SELECT setseed(0.4242)`.execute(conn);
    // The generated rows reference only rows that exist, so foreign-key triggers can rest while
    // loading (on PGlite each check costs about half a millisecond). Needs a superuser; without
    // one the checks simply run.
    const replica = await sql`SET session_replication_role = replica`.execute(conn).then(
      () => true,
      () => false,
    );
    for (let done = 0; done < options.leads; done += chunk) {
      const count = Math.min(chunk, options.leads - done);
      await insertChunk(conn, {
        accountId,
        count,
        owners,
        dispos,
        vendors: vendors.map((v) => v.lead_vendor_id),
        tracking,
      });
      log(
        `  leads: ${(done + count).toLocaleString('en-US')} / ${options.leads.toLocaleString('en-US')} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    const newLeads = sql`l.account_id = ${accountId} AND l.lead_id > ${firstId}`;
    // One or two tags for about 60 % of the leads.
    await sql`INSERT INTO lead_tag (account_id, lead_id, tag_id)
      SELECT l.account_id, l.lead_id, (${sql.raw(`ARRAY[${tags.join(',')}]`)})[1 + floor(random() * ${tags.length})::int]
      FROM lead l WHERE ${newLeads} AND random() < 0.6
      ON CONFLICT DO NOTHING`.execute(conn);
    await sql`INSERT INTO lead_tag (account_id, lead_id, tag_id)
      SELECT l.account_id, l.lead_id, (${sql.raw(`ARRAY[${tags.join(',')}]`)})[1 + floor(random() * ${tags.length})::int]
      FROM lead l WHERE ${newLeads} AND random() < 0.25
      ON CONFLICT DO NOTHING`.execute(conn);
    log(`  tags done (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    await sql`INSERT INTO application (account_id, lead_id, app_dispo_id, product_type_id, carrier_name, plan_name, submitted_date, effective_date)
      SELECT l.account_id, l.lead_id, (${sql.raw(`ARRAY[${appDispos.join(',')}]`)})[1 + floor(random() * ${appDispos.length})::int],
        (ARRAY[8, 11, 9])[1 + floor(random() * 3)::int], c.carrier, c.carrier || ' Choice PPO', current_date - floor(random() * 365)::int, date_trunc('month', current_date)::date
      FROM lead l CROSS JOIN LATERAL (SELECT (${literal(CARRIERS)})[1 + floor(random() * ${CARRIERS.length})::int] AS carrier) c
      WHERE ${newLeads} AND random() < 0.3`.execute(conn);
    await sql`INSERT INTO lead_current_plan (account_id, lead_id, plan_year, product_type_id, carrier_name, plan_name)
      SELECT l.account_id, l.lead_id, extract(year FROM current_date)::smallint, 8, c.carrier, c.carrier || ' Value HMO'
      FROM lead l CROSS JOIN LATERAL (SELECT (${literal(CARRIERS)})[1 + floor(random() * ${CARRIERS.length})::int] AS carrier) c
      WHERE ${newLeads} AND l.has_current_plan_flag = '1'`.execute(conn);
    log(`  applications and current plans done (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    if (replica) await sql`SET session_replication_role = DEFAULT`.execute(conn);
  });
  // Fresh statistics, and the visibility map that index-only scans need.
  await sql`VACUUM (ANALYZE) lead, lead_tag, application, lead_current_plan`.execute(db);
  log(`  analyzed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return { accountId, inserted: options.leads, seconds: (Date.now() - started) / 1000 };
}

async function insertChunk(
  conn: Kysely<DB>,
  p: {
    accountId: number;
    count: number;
    owners: ReturnType<typeof sql.raw>;
    dispos: number[];
    vendors: number[];
    tracking: string[];
  },
) {
  const places = PLACES.map((pl) => [...pl]);
  const col = (i: number) => literal(places.map((pl) => pl[i]!));
  // Each row draws its random numbers once (r.*), then picks from the lists.
  await sql`INSERT INTO lead (account_id, user_id, fname, lname, dob, gender, phone, phone_type, email, address1, city, state_id, zip, county, county_fips,
      lead_dispo_id, disposition_date, lead_date, lead_vendor_id, lead_vendor_source_code, drug_list_updated_flag, drug_list_updated_date, has_current_plan_flag, deleted)
    SELECT ${p.accountId}, (${p.owners})[1 + floor(r.a * cardinality(${p.owners}))::int],
      n.fname, n.lname,
      DATE '1936-01-01' + floor(r.b * 9490)::int,
      CASE WHEN r.female THEN 'F' ELSE 'M' END,
      (${col(5)})[r.place] || lpad(floor(r.c * 10000000)::int::text, 7, '0'),
      'Home',
      CASE WHEN r.d < 0.85 THEN lower(replace(n.fname || '.' || n.lname, '''', '')) || floor(r.c * 1000)::int || '@example.com' END,
      (100 + floor(r.e * 9800)::int) || ' ' || (${literal(STREETS)})[1 + floor(r.f * ${STREETS.length})::int],
      (${col(1)})[r.place], (${col(4)})[r.place],
      substr((${col(0)})[r.place], 1, 3) || lpad(floor(r.g * 100)::int::text, 2, '0'),
      (${col(2)})[r.place], (${col(3)})[r.place],
      (${sql.raw(`ARRAY[${p.dispos.join(',')}]`)})[1 + floor(r.h * ${p.dispos.length})::int],
      now() - r.lead_age + interval '3 days',
      now() - r.lead_age,
      (${sql.raw(`ARRAY[${p.vendors.join(',')}]`)})[r.vendor],
      (${literal(p.tracking)})[r.vendor],
      CASE WHEN r.i < 0.35 THEN '1' ELSE '0' END,
      CASE WHEN r.i < 0.35 THEN current_date - floor(r.j * 300)::int END,
      CASE WHEN r.k < 0.4 THEN '1' ELSE '0' END,
      CASE WHEN r.l < 0.02 THEN '1' ELSE '0' END
    FROM generate_series(1, ${p.count}) AS s(i)
    CROSS JOIN LATERAL (SELECT random() AS a, random() AS b, random() AS c, random() AS d, random() AS e, random() AS f, random() AS g, random() AS h,
      random() AS i, random() AS j, random() AS k, random() AS l, random() < 0.55 AS female, random() AS surname, random() AS first,
      1 + floor(random() * ${PLACES.length})::int AS place, 1 + floor(random() * ${p.vendors.length})::int AS vendor,
      make_interval(secs => floor(random() * 730 * 86400)) AS lead_age, s.i AS row) r
    CROSS JOIN LATERAL (SELECT
      CASE WHEN r.female THEN (${literal(FEMALE_NAMES)})[1 + floor(r.first * ${FEMALE_NAMES.length})::int] ELSE (${literal(MALE_NAMES)})[1 + floor(r.first * ${MALE_NAMES.length})::int] END AS fname,
      CASE WHEN r.surname < 0.6 THEN (${literal(LAST_NAMES)})[1 + floor(r.surname / 0.6 * ${LAST_NAMES.length})::int]
        ELSE (${literal(TAIL_SURNAMES)})[1 + floor((r.surname - 0.6) / 0.4 * ${TAIL_SURNAMES.length})::int] END AS lname) n`.execute(
    conn,
  );
}

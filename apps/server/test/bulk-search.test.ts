import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { is } from 'superstruct';
import { LeadSearchAnswerStruct } from '@meridian/api';
import { fillLeads } from '../src/features/leads';
import { LEAD_SEARCH_COUNT_CAP } from '../src/features/leads';
import { backends, DEMO, postAs, signIn, startTestServer, type TestServer } from './harness';

const body = (criteria: object, extra: object = {}) => ({
  search_type: 'simple',
  criteria,
  field_list: [],
  page_number: 1,
  records_per_page: 200,
  include_deleted: 0,
  ...extra,
});

describe.each(backends)('given a bulk-filled account on %s', (kind) => {
  let server: TestServer;
  let admin: { user_id: number; access_token: string };
  let agent: { user_id: number; access_token: string };
  let accountId: number;
  const bulk = 3_000;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ accountId } = await fillLeads(server.database, { leads: bulk, chunk: 1_000 }));
    [admin, agent] = await Promise.all([signIn(server.app, ...DEMO.admin), signIn(server.app, ...DEMO.agent)]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const count = async (where: ReturnType<typeof sql>) =>
    Number(
      (
        await sql<{
          n: string;
        }>`SELECT count(*) AS n FROM lead l WHERE l.account_id = ${accountId} AND l.deleted = '0' AND ${where}`.execute(
          server.database.db,
        )
      ).rows[0]!.n,
    );

  it('when seed:bulk ran then the leads, their tags, applications and current plans are there and consistent', async () => {
    const { db } = server.database;
    expect(await count(sql`true`)).toBeGreaterThan(bulk * 0.95);
    const orphans = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM lead_tag t LEFT JOIN lead l ON l.account_id = t.account_id AND l.lead_id = t.lead_id WHERE l.lead_id IS NULL`.execute(
      db,
    );
    expect(Number(orphans.rows[0]!.n)).toBe(0);
    const plans = await sql<{ flagged: string; planned: string }>`SELECT
        (SELECT count(*) FROM lead WHERE account_id = ${accountId} AND has_current_plan_flag = '1') AS flagged,
        (SELECT count(DISTINCT lead_id) FROM lead_current_plan WHERE account_id = ${accountId}) AS planned`.execute(db);
    expect(plans.rows[0]!.flagged).toBe(plans.rows[0]!.planned);
    const owners = await sql<{
      user_id: number | null;
    }>`SELECT DISTINCT user_id FROM lead WHERE account_id = ${accountId}`.execute(db);
    expect(owners.rows.map((r) => r.user_id)).toContain(null);
    expect(owners.rows.length).toBe(4);
    // Foreign keys hold after loading with their triggers resting.
    const badZip = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM lead WHERE account_id = ${accountId} AND (zip !~ '^[0-9]{5}$' OR phone !~ '^[0-9]{10}$')`.execute(
      db,
    );
    expect(Number(badZip.rows[0]!.n)).toBe(0);
  });

  it(`when more than ${LEAD_SEARCH_COUNT_CAP} leads match then total_records stops at the cap and says total_capped`, async () => {
    const everyone = await count(sql`true`);
    expect(everyone).toBeGreaterThan(LEAD_SEARCH_COUNT_CAP);
    const response = await postAs(
      server.app,
      admin.access_token,
      '/api/lead/search/',
      body({ account_id: { type: 'simple', value: [accountId] } }),
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(is(answer, LeadSearchAnswerStruct)).toBe(true);
    expect(answer).toMatchObject({ total_records: LEAD_SEARCH_COUNT_CAP, total_capped: true });
    expect(answer.result).toHaveLength(200);
    // Pages past the cap still answer.
    const far = await postAs(
      server.app,
      admin.access_token,
      '/api/lead/search/',
      body({}, { page_number: Math.ceil(everyone / 200) }),
    );
    expect(far.json().result.length).toBe(everyone - (Math.ceil(everyone / 200) - 1) * 200);
  });

  it('when the agent searches by tag then the page is sorted by last name and the count is exact under the cap', async () => {
    const tag = (
      await server.database.db
        .selectFrom('tag')
        .select('tag_id')
        .where('account_id', '=', accountId)
        .orderBy('tag_id')
        .executeTakeFirstOrThrow()
    ).tag_id;
    const expected = await count(
      sql`l.user_id = ${agent.user_id} AND EXISTS (SELECT 1 FROM lead_tag t WHERE t.account_id = l.account_id AND t.lead_id = l.lead_id AND t.tag_id = ${tag})`,
    );
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(LEAD_SEARCH_COUNT_CAP);
    const answer = (
      await postAs(
        server.app,
        agent.access_token,
        '/api/lead/search/',
        body({ tag_id: { type: 'set', value: [tag] }, user_id: { type: 'simple', value: [agent.user_id] } }),
      )
    ).json();
    expect(answer.total_records).toBe(expected);
    expect(answer.total_capped).toBeUndefined();
    const names = answer.result.map((r: { lname: string }) => r.lname.toLowerCase());
    expect(names).toEqual(
      [...names].sort((a: string, b: string) =>
        Buffer.from(a) < Buffer.from(b) ? -1 : Buffer.from(a) > Buffer.from(b) ? 1 : 0,
      ),
    );
    expect(answer.result.every((r: { user_id: number }) => r.user_id === agent.user_id)).toBe(true);
  });

  it('when a name prefix is searched then every match starts with it, whatever its case', async () => {
    const answer = (
      await postAs(
        server.app,
        admin.access_token,
        '/api/lead/search/',
        body({ lname: { type: 'simple', value: ['SMI'] } }),
      )
    ).json();
    expect(answer.total_records).toBe(await count(sql`lower(l.lname) LIKE 'smi%'`));
    expect(answer.result.every((r: { lname: string }) => r.lname.toLowerCase().startsWith('smi'))).toBe(true);
  });
});

// The exports behind a notice's download tag (spec 01 §3, §7 "export downloads (lead export, current
// plan, PDP retention, multi-client Rx, pharmacy and AEP disruption reports) parsed as CSV from notice
// links", §8, §9): PDP retention's rows are the caller's leads with a Part D current plan (the
// account's with lead_view_assigned), formula cells guarded, named by type, user id and time, 204
// when empty; the pharmacy and AEP disruption reports have no data here and answer 422 with the
// reports' message; another account's leads never appear.
import { EXPORT_TYPES } from '@meridian/api';
import { PRODUCT_TYPE_IDS, REPORT_MESSAGES } from '@meridian/domain';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountOf,
  backends,
  bearer,
  getAs,
  signInDemoUsers,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

const rowsOf = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;

describe.each(backends)('given the download tag exports on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let admin: Tokens;
  let other: Tokens;
  let accountId: number;
  let otherAccount: number;

  beforeAll(async () => {
    server = await startTestServer(kind, { RUN_JOBS: '0' });
    ({ agent, agent2, admin, other } = await signInDemoUsers(server.app));
    accountId = await accountOf(server.database.db, admin.user_id);
    otherAccount = await accountOf(server.database.db, other.user_id);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** `GET export/{type}` as the API client asks it (JSON). */
  const asJson = (tokens: Tokens, type: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/export/${type}`,
      headers: { ...bearer(tokens.access_token), accept: 'application/json' },
    });

  /** The Part D current plans of an account's leads (not deleted), optionally of one agent, as the database has them. */
  const partDPlans = (account: number, userId?: number) => {
    let query = server.database.db
      .selectFrom('lead as l')
      .innerJoin('lead_current_plan as cp', (j) =>
        j.onRef('cp.account_id', '=', 'l.account_id').onRef('cp.lead_id', '=', 'l.lead_id'),
      )
      .select(['l.lead_id', 'cp.plan_name', 'cp.carrier_name', 'cp.plan_year'])
      .where('l.account_id', '=', account)
      .where('l.deleted', '=', '0')
      .where('cp.product_type_id', '=', PRODUCT_TYPE_IDS.partD);
    if (userId !== undefined) query = query.where('l.user_id', '=', userId);
    return query.execute();
  };

  const key = (r: { lead_id: number | string; plan_name: string }) => `${r.lead_id}|${r.plan_name}`;

  it('when the tags are listed then the spec’s six exports are there', () => {
    expect([...EXPORT_TYPES].sort()).toEqual(
      ['aep_disruption', 'current_plan', 'lead_export', 'multi_client_rx', 'pdp_retention', 'pharmacy'].sort(),
    );
  });

  it('when demoadmin downloads PDP retention then the file holds every Part D plan of the account’s leads, named by type, user and time', async () => {
    const response = await getAs(server.app, admin.access_token, '/api/export/pdp_retention');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="pdp_retention_${admin.user_id}_\\d{8}-\\d{6}\\.csv"$`),
    );
    expect(response.body.split('\r\n')[0]).toBe(
      'Lead ID,First Name,Last Name,Date of Birth,Phone,Email,Agent,Plan Year,Carrier,Plan',
    );
    const rows = rowsOf(response.body);
    const expected = await partDPlans(accountId);
    // The demo seed gives Part D (PDP) plans to some of Demo Agency's leads.
    expect(expected.length).toBeGreaterThan(5);
    expect(rows.map((r) => key({ lead_id: r['Lead ID']!, plan_name: r.Plan! })).sort()).toEqual(
      expected.map(key).sort(),
    );
    expect(rows.every((r) => r.Plan!.endsWith('(PDP)'))).toBe(true);
  });

  it('when demoagent (own leads only) asks as the API client then the answer holds only their own leads’ Part D plans', async () => {
    const response = await asJson(agent, 'pdp_retention');
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { file_name: string; csv: string; row_count: number };
    expect(answer.file_name).toMatch(new RegExp(`^pdp_retention_${agent.user_id}_\\d{8}-\\d{6}\\.csv$`));
    const expected = await partDPlans(accountId, agent.user_id);
    expect(answer.row_count).toBe(expected.length);
    expect(
      rowsOf(answer.csv)
        .map((r) => key({ lead_id: r['Lead ID']!, plan_name: r.Plan! }))
        .sort(),
    ).toEqual(expected.map(key).sort());
  });

  it('when otheradmin downloads PDP retention then it holds their account’s plans and none of Demo Agency’s leads', async () => {
    const answer = (await asJson(other, 'pdp_retention')).json() as { csv: string };
    const ids = new Set(rowsOf(answer.csv).map((r) => Number(r['Lead ID'])));
    const theirs = await partDPlans(otherAccount);
    expect(ids).toEqual(new Set(theirs.map((r) => r.lead_id)));
    const demo = await partDPlans(accountId);
    expect(demo.filter((r) => ids.has(r.lead_id))).toEqual([]);
  });

  it('when a Part D plan’s carrier starts like a formula then its cell is guarded with an apostrophe', async () => {
    const lead = await server.database.db
      .insertInto('lead')
      .values({
        account_id: accountId,
        user_id: admin.user_id,
        fname: '+Ruth',
        lname: 'Formula',
        has_current_plan_flag: '1',
      })
      .returning('lead_id')
      .executeTakeFirstOrThrow();
    await server.database.db
      .insertInto('lead_current_plan')
      .values({
        account_id: accountId,
        lead_id: lead.lead_id,
        plan_year: 2026,
        product_type_id: PRODUCT_TYPE_IDS.partD,
        carrier_name: '=HYPERLINK("x")',
        plan_name: '@Basic (PDP)',
      })
      .execute();
    const answer = (await asJson(admin, 'pdp_retention')).json() as { csv: string };
    const row = rowsOf(answer.csv).find((r) => Number(r['Lead ID']) === lead.lead_id)!;
    expect(row).toMatchObject({ 'First Name': "'+Ruth", Carrier: `'=HYPERLINK("x")`, Plan: "'@Basic (PDP)" });
    expect(answer.csv).not.toMatch(/(^|,)[=+@-]/m);
  });

  it('when the caller’s leads have no Part D plan then it answers 204 and nothing is downloaded', async () => {
    const plans = await partDPlans(accountId, agent2.user_id);
    await server.database.db
      .updateTable('lead_current_plan')
      .set({ product_type_id: PRODUCT_TYPE_IDS.medicareAdvantage })
      .where('account_id', '=', accountId)
      .where(
        'lead_id',
        'in',
        plans.map((p) => p.lead_id),
      )
      .where('product_type_id', '=', PRODUCT_TYPE_IDS.partD)
      .execute();
    const json = await asJson(agent2, 'pdp_retention');
    expect(json.statusCode).toBe(204);
    expect(json.body).toBe('');
    expect((await getAs(server.app, agent2.access_token, '/api/export/pdp_retention')).statusCode).toBe(204);
  });

  it('when the pharmacy or AEP disruption report is asked then 422 with the reports’ message: no drug lists or pharmacies are kept', async () => {
    for (const type of ['pharmacy', 'aep_disruption']) {
      for (const response of [
        await asJson(admin, type),
        await getAs(server.app, agent.access_token, `/api/export/${type}`),
      ]) {
        expect(response.statusCode, type).toBe(422);
        expect(response.json()).toMatchObject({ success: false, message: REPORT_MESSAGES.noDrugData });
      }
    }
  });

  it('when not signed in then 401; an unknown type 404', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/export/pdp_retention' })).statusCode).toBe(401);
    expect((await getAs(server.app, admin.access_token, '/api/export/pdp')).statusCode).toBe(404);
  });
});

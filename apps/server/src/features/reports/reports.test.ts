// Reports (spec 02 §7.7, issue 17): the report calls and GET download/{id} (CSV, formula-guarded,
// 204 when empty), the reports page's chart calls with the demo seed's data, reports_view on every
// call, and tenancy (another account sees none of Demo Agency's rows; an agent only their own).
import { REPORT_MESSAGES } from '@meridian/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountOf,
  backends,
  DEMO,
  getAs,
  postAs,
  signIn,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

interface Chart {
  weeks: string[];
  series: Array<{ key: string; label: string; values: number[]; total: number }>;
}

const total = (chart: Chart) => chart.series.reduce((sum, s) => sum + s.total, 0);

/** Rows of a CSV with simple cells (the tests' data has no quoted commas in the columns read). */
const csvRows = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

describe.each(backends)('given the reports on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let admin: Tokens;
  let other: Tokens;
  let accountId: number;

  beforeAll(async () => {
    server = await startTestServer(kind, { RUN_JOBS: '0' });
    [agent, admin, other] = await Promise.all([
      signIn(server.app, ...DEMO.agent),
      signIn(server.app, ...DEMO.admin),
      signIn(server.app, ...DEMO.other),
    ]);
    accountId = await accountOf(server.database.db, admin.user_id);
  });
  afterAll(async () => {
    await server?.close();
  });

  const chart = async (tokens: Tokens, name: string, query = '') => {
    const response = await getAs(server.app, tokens.access_token, `/api/reports/chart/${name}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Chart;
  };

  it('when demoadmin reads each chart then the seed gives every one weekly counts, the weeks start on Monday', async () => {
    for (const name of [
      'leads_by_disposition',
      'leads_by_source',
      'appointments_by_agent',
      'soas_by_agent',
      'import_outcomes',
    ]) {
      // Every request carries a random noCache parameter (spec 02 §7.7).
      const answer = await chart(admin, name, '?noCache=0.123');
      expect(answer.weeks).toHaveLength(26);
      expect(answer.weeks.every((week) => new Date(`${week}T12:00:00Z`).getUTCDay() === 1)).toBe(true);
      expect(answer.series.length, name).toBeGreaterThan(0);
      for (const series of answer.series) {
        expect(series.values).toHaveLength(26);
        expect(series.values.reduce((a, b) => a + b, 0)).toBe(series.total);
      }
    }
  });

  it('when the leads chart is read then its counts equal the account’s leads of those weeks in the database', async () => {
    const answer = await chart(admin, 'leads_by_disposition', '?from=2025-01-01&to=2026-12-31');
    const { count } = await server.database.db
      .selectFrom('lead')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('account_id', '=', accountId)
      .where('deleted', '=', '0')
      .where(sql<boolean>`lead_date >= ('2024-12-30'::timestamp AT TIME ZONE 'America/Chicago')`)
      .where(sql<boolean>`lead_date < ('2027-01-01'::timestamp AT TIME ZONE 'America/Chicago')`)
      .executeTakeFirstOrThrow();
    expect(answer.weeks[0]).toBe('2024-12-30');
    expect(total(answer)).toBe(count);
    expect(total(await chart(admin, 'leads_by_source', '?from=2025-01-01&to=2026-12-31'))).toBe(count);
  });

  it('when demoagent (without lead_view_assigned) reads the charts then only their own leads, appointments and SOAs count', async () => {
    const mine = await chart(agent, 'appointments_by_agent');
    expect(mine.series.map((s) => s.key)).toEqual([String(agent.user_id)]);
    const soas = await chart(agent, 'soas_by_agent');
    expect(soas.series.map((s) => s.key)).toEqual([String(agent.user_id)]);
    const all = await chart(admin, 'appointments_by_agent');
    expect(all.series.length).toBeGreaterThan(1);
    const { count } = await server.database.db
      .selectFrom('lead')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('account_id', '=', accountId)
      .where('user_id', '=', agent.user_id)
      .where('deleted', '=', '0')
      .where(sql<boolean>`lead_date >= ('2024-12-30'::timestamp AT TIME ZONE 'America/Chicago')`)
      .where(sql<boolean>`lead_date < ('2027-01-01'::timestamp AT TIME ZONE 'America/Chicago')`)
      .executeTakeFirstOrThrow();
    expect(total(await chart(agent, 'leads_by_source', '?from=2025-01-01&to=2026-12-31'))).toBe(count);
  });

  it('when otheradmin reads the charts then none of Demo Agency’s agents or rows are in them', async () => {
    const appointments = await chart(other, 'appointments_by_agent');
    expect(appointments.series.map((s) => s.key)).not.toContain(String(agent.user_id));
    expect(appointments.series.map((s) => s.key)).not.toContain(String(admin.user_id));
    const soas = await chart(other, 'soas_by_agent');
    expect(total(soas)).toBe(0);
  });

  /** The finished imports' rows of an account by week (Central) and outcome, as the database has them. */
  const importOutcomes = async (account: number, createdBy?: number) => {
    let query = server.database.db
      .selectFrom('lead_import')
      .select([
        sql<string>`to_char(date_trunc('week', finished_at AT TIME ZONE 'America/Chicago'), 'YYYY-MM-DD')`.as('week'),
        sql<number>`sum(imported)::int`.as('imported'),
        sql<number>`sum(updated)::int`.as('updated'),
        sql<number>`sum(skipped)::int`.as('skipped'),
        sql<number>`sum(refused)::int`.as('refused'),
      ])
      .where('account_id', '=', account)
      .where('finished_at', 'is not', null)
      .where(sql<boolean>`finished_at >= ('2024-12-30'::timestamp AT TIME ZONE 'America/Chicago')`)
      .where(sql<boolean>`finished_at < ('2027-01-01'::timestamp AT TIME ZONE 'America/Chicago')`)
      .groupBy(sql`1`);
    if (createdBy !== undefined) query = query.where('created_by', '=', createdBy);
    return query.execute();
  };

  /** A chart's answer as the database rows above: only the weeks with imports. */
  const byWeek = (answer: Chart) =>
    answer.weeks
      .map((week, i) => ({
        week,
        ...Object.fromEntries(answer.series.map((s) => [s.key, s.values[i] ?? 0])),
      }))
      .filter((w) => answer.series.some((s) => (s.values[answer.weeks.indexOf(w.week)] ?? 0) > 0));

  it('when demoadmin reads the import outcomes chart then each week holds the rows of the imports that finished in it, by outcome', async () => {
    const answer = await chart(admin, 'import_outcomes', '?from=2025-01-01&to=2026-12-31');
    // Always the four outcomes, in the run's order, so each keeps its colour.
    expect(answer.series.map((s) => [s.key, s.label])).toEqual([
      ['imported', 'Imported'],
      ['updated', 'Updated'],
      ['skipped', 'Skipped'],
      ['refused', 'Refused'],
    ]);
    const expected = await importOutcomes(accountId);
    // The demo seed has finished imports with every outcome.
    expect(expected.length).toBeGreaterThan(3);
    for (const outcome of ['imported', 'updated', 'skipped', 'refused'] as const)
      expect(
        expected.some((w) => w[outcome] > 0),
        outcome,
      ).toBe(true);
    expect(byWeek(answer)).toEqual(
      expected
        .filter((w) => w.imported + w.updated + w.skipped + w.refused > 0)
        .sort((a, b) => a.week.localeCompare(b.week)),
    );
  });

  it('when an import is still running or has finished then only the finished one counts, in its Central week', async () => {
    const insert = (status: 'running' | 'done', finished: Date | null) =>
      server.database.db
        .insertInto('lead_import')
        .values({
          account_id: accountId,
          file_name: `chart-${status}.csv`,
          status,
          created_by: admin.user_id,
          imported: 7,
          refused: 2,
          finished_at: finished,
        })
        .returning('lead_import_id')
        .executeTakeFirstOrThrow();
    // Sunday 03/02/2025 11:30 PM in Chicago (Monday 05:30 UTC): still the week of Monday 02/24.
    const done = await insert('done', new Date('2025-03-03T05:30:00Z'));
    const running = await insert('running', null);
    try {
      const answer = await chart(admin, 'import_outcomes', '?from=2025-02-17&to=2025-03-09');
      expect(answer.weeks).toEqual(['2025-02-17', '2025-02-24', '2025-03-03']);
      expect(answer.series.map((s) => [s.key, s.values])).toEqual([
        ['imported', [0, 7, 0]],
        ['updated', [0, 0, 0]],
        ['skipped', [0, 0, 0]],
        ['refused', [0, 2, 0]],
      ]);
    } finally {
      await server.database.db
        .deleteFrom('lead_import')
        .where('account_id', '=', accountId)
        .where('lead_import_id', 'in', [running.lead_import_id, done.lead_import_id])
        .execute();
    }
  });

  it('when otheradmin or demoagent reads the import outcomes chart then otheradmin sees only their account’s imports and demoagent only their own (none)', async () => {
    const otherAccount = await accountOf(server.database.db, other.user_id);
    const theirs = await chart(other, 'import_outcomes', '?from=2025-01-01&to=2026-12-31');
    const expected = await importOutcomes(otherAccount);
    expect(expected.length).toBeGreaterThan(0);
    expect(byWeek(theirs)).toEqual(expected.sort((a, b) => a.week.localeCompare(b.week)));
    // demoagent (no lead_view_assigned) started no import: the four outcomes, and no rows in them.
    expect(await importOutcomes(accountId, agent.user_id)).toEqual([]);
    const mine = await chart(agent, 'import_outcomes', '?from=2025-01-01&to=2026-12-31');
    expect(mine.series).toHaveLength(4);
    expect(total(mine)).toBe(0);
  });

  it('when a chart is asked for an unknown name or a bad range then 404 and 400 with the message', async () => {
    expect((await getAs(server.app, admin.access_token, '/api/reports/chart/nope')).statusCode).toBe(404);
    const bad = await getAs(
      server.app,
      admin.access_token,
      '/api/reports/chart/leads_by_source?from=2026-05-01&to=2026-01-01',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(REPORT_MESSAGES.chartRange);
  });

  it('when demoadmin runs the lead report with a disposition filter then download/{id} answers exactly those leads as CSV', async () => {
    const dispo = await server.database.db
      .selectFrom('lead_disposition')
      .select(['dispo_id', 'dispo_name'])
      .where('account_id', '=', accountId)
      .orderBy('dispo_id')
      .executeTakeFirstOrThrow();
    const expected = await server.database.db
      .selectFrom('lead')
      .select('lead_id')
      .where('account_id', '=', accountId)
      .where('deleted', '=', '0')
      .where('lead_dispo_id', '=', dispo.dispo_id)
      .execute();
    const run = await postAs(server.app, admin.access_token, '/api/report', { lead_dispo_id: dispo.dispo_id });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ success: true, report_type: 'lead_report', row_count: expected.length });

    const file = await getAs(server.app, admin.access_token, `/api/download/${run.json().report_id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="lead_report_${admin.user_id}_\\d{8}-\\d{6}\\.csv"`),
    );
    const [header, ...rows] = csvRows(file.body);
    expect(header).toEqual([
      'Lead ID',
      'First Name',
      'Last Name',
      'Agent',
      'Disposition',
      'Lead Source',
      'Tracking Code',
      'Lead Date',
      'Phone',
      'Email',
      'City',
      'State',
      'Zip',
    ]);
    expect(rows.map((r) => Number(r[0])).sort((a, b) => a - b)).toEqual(
      expected.map((r) => r.lead_id).sort((a, b) => a - b),
    );
    expect(rows.every((r) => r[4] === dispo.dispo_name)).toBe(true);
  });

  it('when a lead’s name starts like a formula then the CSV cell is guarded with an apostrophe', async () => {
    const lead = await server.database.db
      .insertInto('lead')
      .values({ account_id: accountId, user_id: admin.user_id, fname: '=HYPERLINK("x")', lname: 'Formula' })
      .returning('lead_id')
      .executeTakeFirstOrThrow();
    const run = (await postAs(server.app, admin.access_token, '/api/report', { user_id: admin.user_id })).json();
    const file = await getAs(server.app, admin.access_token, `/api/download/${run.report_id}`);
    expect(file.body).toContain(`${lead.lead_id},"'=HYPERLINK(""x"")",Formula`);
  });

  it('when a report matches nothing then it answers row_count 0 and its download 204 (nothing is downloaded)', async () => {
    const run = await postAs(server.app, admin.access_token, '/api/report', {
      date_from: '01/01/1990',
      date_to: '01/31/1990',
    });
    expect(run.json()).toMatchObject({ success: true, row_count: 0 });
    const file = await getAs(server.app, admin.access_token, `/api/download/${run.json().report_id}`);
    expect(file.statusCode).toBe(204);
    expect(file.body).toBe('');
    const bad = await postAs(server.app, admin.access_token, '/api/report', { date_from: '13/45/2026' });
    expect(bad.statusCode).toBe(400);
  });

  it('when the "to" date is before the "from" date then it answers 400 naming date_to and records no run', async () => {
    const runs = () =>
      server.database.db
        .selectFrom('report_run')
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow();
    const before = await runs();
    const reversed = await postAs(server.app, admin.access_token, '/api/report', {
      date_from: '03/01/2026',
      date_to: '02/01/2026',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      message: REPORT_MESSAGES.toBeforeFrom('date_to', 'date_from'),
      result: { date_to: [{ MESSAGE: REPORT_MESSAGES.toBeforeFrom('date_to', 'date_from') }] },
    });
    expect(await runs()).toEqual(before);
  });

  it('when the applications report (app/aicoe_data/csv) runs then its rows are the account’s applications', async () => {
    const { count } = await server.database.db
      .selectFrom('application as a')
      .innerJoin('lead as l', (j) => j.onRef('l.account_id', '=', 'a.account_id').onRef('l.lead_id', '=', 'a.lead_id'))
      .select(sql<number>`count(*)::int`.as('count'))
      .where('a.account_id', '=', accountId)
      .where('l.deleted', '=', '0')
      .executeTakeFirstOrThrow();
    const run = await postAs(server.app, admin.access_token, '/api/app/aicoe_data/csv', {});
    expect(run.json()).toMatchObject({ report_type: 'aicoe_data', row_count: count });
    const file = await getAs(server.app, admin.access_token, `/api/download/${run.json().report_id}`);
    expect(csvRows(file.body)).toHaveLength(count + 1);
  });

  it('when a drug, pharmacy or disruption report is asked then it answers 422 with the message: no such data is kept', async () => {
    for (const path of ['search/leadsByDrug', 'search/leadsByPharmacy', 'search/leadsByDisruption']) {
      const answer = await postAs(server.app, admin.access_token, `/api/${path}`, {});
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe(REPORT_MESSAGES.noDrugData);
    }
  });

  it('when demoagent runs the lead report then only their own leads are in it, whatever agent they ask for', async () => {
    const run = (await postAs(server.app, agent.access_token, '/api/report', { user_id: admin.user_id })).json();
    const { count } = await server.database.db
      .selectFrom('lead')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('account_id', '=', accountId)
      .where('user_id', '=', agent.user_id)
      .where('deleted', '=', '0')
      .executeTakeFirstOrThrow();
    expect(run.row_count).toBe(count);
  });

  it('when otheradmin asks for Demo Agency’s report download then 404, and their own report holds none of its leads', async () => {
    const run = (await postAs(server.app, admin.access_token, '/api/report', {})).json();
    expect((await getAs(server.app, other.access_token, `/api/download/${run.report_id}`)).statusCode).toBe(404);
    // Another user of the same account cannot download it either: a run is its user's own.
    expect((await getAs(server.app, agent.access_token, `/api/download/${run.report_id}`)).statusCode).toBe(404);
    const mine = (await postAs(server.app, other.access_token, '/api/report', {})).json();
    const file = await getAs(server.app, other.access_token, `/api/download/${mine.report_id}`);
    const ids = csvRows(file.body)
      .slice(1)
      .map((r) => Number(r[0]));
    // Exactly the other account's leads (lead ids are one identity across accounts).
    const otherAccount = await accountOf(server.database.db, other.user_id);
    const theirs = await server.database.db
      .selectFrom('lead')
      .select('lead_id')
      .where('account_id', '=', otherAccount)
      .where('deleted', '=', '0')
      .execute();
    expect(ids.sort((a, b) => a - b)).toEqual(theirs.map((r) => r.lead_id).sort((a, b) => a - b));
  });

  it('when a role lacks reports_view then every report call answers 403', async () => {
    const role = await server.database.db
      .selectFrom('app_user')
      .select('role_id')
      .where('user_id', '=', agent.user_id)
      .executeTakeFirstOrThrow();
    await server.database.db
      .deleteFrom('role_permission')
      .where('account_id', '=', accountId)
      .where('role_id', '=', role.role_id)
      .where('permission_name', '=', 'reports_view')
      .execute();
    try {
      const fresh = await signIn(server.app, ...DEMO.agent);
      expect((await getAs(server.app, fresh.access_token, '/api/reports/chart/leads_by_source')).statusCode).toBe(403);
      expect((await postAs(server.app, fresh.access_token, '/api/report', {})).statusCode).toBe(403);
      expect((await getAs(server.app, fresh.access_token, '/api/download/1')).statusCode).toBe(403);
    } finally {
      await server.database.db
        .insertInto('role_permission')
        .values({ account_id: accountId, role_id: role.role_id, permission_name: 'reports_view' })
        .execute();
    }
  });
});

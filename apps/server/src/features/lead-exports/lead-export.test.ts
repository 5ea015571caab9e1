// Lead exports (spec 02 §7.7 `POST leadExport`, `GET leadExport/{id}`; spec 01 §8, §9): each type's
// rows match the database for the caller (tenancy: otheradmin gets none of Demo Agency's), formula
// cells are escaped, an empty export downloads nothing, SSN and Medicare numbers need a permission.
import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountOf,
  backends,
  postAs,
  signInDemoUsers,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

describe.each(backends)('given lead exports on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let admin: Tokens;
  let other: Tokens;
  let demoAccount: number;
  let formulaLead: number;

  beforeAll(async () => {
    // RUN_JOBS=0: the tests run the export jobs themselves.
    server = await startTestServer(kind, { RUN_JOBS: '0' });
    ({ agent, agent2, admin, other } = await signInDemoUsers(server.app));
    demoAccount = await accountOf(server.database.db, agent.user_id);
    // A lead whose name a spreadsheet would run as a formula.
    formulaLead = (
      await server.database.db
        .insertInto('lead')
        .values({
          account_id: demoAccount,
          user_id: agent.user_id,
          fname: '=HYPERLINK("http://x")',
          lname: 'Formula',
          hicn: '1EG4TE5MK73',
        })
        .returning('lead_id')
        .executeTakeFirstOrThrow()
    ).lead_id;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** `GET leadExport/{id}` as the API client asks it (JSON). */
  const statusOf = (tokens: Tokens, id: number) =>
    server.app.inject({
      method: 'GET',
      url: `/api/leadExport/${id}`,
      headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
    });

  /** Queues an export, runs the queue, and answers the finished export (JSON) and the GET of its file. */
  async function exported(tokens: Tokens, body: object) {
    const queued = await postAs(server.app, tokens.access_token, '/api/leadExport', body);
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json()).toMatchObject({ status: 'queued', rows_done: 0 });
    const id = queued.json().lead_export_id as number;
    while ((await server.app.jobs.runOnce()) > 0);
    const status = (await statusOf(tokens, id)).json();
    const file = await server.app.inject({
      method: 'GET',
      url: `/api/leadExport/${id}`,
      headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'text/csv' },
    });
    const rows =
      file.statusCode === 200
        ? (Papa.parse<Record<string, string>>(file.body, { header: true, skipEmptyLines: true }).data ?? [])
        : [];
    return { id, status, file, rows };
  }

  const leadIdsOf = async (accountId: number, userId?: number, since?: string) => {
    let query = server.database.db
      .selectFrom('lead')
      .select('lead_id')
      .where('account_id', '=', accountId)
      .where('deleted', '=', '0');
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    if (since) query = query.where(sql<boolean>`lead_date >= now() - ${sql.raw(since)}::interval`);
    return (await query.execute()).map((r) => r.lead_id).sort((a, b) => a - b);
  };
  const idsIn = (rows: Array<Record<string, string>>) => rows.map((r) => Number(r['Lead ID'])).sort((a, b) => a - b);

  it('when an agent exports the account then the file holds exactly their leads, with the formula cell escaped', async () => {
    const { status, file, rows } = await exported(agent, { export_type_id: 1 });
    expect(status).toMatchObject({ status: 'done', row_count: rows.length, rows_done: rows.length });
    expect(status.file_name).toMatch(new RegExp(`^account_leads_${agent.user_id}_\\d{8}-\\d{6}\\.csv$`));
    expect(status.csv).toBe(file.body);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${status.file_name}"`);
    expect(idsIn(rows)).toEqual(await leadIdsOf(demoAccount, agent.user_id));
    expect(rows.find((r) => Number(r['Lead ID']) === formulaLead)?.['First Name']).toBe(`'=HYPERLINK("http://x")`);
    // No sensitive columns without asking.
    expect(Object.keys(rows[0]!)).not.toContain('SSN');
    expect(Object.keys(rows[0]!)).not.toContain('Medicare Number');
  });

  it('when demoadmin exports the account then it is every Demo Agency lead; otheradmin gets none of them', async () => {
    const mine = await exported(admin, { export_type_id: 1 });
    expect(idsIn(mine.rows)).toEqual(await leadIdsOf(demoAccount));
    const theirs = await exported(other, { export_type_id: 1 });
    const otherAccount = await accountOf(server.database.db, other.user_id);
    expect(idsIn(theirs.rows)).toEqual(await leadIdsOf(otherAccount));
    const demo = new Set(await leadIdsOf(demoAccount));
    expect(idsIn(theirs.rows).some((id) => demo.has(id))).toBe(false);
    // Nor can otheradmin, or another agent, read demoadmin's export.
    expect((await statusOf(other, mine.id)).statusCode).toBe(404);
    expect((await statusOf(agent2, mine.id)).statusCode).toBe(404);
  });

  it('when recent leads, a search and a lead list are exported then each holds its leads, in its order', async () => {
    const recent = await exported(admin, { export_type_id: 2 });
    expect(idsIn(recent.rows)).toEqual(await leadIdsOf(demoAccount, undefined, "'30 days'"));
    expect(recent.status.file_name).toMatch(/^recent_leads_/);

    const search = await exported(agent, {
      export_type_id: 3,
      criteria: { lname: { type: 'simple', value: ['Formula'] } },
    });
    expect(idsIn(search.rows)).toEqual([formulaLead]);
    expect(search.status.file_name).toMatch(/^search_leads_/);

    // A list with another agent's lead: the agent's file leaves it out; the order is the list's.
    const [agentLead] = await leadIdsOf(demoAccount, agent.user_id);
    const [agent2Lead] = await leadIdsOf(demoAccount, agent2.user_id);
    const list = await exported(agent, { export_type_id: 4, lead_ids: [formulaLead, agent2Lead, agentLead] });
    expect(list.rows.map((r) => Number(r['Lead ID']))).toEqual([formulaLead, agentLead]);
  });

  it.each([
    [{ lead_id: { type: 'simple', value: ['99999999999'] } }, 'lead_id'],
    [{ dob: { type: 'range', value: ['00000101', '*'] } }, 'dob'],
    [{ no_such_field: { type: 'simple', value: ['x'] } }, 'no_such_field'],
  ])(
    'when a search export names a bad criterion %j then it answers 400 naming it and nothing is queued',
    async (criteria, field) => {
      // Issue 29: found only by the job, such an export stayed 'running' for good while its job failed.
      const exports = () => server.database.db.selectFrom('lead_export').select('lead_export_id').execute();
      const before = await exports();
      const response = await postAs(server.app, agent.access_token, '/api/leadExport', { export_type_id: 3, criteria });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, result: { field } });
      expect(await exports()).toEqual(before);
    },
  );

  it('when nothing matches then the export is empty and its file answers 204: nothing is downloaded', async () => {
    const [agent2Lead] = await leadIdsOf(demoAccount, agent2.user_id);
    const empty = await exported(agent, { export_type_id: 4, lead_ids: [agent2Lead!] });
    expect(empty.status).toMatchObject({ status: 'empty', row_count: 0, file_name: null });
    expect(empty.status.csv).toBeUndefined();
    expect(empty.file.statusCode).toBe(204);
    expect(empty.file.body).toBe('');
  });

  it('when SSN and Medicare numbers are asked for then an agent is refused (nothing queued) and demoadmin gets the columns', async () => {
    const count = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('lead_export')
            .select(sql<string>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const refused = await postAs(server.app, agent.access_token, '/api/leadExport', {
      export_type_id: 1,
      include_sensitive: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your role may not export SSN or Medicare numbers.');
    expect(await count()).toBe(before);
    const full = await exported(admin, { export_type_id: 4, lead_ids: [formulaLead], include_sensitive: true });
    expect(full.rows[0]).toMatchObject({ 'Lead ID': String(formulaLead), 'Medicare Number': '1EG4TE5MK73' });
    expect(Object.keys(full.rows[0]!)).toContain('SSN');
    // The audit row names the export, not the numbers.
    const audit = await server.database.db
      .selectFrom('admin_audit')
      .select(['action', 'after'])
      .where('entity', '=', 'lead_export')
      .where('entity_id', '=', full.id)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('create');
    expect(JSON.stringify(audit.after)).not.toContain('1EG4TE5MK73');
  });

  it('when the body is not an export then it answers 400 naming the problem and nothing is queued', async () => {
    const response = await postAs(server.app, agent.access_token, '/api/leadExport', { export_type_id: 4 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/lead_ids is required/);
    expect((await postAs(server.app, agent.access_token, '/api/leadExport', { export_type_id: 9 })).statusCode).toBe(
      400,
    );
  });

  it('when the job runs again (a restart) then the file is made again the same', async () => {
    const first = await exported(agent, {
      export_type_id: 3,
      criteria: { lname: { type: 'simple', value: ['Formula'] } },
    });
    const job = await server.database.db
      .selectFrom('lead_export')
      .select('job_id')
      .where('lead_export_id', '=', first.id)
      .executeTakeFirstOrThrow();
    await sql`UPDATE job SET status = 'queued', run_at = now() WHERE job_id = ${Number(job.job_id)}`.execute(
      server.database.db,
    );
    while ((await server.app.jobs.runOnce()) > 0);
    const again = (await statusOf(agent, first.id)).json();
    expect(again.status).toBe('done');
    expect(Papa.parse(again.csv, { header: true, skipEmptyLines: true }).data).toEqual(first.rows);
  });
});

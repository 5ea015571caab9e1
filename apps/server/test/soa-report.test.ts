import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES } from '@meridian/domain';
import type { SoaReportAnswer } from '@meridian/api';
import { isAdminRoute, routeDeclarations } from '../src/http/define-route';
import { backends, DEMO, postAs, signIn, startTestServer, type TestServer, type Tokens } from './harness';

/** The CSV's lines split into cells (the report quotes only cells holding commas, quotes or line ends). */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const ch = csv[i]!;
    if (quoted) {
      if (ch === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && csv[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

// The SOA report (spec 02 §3.10, §7.2 `soa/report`): audit evidence an admin downloads.
describe.each(backends)('given SOAs of two accounts on %s', (kind) => {
  let server: TestServer;
  let admin: Tokens;
  let agent: Tokens;
  let other: Tokens;
  let accountId: number;
  let otherAccount: number;

  const accountOf = async (userId: number) =>
    (
      await server.database.db
        .selectFrom('app_user')
        .select('account_id')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).account_id;

  const addSoa = async (
    account: number,
    userId: number,
    fname: string,
    values: { status: 'sent' | 'signed' | 'expired' | 'cancelled'; created_at: string; signed_at?: string },
  ) => {
    const db = server.database.db;
    const { lead_id } = await db
      .insertInto('lead')
      .values({ account_id: account, user_id: userId, fname, lname: 'Report', zip: '60601' })
      .returning('lead_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('soa')
      .values({
        account_id: account,
        lead_id,
        user_id: userId,
        process_type: 'SOA',
        status: values.status,
        draft: '0',
        client_name: `${fname} Report`,
        appointment_date: '2026-12-15',
        contact_method: 'Phone',
        created_at: new Date(values.created_at),
        signed_at: values.signed_at ? new Date(values.signed_at) : null,
        product_types: null,
      })
      .execute();
  };

  const report = (token: string, body: object) => postAs(server.app, token, '/api/soa/report', body);

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, ...DEMO.admin);
    agent = await signIn(server.app, ...DEMO.agent);
    other = await signIn(server.app, ...DEMO.other);
    accountId = await accountOf(agent.user_id);
    otherAccount = await accountOf(other.user_id);
    // 18:30 UTC on 11/02 is 12:30 Central; 03:00 UTC on 11/11 is still 11/10 in Chicago.
    await addSoa(accountId, agent.user_id, 'Alma', { status: 'sent', created_at: '2026-11-02T18:30:00Z' });
    await addSoa(accountId, agent.user_id, '=HYPERLINK("x.test")', {
      status: 'signed',
      created_at: '2026-11-11T03:00:00Z',
      signed_at: '2026-11-11T15:00:00Z',
    });
    await addSoa(accountId, admin.user_id, 'Bea', { status: 'cancelled', created_at: '2026-11-20T15:00:00Z' });
    await addSoa(otherAccount, other.user_id, 'Olga', { status: 'sent', created_at: '2026-11-02T18:30:00Z' });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('when the admin asks for everything then the CSV holds exactly the account’s SOAs, newest first', async () => {
    const response = await report(admin.access_token, {});
    expect(response.statusCode).toBe(200);
    const answer = response.json() as SoaReportAnswer;
    expect(answer.total_records).toBe(3);
    expect(answer.file_name).toMatch(new RegExp(`^soa_report_${admin.user_id}_\\d{8}-\\d{6}\\.csv$`));
    const rows = parseCsv(answer.csv!);
    expect(rows[0]).toEqual([
      'SOA ID',
      'Agent',
      'Lead Name',
      'Process Type',
      'Status',
      'Sent',
      'Signed',
      'Appointment Date',
      'Contact Method',
    ]);
    expect(rows.slice(1).map((r) => [r[2], r[4]])).toEqual([
      ['Bea Report', 'cancelled'],
      ['\'=HYPERLINK("x.test") Report', 'signed'],
      ['Alma Report', 'sent'],
    ]);
    expect(rows[3]).toEqual([
      expect.stringMatching(/^\d+$/),
      'Marcus Bell',
      'Alma Report',
      'SOA',
      'sent',
      '11/02/2026 12:30',
      '',
      '12/15/2026',
      'Phone',
    ]);
  });

  it('when a lead name starts a formula then its cell is prefixed so a spreadsheet shows it as text', async () => {
    const answer = (await report(admin.access_token, { status: 'signed' })).json() as SoaReportAnswer;
    const [, row] = parseCsv(answer.csv!);
    expect(row![2]!.startsWith("'=")).toBe(true);
    expect(row![6]).toBe('11/11/2026 09:00'); // 15:00 UTC is 09:00 CST
  });

  it.each([
    [{ status: 'sent' }, ['Alma Report']],
    [{ date_from: '11/10/2026', date_to: '11/10/2026' }, ['\'=HYPERLINK("x.test") Report']],
    [{ date_from: '11/15/2026' }, ['Bea Report']],
    [{ date_to: '11/09/2026' }, ['Alma Report']],
  ])('when filtered by %j then only the matching SOAs are in the CSV', async (criteria, names) => {
    const answer = (await report(admin.access_token, criteria)).json() as SoaReportAnswer;
    expect(
      parseCsv(answer.csv!)
        .slice(1)
        .map((r) => r[2]),
    ).toEqual(names);
  });

  it('when filtered by agent then only that agent’s SOAs are in the CSV', async () => {
    const answer = (await report(admin.access_token, { user_id: admin.user_id })).json() as SoaReportAnswer;
    expect(answer.total_records).toBe(1);
    expect(parseCsv(answer.csv!)[1]![1]).toBe('Dana Whitfield');
  });

  it('when nothing matches then the answer is a message and no file', async () => {
    const answer = (await report(admin.access_token, { status: 'expired' })).json() as SoaReportAnswer;
    expect(answer).toEqual({ success: true, message: CALENDAR_MESSAGES.leadSearchNoResults, total_records: 0 });
  });

  it('when another account’s admin asks then none of Demo Agency’s rows are in the report', async () => {
    const answer = (await report(other.access_token, {})).json() as SoaReportAnswer;
    expect(answer.total_records).toBe(1);
    expect(answer.csv).toContain('Olga Report');
    expect(answer.csv).not.toContain('Alma');
    const agentFilter = (await report(other.access_token, { user_id: agent.user_id })).json() as SoaReportAnswer;
    expect(agentFilter.total_records).toBe(0);
  });

  it('when an agent without soa_report asks then it is refused', async () => {
    expect((await report(agent.access_token, {})).statusCode).toBe(403);
  });

  it('when a date is not a real MM/DD/YYYY then it is refused naming the field', async () => {
    const response = await report(admin.access_token, { date_from: '13/45/2026' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('date_from has an invalid format.');
  });

  it('when the route table is read then soa/report is an admin route held to soa_report', () => {
    const declared = routeDeclarations(server.app).find((r) => r.url === '/api/soa/report');
    expect(isAdminRoute('/api/soa/report', 'POST')).toBe(true);
    expect(declared?.permissions).toEqual(['soa_report']);
  });
});

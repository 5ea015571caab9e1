// Issue 29, "Spec-shaped bodies are refused": a client that sends what the spec describes — the generic
// search body on `soa/report`, `report` and `user/{id}/appointment/search`, the caller's own
// `account_id` in `POST LeadVendor` and `POST leadInstructions` — gets the same answer as with the
// product's flat fields; another account's or user's id answers 404 and changes nothing; a field the
// spec does not know is still refused by its name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOf, backends, DEMO, postAs, signIn, startTestServer, type TestServer, type Tokens } from './harness';

const generic = (criteria: Record<string, { type: 'simple' | 'range'; value: (string | number)[] }>) => ({
  search_type: 'simple',
  criteria,
  field_list: [],
  page_number: 1,
  records_per_page: 200,
  orderby_field: 'created_date',
  orderby_direction: 'desc',
});

describe.each(backends)('given the spec-shaped bodies, on %s', (kind) => {
  let server: TestServer;
  let admin: Tokens;
  let agent: Tokens;
  let other: Tokens;
  let account: number;
  let otherAccount: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, agent, other] = await Promise.all([
      signIn(server.app, ...DEMO.admin),
      signIn(server.app, ...DEMO.agent),
      signIn(server.app, ...DEMO.other),
    ]);
    account = await accountOf(server.database.db, admin.user_id);
    otherAccount = await accountOf(server.database.db, other.user_id);
  });
  afterAll(() => server.close());

  const post = (who: Tokens, url: string, body: unknown) => postAs(server.app, who.access_token, url, body);

  it('when soa/report gets the generic search body then it answers what the flat filters answer', async () => {
    const everything = (await post(admin, '/api/soa/report', {})).json();
    // A status the seed gives some of the agent's SOAs.
    const { status } = await server.database.db
      .selectFrom('soa')
      .select('status')
      .where('user_id', '=', agent.user_id)
      .orderBy('soa_id')
      .executeTakeFirstOrThrow();
    const flat = (await post(admin, '/api/soa/report', { user_id: agent.user_id, status })).json();
    const search = await post(
      admin,
      '/api/soa/report',
      generic({
        user_id: { type: 'simple', value: [String(agent.user_id)] },
        status: { type: 'simple', value: [status] },
        created_date: { type: 'range', value: ['01/01/2000', '*'] },
      }),
    );
    expect(search.statusCode, search.body).toBe(200);
    // The same rows; the file's name says the date range asked for.
    expect({ ...search.json(), file_name: undefined }).toEqual({ ...flat, file_name: undefined });
    expect(search.json().file_name).toMatch(/^soa-report-2000-01-01-all\.csv$/);
    expect(flat.total_records).toBeGreaterThan(0);
    expect(flat.total_records).toBeLessThan(everything.total_records);
    const future = (
      await post(admin, '/api/soa/report', generic({ created_date: { type: 'range', value: ['01/01/2099', '*'] } }))
    ).json();
    expect(future).toMatchObject({ total_records: 0, message: 'No SOAs match these filters.' });
  });

  it('when report gets the generic search body then its run holds the rows the flat filters hold', async () => {
    const flat = (await post(admin, '/api/report', { user_id: agent.user_id })).json();
    const search = await post(admin, '/api/report', generic({ user_id: { type: 'simple', value: [agent.user_id] } }));
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json()).toMatchObject({ success: true, report_type: 'lead_report', row_count: flat.row_count });
    expect(flat.row_count).toBeGreaterThan(0);
    const old = (
      await post(admin, '/api/report', generic({ lead_date: { type: 'range', value: ['01/01/1990', '01/31/1990'] } }))
    ).json();
    expect(old.row_count).toBe(0);
    const unknown = await post(admin, '/api/report', generic({ favourite_colour: { type: 'simple', value: ['red'] } }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('favourite_colour');
  });

  it('when the appointment search gets criteria start_time then it answers what { from, to } answers', async () => {
    const url = `/api/user/${agent.user_id}/appointment/search`;
    const range = { from: '2020-01-01T00:00:00.000Z', to: '2035-01-01T00:00:00.000Z' };
    const flat = (await post(agent, url, range)).json();
    expect(flat.total_records).toBeGreaterThan(0);
    const search = await post(
      agent,
      url,
      generic({
        start_time: { type: 'range', value: [range.from, range.to] },
        user_id: { type: 'simple', value: [String(agent.user_id)] },
      }),
    );
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json()).toEqual(flat);
    // Another user's id in the criteria is as missing as their calendar.
    const theirs = await post(
      agent,
      url,
      generic({
        start_time: { type: 'range', value: [range.from, range.to] },
        user_id: { type: 'simple', value: [admin.user_id] },
      }),
    );
    expect(theirs.statusCode).toBe(404);
  });

  it("when POST LeadVendor and leadInstructions carry the caller's own account_id then they save; another's is 404 and saves nothing", async () => {
    const vendors = () =>
      server.database.db
        .selectFrom('lead_vendor')
        .select('lead_vendor_code')
        .where('account_id', '=', account)
        .execute();
    const own = await post(admin, '/api/LeadVendor', {
      account_id: String(account),
      lead_vendor_code: 'SPECBODY',
      company: 'Spec Body Leads',
    });
    expect(own.statusCode, own.body).toBe(201);
    const theirs = await post(admin, '/api/LeadVendor', {
      account_id: otherAccount,
      lead_vendor_code: 'NOTMINE',
      company: 'Not mine',
    });
    expect(theirs.statusCode).toBe(404);
    expect((await vendors()).map((v) => v.lead_vendor_code)).toContain('SPECBODY');
    expect((await vendors()).map((v) => v.lead_vendor_code)).not.toContain('NOTMINE');
    const update = await post(admin, `/api/LeadVendor/${own.json().lead_vendor_id}`, {
      account_id: otherAccount,
      lead_vendor_code: 'SPECBODY2',
      company: 'Spec Body Leads',
    });
    expect(update.statusCode).toBe(404);

    const instruction = await post(admin, '/api/leadInstructions', {
      account_id: account,
      lead_instruction_text: 'Confirm the client’s ZIP first.',
    });
    expect(instruction.statusCode, instruction.body).toBe(201);
    const before = await server.database.db
      .selectFrom('lead_instruction')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const foreign = await post(admin, '/api/leadInstructions', {
      account_id: otherAccount,
      lead_instruction_text: 'Not for this account.',
    });
    expect(foreign.statusCode).toBe(404);
    const after = await server.database.db
      .selectFrom('lead_instruction')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const edit = await post(admin, `/api/leadInstructions/${instruction.json().result.lead_instruction_id}`, {
      account_id: otherAccount,
      lead_instruction_text: 'Moved.',
    });
    expect(edit.statusCode).toBe(404);
  });
});

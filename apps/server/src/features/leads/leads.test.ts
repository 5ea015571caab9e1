import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { is } from 'superstruct';
import { ErrorBodyStruct, LeadSearchAnswerStruct, QuickSearchDropdownsStruct } from '@meridian/api';
import { buildQuickSearchRequest, type QuickSearchUser } from '@meridian/domain';
import { backends, DEMO, getAs, postAs, signIn, startTestServer, type TestServer } from '../../../test/harness';

/** Every lead of an account as plain data, to check the search against. */
interface OracleLead {
  lead_id: number;
  user_id: number | null;
  fname: string;
  lname: string;
  phone: string | null;
  email: string | null;
  city: string | null;
  county: string | null;
  state_id: string | null;
  zip: string | null;
  dob: string | null;
  lead_day: string;
  lead_dispo_id: number | null;
  lead_vendor_source_code: string | null;
  drug_list_updated_flag: string;
  drug_day: string | null;
  has_current_plan_flag: string;
  deleted: string;
  tags: number[];
  app_dispos: number[];
}

type Criteria = Record<string, { type: 'simple' | 'range' | 'set'; value: Array<string | number> }>;

const body = (criteria: Criteria, extra: Record<string, unknown> = {}) => ({
  search_type: 'simple',
  criteria,
  field_list: [],
  page_number: 1,
  records_per_page: 1000,
  include_deleted: 0,
  ...extra,
});

describe.each(backends)('given the quick search on %s', (kind) => {
  let server: TestServer;
  let demoAccount: number;
  let otherAccount: number;
  let leads: OracleLead[];
  const tokens: Record<'admin' | 'agent' | 'agent2' | 'other', { user_id: number; access_token: string }> = {} as never;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.database;
    const accounts = await db.selectFrom('account').select(['account_id', 'account_name']).execute();
    demoAccount = accounts.find((a) => a.account_name === 'Demo Agency')!.account_id;
    otherAccount = accounts.find((a) => a.account_name === 'Other Agency')!.account_id;
    for (const who of ['admin', 'agent', 'agent2', 'other'] as const) {
      const [login, password] = DEMO[who];
      tokens[who] = await signIn(server.app, login, password);
    }
    leads = (await db
      .selectFrom('lead as l')
      .select([
        'l.lead_id',
        'l.user_id',
        'l.fname',
        'l.lname',
        'l.phone',
        'l.email',
        'l.city',
        'l.county',
        'l.state_id',
        'l.zip',
        sql<string | null>`to_char(l.dob, 'YYYYMMDD')`.as('dob'),
        sql<string>`to_char(l.lead_date AT TIME ZONE 'America/Chicago', 'YYYYMMDD')`.as('lead_day'),
        'l.lead_dispo_id',
        'l.lead_vendor_source_code',
        'l.drug_list_updated_flag',
        sql<string | null>`to_char(l.drug_list_updated_date, 'YYYYMMDD')`.as('drug_day'),
        'l.has_current_plan_flag',
        'l.deleted',
        sql<
          number[]
        >`coalesce((SELECT array_agg(t.tag_id) FROM lead_tag t WHERE t.account_id = l.account_id AND t.lead_id = l.lead_id), '{}')`.as(
          'tags',
        ),
        sql<
          number[]
        >`coalesce((SELECT array_agg(a.app_dispo_id) FROM application a WHERE a.account_id = l.account_id AND a.lead_id = l.lead_id), '{}')`.as(
          'app_dispos',
        ),
      ])
      .where('l.account_id', '=', demoAccount)
      .execute()) as OracleLead[];
  });
  afterAll(async () => {
    await server?.close();
  });

  const search = async (who: keyof typeof tokens, payload: unknown) => {
    const response = await postAs(server.app, tokens[who].access_token, '/api/lead/search/', payload);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    // With a field_list the rows carry only those fields; otherwise every row is complete.
    if (((payload as { field_list?: string[] }).field_list ?? []).length === 0)
      expect(is(answer, LeadSearchAnswerStruct)).toBe(true);
    return answer as {
      total_records: number;
      records_per_page: number;
      result: Array<{ lead_id: number } & Record<string, unknown>>;
    };
  };
  const ids = (rows: Array<{ lead_id: number }>) => rows.map((r) => r.lead_id).sort((a, b) => a - b);
  const expected = (predicate: (lead: OracleLead) => boolean, owner?: number) =>
    leads
      .filter((l) => l.deleted === '0' && (owner === undefined || l.user_id === owner) && predicate(l))
      .map((l) => l.lead_id)
      .sort((a, b) => a - b);

  it('when the demo seed ran then each account has at least 300 leads spread over agents and Unassigned', async () => {
    expect(leads.length).toBeGreaterThanOrEqual(300);
    const owners = new Set(leads.map((l) => l.user_id));
    expect(owners).toEqual(new Set([tokens.agent.user_id, tokens.agent2.user_id, null]));
    const other = await server.database.db
      .selectFrom('lead')
      .select(sql<string>`count(*)`.as('n'))
      .where('account_id', '=', otherAccount)
      .executeTakeFirstOrThrow();
    expect(Number(other.n)).toBeGreaterThanOrEqual(300);
    expect(
      leads.some((l) => l.tags.length > 0 && l.app_dispos.length > 0 && l.drug_day && l.has_current_plan_flag === '1'),
    ).toBe(true);
  });

  describe('populateDropDowns', () => {
    it('when an agent asks then the agent list is only themselves', async () => {
      const response = await getAs(server.app, tokens.agent.access_token, '/api/search/populateDropDowns');
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(is(answer, QuickSearchDropdownsStruct)).toBe(true);
      expect(answer.total_agents).toEqual([{ user_id: tokens.agent.user_id, fname: 'Marcus', lname: 'Bell' }]);
      expect(answer.total_lead_dispos.map((d: { dispo_name: string }) => d.dispo_name)).toContain('Appointment Set');
      expect(answer.total_tags.map((t: { tag_name: string }) => t.tag_name)).toContain('Turning 65');
      expect(answer.total_app_dispos.map((d: { dispo_name: string }) => d.dispo_name)).toContain('Effectuated');
    });

    it('when a lead_view_assigned holder asks then Unassigned (0) comes first, then every agent of the account', async () => {
      const answer = (await getAs(server.app, tokens.admin.access_token, '/api/search/populateDropDowns')).json();
      expect(answer.total_agents).toEqual([
        { user_id: 0, fname: 'Unassigned', lname: '' },
        { user_id: tokens.agent.user_id, fname: 'Marcus', lname: 'Bell' },
        { user_id: tokens.agent2.user_id, fname: 'Priya', lname: 'Raman' },
        { user_id: tokens.admin.user_id, fname: 'Dana', lname: 'Whitfield' },
      ]);
      const other = (await getAs(server.app, tokens.other.access_token, '/api/search/populateDropDowns')).json();
      expect(other.total_agents.map((a: { fname: string }) => a.fname)).toEqual(['Unassigned', 'Owen']);
      // Each account has its own lists: no id is shared.
      const demoTags = new Set(answer.total_tags.map((t: { tag_id: number }) => t.tag_id));
      expect(other.total_tags.some((t: { tag_id: number }) => demoTags.has(t.tag_id))).toBe(false);
    });
  });

  describe('every criterion of the three tabs, as an admin (all agents) and as an agent (own leads)', () => {
    // Each case names criteria and the rule a lead must meet, checked against the data itself.
    const cases: Array<{
      name: string;
      criteria: (l: OracleLead[]) => Criteria;
      match: (lead: OracleLead, all: OracleLead[]) => boolean;
    }> = [
      {
        name: 'fname prefix',
        criteria: () => ({ fname: { type: 'simple', value: ['MA'] } }),
        match: (l) => l.fname.toLowerCase().startsWith('ma'),
      },
      {
        name: 'lname prefix with an apostrophe',
        criteria: () => ({ lname: { type: 'simple', value: ["o'b"] } }),
        match: (l) => l.lname.toLowerCase().startsWith("o'b"),
      },
      {
        name: 'phone typed with punctuation',
        criteria: (all) => {
          const phone = all.find((l) => l.phone && l.deleted === '0')!.phone!;
          return {
            phone: { type: 'simple', value: [`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`] },
          };
        },
        match: (l, all) => l.phone === all.find((x) => x.phone && x.deleted === '0')!.phone,
      },
      {
        name: 'phone prefix',
        criteria: () => ({ phone: { type: 'simple', value: ['312555'] } }),
        match: (l) => (l.phone ?? '').startsWith('312555'),
      },
      {
        name: 'email fragment',
        criteria: () => ({ email: { type: 'simple', value: ['SMITH'] } }),
        match: (l) => (l.email ?? '').includes('smith'),
      },
      {
        name: 'city prefix',
        criteria: () => ({ city: { type: 'simple', value: ['chic'] } }),
        match: (l) => (l.city ?? '').toLowerCase().startsWith('chic'),
      },
      {
        name: 'county',
        criteria: () => ({ county: { type: 'simple', value: ['Maricopa'] } }),
        match: (l) => l.county === 'Maricopa',
      },
      {
        name: 'states (multi)',
        criteria: () => ({ state_id: { type: 'set', value: ['IL', 'fl'] } }),
        match: (l) => l.state_id === 'IL' || l.state_id === 'FL',
      },
      { name: 'zip', criteria: () => ({ zip: { type: 'simple', value: ['60614'] } }), match: (l) => l.zip === '60614' },
      {
        name: 'dob month',
        criteria: () => ({ dob_month: { type: 'simple', value: ['03'] } }),
        match: (l) => l.dob?.slice(4, 6) === '03',
      },
      {
        name: 'dob range',
        criteria: () => ({ dob: { type: 'range', value: ['19400101', '19451231'] } }),
        match: (l) => l.dob! >= '19400101' && l.dob! <= '19451231',
      },
      {
        name: 'dob range with an open end',
        criteria: () => ({ dob: { type: 'range', value: ['19550615', '*'] } }),
        match: (l) => l.dob! >= '19550615',
      },
      {
        name: 'lead date range (Central Time days)',
        criteria: (all) => ({
          lead_date: { type: 'range', value: [all[10]!.lead_day, all[20]!.lead_day].sort() as [string, string] },
        }),
        match: (l, all) => {
          const [from, to] = [all[10]!.lead_day, all[20]!.lead_day].sort();
          return l.lead_day >= from! && l.lead_day <= to!;
        },
      },
      {
        name: 'lead dispositions',
        criteria: (all) => ({
          lead_dispo_id: { type: 'set', value: [all[0]!.lead_dispo_id!, all[1]!.lead_dispo_id!] },
        }),
        match: (l, all) => [all[0]!.lead_dispo_id, all[1]!.lead_dispo_id].includes(l.lead_dispo_id),
      },
      {
        name: 'tracking code, any case',
        criteria: () => ({ lead_vendor_source_code: { type: 'simple', value: ['tv-spr26'] } }),
        match: (l) => l.lead_vendor_source_code === 'TV-SPR26',
      },
      {
        name: 'tags',
        criteria: (all) => ({ tag_id: { type: 'set', value: [all.find((l) => l.tags.length > 0)!.tags[0]!] } }),
        match: (l, all) => l.tags.includes(all.find((x) => x.tags.length > 0)!.tags[0]!),
      },
      {
        name: 'application dispositions',
        criteria: (all) => ({
          app_dispo_id: { type: 'set', value: [all.find((l) => l.app_dispos.length > 0)!.app_dispos[0]!] },
        }),
        match: (l, all) => l.app_dispos.includes(all.find((x) => x.app_dispos.length > 0)!.app_dispos[0]!),
      },
      {
        name: 'drug list updated yes between dates',
        criteria: () => ({
          drug_list_updated_flag: { type: 'simple', value: ['1'] },
          drug_list_updated_date_from: { type: 'simple', value: ['20000101'] },
          drug_list_updated_date_to: { type: 'simple', value: ['20991231'] },
        }),
        match: (l) => l.drug_day !== null,
      },
      {
        name: 'drug list updated no between dates',
        criteria: (all) => {
          const day = all.find((l) => l.drug_day)!.drug_day!;
          return {
            drug_list_updated_flag: { type: 'simple', value: ['0'] },
            drug_list_updated_date_from: { type: 'simple', value: [day] },
            drug_list_updated_date_to: { type: 'simple', value: ['20991231'] },
          };
        },
        match: (l, all) => l.drug_day === null || l.drug_day < all.find((x) => x.drug_day)!.drug_day!,
      },
      {
        name: 'current plan',
        criteria: () => ({ has_current_plan_flag: { type: 'simple', value: ['1'] } }),
        match: (l) => l.has_current_plan_flag === '1',
      },
      {
        name: 'several together',
        criteria: () => ({
          state_id: { type: 'set', value: ['IL', 'FL', 'TX'] },
          has_current_plan_flag: { type: 'simple', value: ['0'] },
          dob: { type: 'range', value: ['*', '19550101'] },
        }),
        match: (l) =>
          ['IL', 'FL', 'TX'].includes(l.state_id!) && l.has_current_plan_flag === '0' && l.dob! <= '19550101',
      },
    ];

    it.each(cases)('$name', async ({ criteria, match }) => {
      const c = criteria(leads);
      const admin = await search('admin', body(c));
      const want = expected((l) => match(l, leads));
      expect(want.length, 'the case must find something').toBeGreaterThan(0);
      expect(ids(admin.result)).toEqual(want);
      expect(admin.total_records).toBe(want.length);
      const agent = await search('agent', body(c));
      expect(ids(agent.result)).toEqual(expected((l) => match(l, leads), tokens.agent.user_id));
    });
  });

  it("when an agent's criteria name another agent or Unassigned then nothing outside their own leads comes back", async () => {
    for (const value of [[tokens.agent2.user_id], [0], [tokens.agent2.user_id, 0]]) {
      const answer = await search('agent', body({ user_id: { type: 'set', value } }));
      expect(answer.total_records).toBe(0);
    }
    const own = await search(
      'agent',
      body({ user_id: { type: 'simple', value: [tokens.agent.user_id] }, lname: { type: 'simple', value: [''] } }),
    );
    expect(ids(own.result)).toEqual(expected(() => true, tokens.agent.user_id));
  });

  it('when an admin asks for Unassigned (0) and an agent then both come back', async () => {
    const answer = await search('admin', body({ user_id: { type: 'set', value: [0, tokens.agent2.user_id] } }));
    expect(ids(answer.result)).toEqual(expected((l) => l.user_id === null || l.user_id === tokens.agent2.user_id));
    expect(answer.result.filter((r) => r.user_id === 0).every((r) => r.agent_fname === null)).toBe(true);
  });

  it("when otheradmin searches then only Other Agency's leads come back, whatever the criteria say", async () => {
    const everything = await search(
      'other',
      body({ state_id: { type: 'set', value: ['IL', 'FL', 'TX', 'CA', 'NY', 'AZ', 'GA'] } }),
    );
    const demoIds = new Set(leads.map((l) => l.lead_id));
    expect(everything.total_records).toBeGreaterThan(0);
    expect(everything.result.some((r) => demoIds.has(r.lead_id))).toBe(false);
    expect(
      (await search('other', body({ lead_id: { type: 'simple', value: [leads[0]!.lead_id] } }))).total_records,
    ).toBe(0);
    expect((await search('other', body({ account_id: { type: 'simple', value: [demoAccount] } }))).total_records).toBe(
      0,
    );
    expect((await search('admin', body({ account_id: { type: 'simple', value: [demoAccount] } }))).total_records).toBe(
      expected(() => true).length,
    );
  });

  it('when include_deleted is 1 then deleted leads are found too', async () => {
    const deleted = leads.filter((l) => l.deleted === '1');
    expect(deleted.length).toBeGreaterThan(0);
    const criteria = { lead_id: { type: 'set' as const, value: deleted.map((l) => l.lead_id) } };
    expect((await search('admin', body(criteria))).total_records).toBe(0);
    expect((await search('admin', body(criteria, { include_deleted: 1 }))).total_records).toBe(deleted.length);
  });

  it("when the portal's own quick search request is sent then it answers the results page rows", async () => {
    const user: QuickSearchUser = { user_id: tokens.agent.user_id, account_id: demoAccount, rolePermission: [] };
    const request = buildQuickSearchRequest({ state_id: ['IL'], dob_from: '01/01/1936', dob_to: '' }, user);
    const answer = await search('agent', request);
    expect(answer.records_per_page).toBe(200);
    expect(ids(answer.result)).toEqual(expected((l) => l.state_id === 'IL', tokens.agent.user_id));
    const row = answer.result[0]!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'lead_id',
        'fname',
        'lname',
        'dob',
        'age',
        'phone',
        'email',
        'city',
        'county',
        'state_id',
        'zip',
        'lead_dispo_id',
        'dispo_name',
        'user_id',
        'agent_fname',
        'agent_lname',
        'lead_date',
        'lead_vendor_source_code',
        'drug_list_updated_flag',
        'drug_list_updated_date',
        'has_current_plan_flag',
        'do_not_call',
      ].sort(),
    );
    expect(row).toMatchObject({
      user_id: tokens.agent.user_id,
      agent_fname: 'Marcus',
      agent_lname: 'Bell',
      state_id: 'IL',
    });
    expect(row.dob).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(row.age).toBeGreaterThanOrEqual(64);
    expect(Number.isNaN(Date.parse(String(row.lead_date)))).toBe(false);
  });

  it('when sorted and paged then pages follow the order and field_list narrows the rows', async () => {
    const all = expected(() => true);
    expect(all.length).toBeGreaterThan(200);
    const page1 = await search(
      'admin',
      body(
        {},
        { records_per_page: 200, orderby_field: 'lname', orderby_direction: 'desc', field_list: ['lead_id', 'lname'] },
      ),
    );
    const page2 = await search(
      'admin',
      body(
        {},
        {
          records_per_page: 200,
          page_number: 2,
          orderby_field: 'lname',
          orderby_direction: 'desc',
          field_list: ['lead_id', 'lname'],
        },
      ),
    );
    expect(page1.total_records).toBe(all.length);
    expect(page1.result).toHaveLength(200);
    expect(page2.result).toHaveLength(all.length - 200);
    const names = [...page1.result, ...page2.result].map((r) => String(r.lname));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect(Object.keys(page1.result[0]!).sort()).toEqual(['lead_id', 'lname']);
    expect(ids([...page1.result, ...page2.result])).toEqual(all);
  });

  it.each([
    { criteria: { ssn: { type: 'simple', value: ['1'] } }, message: 'Unknown search field: ssn' },
    { criteria: { age: { type: 'simple', value: ['70'] } }, message: 'Unknown search field: age' },
    { criteria: { dob_month: { type: 'simple', value: ['13'] } }, message: 'Invalid value for dob_month' },
    { criteria: { dob: { type: 'range', value: ['1950-01-01', '*'] } }, message: 'Invalid value for dob' },
    { criteria: { tag_id: { type: 'set', value: ['1; DROP TABLE lead'] } }, message: 'Invalid value for tag_id' },
    {
      criteria: { drug_list_updated_date_from: { type: 'simple', value: ['yesterday'] } },
      message: 'Invalid value for drug_list_updated_date_from',
    },
    {
      criteria: { drug_list_updated_flag: { type: 'simple', value: ['2'] } },
      message: 'Invalid value for drug_list_updated_flag',
    },
  ])('when criteria are $criteria then it answers 400: $message', async ({ criteria, message }) => {
    const response = await postAs(
      server.app,
      tokens.admin.access_token,
      '/api/lead/search/',
      body(criteria as unknown as Criteria),
    );
    expect(response.statusCode).toBe(400);
    expect(is(response.json(), ErrorBodyStruct)).toBe(true);
    expect(response.json().message).toContain(message);
  });

  it('when not signed in then the search and the dropdowns answer 401', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/api/lead/search/', payload: body({}) })).statusCode).toBe(
      401,
    );
    expect((await server.app.inject({ method: 'GET', url: '/api/search/populateDropDowns' })).statusCode).toBe(401);
  });
});

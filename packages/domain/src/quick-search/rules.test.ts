import { describe, expect, it } from 'vitest';
import {
  buildQuickSearchCriteria,
  buildQuickSearchRequest,
  quickSearchAgentId,
  quickSearchAgentOptions,
  quickSearchDefaults,
} from './rules';

// Spec 01 §5 Quick search: "Phone is stripped of non-word characters ... Empty optional fields are dropped from the
// criteria. An empty date end becomes '*'. If no agent is chosen, the logged-in user's id is used, for users
// without the permission lead_view_assigned. With that permission the agent criterion is dropped. Agent list:
// users with lead_view_assigned see all agents plus 'Unassigned' (user_id 0); others see only themselves."
// §9: "dates shown MM/DD/YYYY and sent as YYYYMMDD. Drug and current-plan flags: yes '1', no '0'."
const agent = { user_id: 42, account_id: 7, fname: 'Jane', lname: 'Agent', rolePermission: [] };
const manager = { ...agent, user_id: 5, rolePermission: ['lead_view_assigned'] };

describe('buildQuickSearchCriteria', () => {
  it.each([
    {
      input: { fname: ' Jo ', lname: '', email: '   ' },
      user: agent,
      expected: {
        fname: { type: 'simple', value: ['Jo'] },
        user_id: { type: 'simple', value: [42] },
        account_id: { type: 'simple', value: [7] },
      },
    },
    {
      input: { phone: '(312) 555-0100' },
      user: manager,
      expected: { phone: { type: 'simple', value: ['3125550100'] }, account_id: { type: 'simple', value: [7] } },
    },
    {
      input: { dob_from: '01/01/1950', dob_to: '' },
      user: manager,
      expected: { dob: { type: 'range', value: ['19500101', '*'] }, account_id: { type: 'simple', value: [7] } },
    },
    {
      input: { lead_date_from: '', lead_date_to: '11/21/2026' },
      user: manager,
      expected: { lead_date: { type: 'range', value: ['*', '20261121'] }, account_id: { type: 'simple', value: [7] } },
    },
    {
      input: { state_id: ['IL', '', 'WI'], tag_id: [3], lead_dispo_id: 9, app_dispo_id: [] },
      user: manager,
      expected: {
        state_id: { type: 'set', value: ['IL', 'WI'] },
        lead_dispo_id: { type: 'set', value: [9] },
        tag_id: { type: 'set', value: [3] },
        account_id: { type: 'simple', value: [7] },
      },
    },
    {
      input: {
        drug_list_updated_flag: '1',
        has_current_plan_flag: '0',
        drug_list_updated_date_from: '01/01/2026',
        drug_list_updated_date_to: '02/01/2026',
      },
      user: manager,
      expected: {
        drug_list_updated_flag: { type: 'simple', value: ['1'] },
        has_current_plan_flag: { type: 'simple', value: ['0'] },
        drug_list_updated_date_from: { type: 'simple', value: ['20260101'] },
        drug_list_updated_date_to: { type: 'simple', value: ['20260201'] },
        account_id: { type: 'simple', value: [7] },
      },
    },
    {
      input: { drug_list_updated_flag: '', zip: '60601', dob_month: 4, lead_vendor_source_code: 'TV' },
      user: manager,
      expected: {
        zip: { type: 'simple', value: ['60601'] },
        dob_month: { type: 'simple', value: ['4'] },
        lead_vendor_source_code: { type: 'simple', value: ['TV'] },
        account_id: { type: 'simple', value: [7] },
      },
    },
    {
      input: { user_id: 0 },
      user: manager,
      expected: { user_id: { type: 'simple', value: [0] }, account_id: { type: 'simple', value: [7] } },
    },
    {
      input: { user_id: 99 },
      user: agent,
      expected: { user_id: { type: 'simple', value: [42] }, account_id: { type: 'simple', value: [7] } },
    },
    {
      input: null,
      user: agent,
      expected: { user_id: { type: 'simple', value: [42] }, account_id: { type: 'simple', value: [7] } },
    },
  ])('$input → $expected', ({ input, user, expected }) => {
    expect(buildQuickSearchCriteria(input, user)).toEqual(expected);
  });
});

describe('quickSearchAgentId', () => {
  it.each([
    { input: [null, manager] as const, expected: undefined },
    { input: ['', manager] as const, expected: undefined },
    { input: [0, manager] as const, expected: 0 },
    { input: ['0', manager] as const, expected: 0 },
    { input: ['17', manager] as const, expected: 17 },
    { input: [Number.NaN, manager] as const, expected: undefined },
    { input: ['x', manager] as const, expected: undefined },
    { input: [null, agent] as const, expected: 42 },
    { input: [0, agent] as const, expected: 42 },
  ])('$input → $expected', ({ input, expected }) => {
    expect(quickSearchAgentId(input[0], input[1])).toBe(expected);
  });
});

// Spec 01 §7: "POST lead search (quick search) | search_type 'simple', criteria, field_list empty, page_number 1, records_per_page 200, include_deleted 0"
describe('buildQuickSearchRequest', () => {
  it('sends a simple search of page 1, 200 records, without deleted leads', () => {
    expect(buildQuickSearchRequest({ lname: 'Smith' }, manager)).toEqual({
      search_type: 'simple',
      criteria: { lname: { type: 'simple', value: ['Smith'] }, account_id: { type: 'simple', value: [7] } },
      field_list: [],
      page_number: 1,
      records_per_page: 200,
      include_deleted: 0,
    });
  });
});

describe('quickSearchAgentOptions and quickSearchDefaults', () => {
  const agents = [
    { user_id: 42, fname: 'Jane', lname: 'Agent' },
    { user_id: 43, fname: 'Raj', lname: 'Patel' },
  ];
  it("offers the server's agent list as it comes with lead_view_assigned (the server owns Unassigned), else only the user", () => {
    // The server's list starts with its own Unassigned (user_id 0); the domain neither adds nor strips it.
    expect(quickSearchAgentOptions([{ user_id: 0, fname: 'Unassigned', lname: '' }, ...agents], manager)).toEqual([
      { user_id: 0, label: 'Unassigned' },
      { user_id: 42, label: 'Jane Agent' },
      { user_id: 43, label: 'Raj Patel' },
    ]);
    expect(quickSearchAgentOptions(agents, manager).map((a) => a.user_id)).toEqual([42, 43]);
    expect(quickSearchAgentOptions(null, manager)).toEqual([]);
    expect(quickSearchAgentOptions(agents, agent)).toEqual([{ user_id: 42, label: 'Jane Agent' }]);
    expect(quickSearchAgentOptions(agents, { user_id: 1, account_id: 7, rolePermission: [] })).toEqual([
      { user_id: 1, label: '' },
    ]);
  });

  it('defaults the agent to the user on the Updated Rx tab only', () => {
    expect(quickSearchDefaults('rx', agent)).toEqual({ user_id: 42 });
    expect(quickSearchDefaults('lead', agent)).toEqual({});
    expect(quickSearchDefaults('application', agent)).toEqual({});
  });
});

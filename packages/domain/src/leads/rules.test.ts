import { describe, expect, it } from 'vitest';
import type { ErrorAnswer } from '../core/types';
import { addLeadErrorMessage, buildLeadSearchPanelRequest, buildNewLeadPayload, calculateAge } from './rules';

describe('calculateAge', () => {
  const now = new Date('2026-11-22T03:30:00Z'); // 21 Nov 2026 in Chicago
  it.each([
    { input: '11/21/1956', expected: 70 },
    { input: '11/22/1956', expected: 69 },
    { input: '02/29/1960', expected: 66 },
    { input: '11/21/2026', expected: 0 },
    { input: '11/22/2026', expected: undefined },
    { input: '', expected: undefined },
    { input: 'x', expected: undefined },
  ])('$input → $expected', ({ input, expected }) => {
    expect(calculateAge(input, now)).toBe(expected);
  });
});

// Spec 02 §3.2: "fname, lname, ..., b2bpartner_id, source_code, gender, dob, phones [{phone_type, phone}], emails
// [{email_type, email}], addresses [{address_type_id 'home', zip, county, state_id}], user_id, account_id, and
// lead_type_id fixed at '1'." §5.2: "sent as 10 digits without punctuation".
describe('buildNewLeadPayload', () => {
  const owner = { user_id: 42, account_id: 7 };
  it('builds the Add Lead body', () => {
    expect(
      buildNewLeadPayload(
        {
          fname: ' Ada ',
          lname: 'Byron',
          gender: 'F',
          dob: '12/10/1955',
          phone_type: 'Mobile',
          phone: '(312) 555-0100',
          email_type: 'Work',
          email: ' ada@example.com ',
          zip: '60601',
          county: 'Cook',
          state_id: 'IL',
          b2bpartner_id: 3,
          source_code: 'TV',
        },
        owner,
      ),
    ).toEqual({
      fname: 'Ada',
      lname: 'Byron',
      gender: 'F',
      dob: '12/10/1955',
      phones: [{ phone_type: 'Mobile', phone: '3125550100' }],
      emails: [{ email_type: 'Work', email: 'ada@example.com' }],
      addresses: [{ address_type_id: 'home', zip: '60601', county: 'Cook', state_id: 'IL' }],
      user_id: 42,
      account_id: 7,
      lead_type_id: '1',
      b2bpartner_id: 3,
      source_code: 'TV',
    });
  });

  it('leaves empty parts out', () => {
    expect(buildNewLeadPayload({ fname: 'A', lname: 'B', state_id: 'IL' }, owner)).toMatchObject({
      phones: [],
      emails: [],
      addresses: [{ address_type_id: 'home', zip: '', county: '', state_id: 'IL' }],
    });
    expect(
      buildNewLeadPayload({ fname: 'A', lname: 'B', gender: 'X', phone: '3125550100', email: 'a@b.co' }, owner),
    ).toEqual({
      fname: 'A',
      lname: 'B',
      gender: '',
      dob: '',
      phones: [{ phone_type: 'Home', phone: '3125550100' }],
      emails: [{ email_type: 'Home', email: 'a@b.co' }],
      addresses: [],
      user_id: 42,
      account_id: 7,
      lead_type_id: '1',
    });
  });
});

// Spec 02 §8: "Add lead error: the message plus each MESSAGE from the result lists, joined by '. '."
describe('addLeadErrorMessage', () => {
  it.each<{ input: ErrorAnswer | null; expected: string }>([
    {
      input: {
        message: 'Lead not saved',
        result: { phones: [{ MESSAGE: 'Phone is invalid' }], emails: [{ MESSAGE: 'Email is taken' }, {}] },
      },
      expected: 'Lead not saved. Phone is invalid. Email is taken',
    },
    { input: { message: 'Lead not saved' }, expected: 'Lead not saved' },
    { input: { result: { x: 'not a list' } } as unknown as ErrorAnswer, expected: '' },
    { input: null, expected: '' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(addLeadErrorMessage(input)).toBe(expected);
  });
});

// Spec 02 §3.7: "search_type 'simple'; criteria with account_id, fname and lname as prefix matches (value followed
// by %); field_list 'lead_id,fname,lname,dispo_name,dob,default_address'; page_number 1."
describe('buildLeadSearchPanelRequest', () => {
  it('searches by name prefixes within the account', () => {
    expect(buildLeadSearchPanelRequest({ fname: ' Ad ', lname: '' }, { account_id: 7 })).toEqual({
      search_type: 'simple',
      criteria: { account_id: { type: 'simple', value: [7] }, fname: { type: 'simple', value: ['Ad%'] } },
      field_list: ['lead_id', 'fname', 'lname', 'dispo_name', 'dob', 'default_address'],
      page_number: 1,
      records_per_page: 10,
    });
    expect(buildLeadSearchPanelRequest({ lname: 'By' }, { account_id: 7, records_per_page: 50 }).records_per_page).toBe(
      50,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isFilled, validateLeadListFilters, validateQuickSearch } from './validators';

// Spec 01 §5 Quick search: "Lead tab: at least one field is needed, otherwise 'You are required to fill at
// least one field'. Phone ... typed up to 14 characters; zip exactly 5 digits; date-of-birth dates cannot be
// after today." "Updated Rx tab: when the drug flag is chosen, date from and to show 'This field is
// required.'" "Application tab: at least one disposition is required, otherwise 'Enter one or more
// application dispositions and click search.'"
const now = new Date('2026-11-21T18:00:00Z');

describe('validateQuickSearch', () => {
  it.each([
    { tab: 'lead' as const, input: {}, expected: { form: 'You are required to fill at least one field' } },
    {
      tab: 'lead' as const,
      input: { fname: '  ', state_id: [] },
      expected: { form: 'You are required to fill at least one field' },
    },
    { tab: 'lead' as const, input: { fname: 'Jo' }, expected: {} },
    { tab: 'lead' as const, input: { state_id: ['IL'] }, expected: {} },
    { tab: 'lead' as const, input: { user_id: 0 }, expected: {} },
    {
      tab: 'lead' as const,
      input: { user_id: null },
      expected: { form: 'You are required to fill at least one field' },
    },
    {
      tab: 'lead' as const,
      input: { drug_list_updated_flag: '1' },
      expected: { form: 'You are required to fill at least one field' },
    },
    { tab: 'lead' as const, input: { phone: '(312) 555-0100' }, expected: {} },
    { tab: 'lead' as const, input: { phone: '(312) 555-01000' }, expected: { phone: 'Phone has an invalid length.' } },
    { tab: 'lead' as const, input: { zip: '6060' }, expected: { zip: 'Please enter correct zip' } },
    { tab: 'lead' as const, input: { zip: '60601' }, expected: {} },
    { tab: 'lead' as const, input: { dob_from: '01/01/1950', dob_to: '11/21/2026' }, expected: {} },
    { tab: 'lead' as const, input: { dob_to: '11/22/2026' }, expected: { dob_to: 'You must enter a valid date.' } },
    { tab: 'lead' as const, input: { dob_from: '02/30/1950' }, expected: { dob_from: 'You must enter a valid date.' } },
    { tab: 'lead' as const, input: { lead_date_from: '12/01/2026' }, expected: {} },
    {
      tab: 'lead' as const,
      input: { lead_date_to: '2026-12-01' },
      expected: { lead_date_to: 'You must enter a valid date.' },
    },
    { tab: 'rx' as const, input: {}, expected: {} },
    {
      tab: 'rx' as const,
      input: { drug_list_updated_flag: '1' },
      expected: {
        drug_list_updated_date_from: 'This field is required.',
        drug_list_updated_date_to: 'This field is required.',
      },
    },
    {
      tab: 'rx' as const,
      input: { drug_list_updated_flag: '0', drug_list_updated_date_from: '01/01/2026' },
      expected: { drug_list_updated_date_to: 'This field is required.' },
    },
    {
      tab: 'rx' as const,
      input: { drug_list_updated_flag: '', drug_list_updated_date_from: '13/01/2026' },
      expected: { drug_list_updated_date_from: 'You must enter a valid date.' },
    },
    {
      tab: 'application' as const,
      input: {},
      expected: { app_dispo_id: 'Enter one or more application dispositions and click search.' },
    },
    {
      tab: 'application' as const,
      input: { app_dispo_id: [] },
      expected: { app_dispo_id: 'Enter one or more application dispositions and click search.' },
    },
    { tab: 'application' as const, input: { app_dispo_id: [4] }, expected: {} },
  ])('$tab tab $input → $expected', ({ tab, input, expected }) => {
    expect(validateQuickSearch(tab, input, now)).toEqual(expected);
  });

  it('takes a missing form as empty', () => {
    expect(validateQuickSearch('lead', null, now)).toEqual({ form: 'You are required to fill at least one field' });
  });
});

describe('isFilled', () => {
  it.each([
    { input: 'a', expected: true },
    { input: ' ', expected: false },
    { input: 0, expected: true },
    { input: Number.NaN, expected: false },
    { input: ['', ' '], expected: false },
    { input: ['', 'IL'], expected: true },
    { input: null, expected: false },
  ])('$input is filled: $expected', ({ input, expected }) => {
    expect(isFilled(input)).toBe(expected);
  });
});

// The Leads menu page's filters (issue 29: "sortable, paged, filtered by disposition and date").
describe('validateLeadListFilters', () => {
  it.each([
    { input: {}, expected: {} },
    { input: null, expected: {} },
    { input: { lead_dispo_id: '12' }, expected: {} },
    { input: { lead_date_from: '11/01/2026', lead_date_to: '11/30/2026' }, expected: {} },
    { input: { lead_date_from: '11/30/2026', lead_date_to: '11/30/2026' }, expected: {} },
    // A lead date may be after today (a lead dated ahead by an import); only the shape is checked.
    { input: { lead_date_from: '01/01/2030' }, expected: {} },
    { input: { lead_date_from: '13/01/2026' }, expected: { lead_date_from: 'You must enter a valid date.' } },
    { input: { lead_date_to: '02/30/2026' }, expected: { lead_date_to: 'You must enter a valid date.' } },
    {
      input: { lead_date_from: '12/01/2026', lead_date_to: '11/30/2026' },
      expected: { lead_date_to: 'Lead Date To is before Lead Date From: choose a later date.' },
    },
    // An invalid end is named as invalid, not as out of order.
    {
      input: { lead_date_from: '12/01/2026', lead_date_to: '11/31/2026' },
      expected: { lead_date_to: 'You must enter a valid date.' },
    },
  ])('when the filters are $input then the errors are $expected', ({ input, expected }) => {
    expect(validateLeadListFilters(input, now)).toEqual(expected);
  });
});

import { PRODUCT_TYPE_IDS } from '../quotes/products';
import { describe, expect, it } from 'vitest';
import {
  isPlanYearOffered,
  isValidLoginName,
  PLAN_YEAR_PRODUCT_TYPE_IDS,
  meetsNewPasswordCriteria,
  planYearChoices,
  validatePasswordChange,
  validateUserProfile,
  validateWritingNumber,
  validateWritingNumberDeletion,
  type UserProfileValues,
} from './validators';

// Spec 02 §5.4 User profile, messages word for word.
const now = new Date('2026-11-21T18:00:00Z');
const valid: UserProfileValues = {
  fname: 'Jane',
  lname: 'Agent',
  role_id: 3,
  login: 'janeagent',
  phones: [{ phone: '(312) 555-0100' }],
  emails: [{ email: 'jane@example.com' }],
  addresses: [{ address1: '1 Main St', city: 'Chicago', state_id: 'IL', zip: '60601' }],
};

describe('validateUserProfile', () => {
  it.each([
    { input: {}, isNew: true, expected: {} },
    {
      input: { fname: '', lname: ' ' },
      isNew: false,
      expected: { fname: 'Please enter first name', lname: 'Please enter last name' },
    },
    { input: { role_id: '' }, isNew: false, expected: { role_id: 'Role is required.' } },
    { input: { login: 'jane' }, isNew: true, expected: { login: 'Username must be 6-15 letters or numbers' } },
    { input: { login: '' }, isNew: true, expected: { login: 'Username must be 6-15 letters or numbers' } },
    { input: { login: '' }, isNew: false, expected: {} },
    { input: { phones: [] }, isNew: false, expected: { phones: 'Please enter correct phone number' } },
    {
      input: { phones: [{ phone: '(312) 555', phone_class: 'removed' }] },
      isNew: false,
      expected: { phones: 'Please enter correct phone number' },
    },
    {
      input: { phones: [{ phone: '(312) 555-0100' }, { phone: '(312) 555' }] },
      isNew: false,
      expected: { 'phones.1': 'Please enter correct phone number' },
    },
    { input: { emails: [] }, isNew: false, expected: { emails: 'Please enter correct email' } },
    { input: { emails: [{ email: '' }] }, isNew: false, expected: { 'emails.0': 'Please enter correct email' } },
    {
      input: { addresses: [{ address1: '', city: '', state_id: '', zip: '606' }] },
      isNew: false,
      expected: {
        'addresses.0.address1': 'Please enter address',
        'addresses.0.city': 'Please enter city',
        'addresses.0.state_id': 'Please select state',
        'addresses.0.zip': 'Please enter correct zip',
      },
    },
    { input: { addresses: [{ address1: '', address_class: 'removed' }] }, isNew: false, expected: {} },
    // The server refuses these too (POST user/{id}); the dialog now says so before the save.
    {
      input: { addresses: [{ address1: '1 Main St', city: 'Chicago', state_id: 'ZZ', zip: '60601' }] },
      isNew: false,
      expected: { 'addresses.0.state_id': 'Please select state' },
    },
    {
      input: { addresses: [{ address1: '1 Main St', city: 'Chicago', state_id: 'il', zip: '60601' }] },
      isNew: false,
      expected: {},
    },
    {
      input: {
        phones: [
          { phone: '(312) 555-0100', phone_type: 'Mobile' },
          { phone: '(312) 555-0101', phone_type: 'Mobile' },
        ],
      },
      isNew: false,
      expected: { phones: 'Only one Mobile phone may exist.' },
    },
    {
      input: {
        phones: [
          { phone: '(312) 555-0100', phone_type: 'Mobile' },
          { phone: '(312) 555-0101', phone_type: 'Mobile', phone_class: 'removed' },
          { phone: '(312) 555-0102', phone_type: 'Work' },
        ],
      },
      isNew: false,
      expected: {},
    },
  ])('$input (new: $isNew) → $expected', ({ input, isNew, expected }) => {
    expect(validateUserProfile({ ...valid, ...input }, { isNew })).toEqual(expected);
  });

  it('reports everything on an empty form', () => {
    expect(validateUserProfile(null, { isNew: true })).toEqual({
      fname: 'Please enter first name',
      lname: 'Please enter last name',
      role_id: 'Role is required.',
      login: 'Username must be 6-15 letters or numbers',
      phones: 'Please enter correct phone number',
      emails: 'Please enter correct email',
    });
  });

  it.each([
    { input: 'agent007', expected: true },
    { input: 'agent_007', expected: false },
    { input: null, expected: false },
  ])('login $input is valid: $expected', ({ input, expected }) => {
    expect(isValidLoginName(input)).toBe(expected);
  });
});

describe('validatePasswordChange', () => {
  it.each([
    { input: { current: 'old', new_password: 'Newpass1!', confirm: 'Newpass1!' }, askCurrent: true, expected: {} },
    { input: { new_password: 'Newpass1@', confirm: 'Newpass1@' }, askCurrent: false, expected: {} },
    {
      input: { new_password: 'Newpass1@', confirm: 'Newpass1@' },
      askCurrent: true,
      expected: { current: 'Current Password is required.' },
    },
    {
      input: { current: 'old', new_password: 'Newpass1&', confirm: 'Newpass1&' },
      askCurrent: true,
      expected: { new_password: 'New password does not meet the required criteria.' },
    },
    {
      input: { current: 'old', new_password: 'Newpas1!' },
      askCurrent: true,
      expected: { confirm: 'New Password and Confirm Password must be match.' },
    },
    { input: {}, askCurrent: false, expected: { new_password: 'New password does not meet the required criteria.' } },
    {
      input: null,
      askCurrent: true,
      expected: {
        current: 'Current Password is required.',
        new_password: 'New password does not meet the required criteria.',
      },
    },
  ])('$input → $expected', ({ input, askCurrent, expected }) => {
    expect(validatePasswordChange(input, { askCurrent })).toEqual(expected);
  });

  it.each([
    { input: 'Abcdefg1#', expected: true },
    { input: 'Abcdefg1$', expected: true },
    { input: 'Abcdefg1*', expected: false },
    { input: 'abcdefg1!', expected: false },
    { input: 'ABCDEFG1!', expected: false },
    { input: 'Abcdefgh!', expected: false },
    { input: 'Abcde1!', expected: false },
  ])('new password $input meets the criteria: $expected', ({ input, expected }) => {
    expect(meetsNewPasswordCriteria(input)).toBe(expected);
  });
});

// Spec 02 §2.10: "Plan Year (shown only for Medicare Advantage or Medicare Part D; offers the current year and the next year)."
describe('agent writing numbers', () => {
  it.each([
    { input: 8, expected: true },
    { input: '11', expected: true },
    { input: 9, expected: false },
    { input: null, expected: false },
  ])('plan year offered for product type $input: $expected', ({ input, expected }) => {
    expect(isPlanYearOffered(input)).toBe(expected);
  });

  it('takes the plan-year product types from PRODUCT_TYPE_IDS (Medicare Advantage, Part D)', () => {
    expect(PLAN_YEAR_PRODUCT_TYPE_IDS).toEqual([PRODUCT_TYPE_IDS.medicareAdvantage, PRODUCT_TYPE_IDS.partD]);
  });

  it('offers the current and next plan year in Central Time', () => {
    expect(planYearChoices(now)).toEqual([2026, 2027]);
    expect(planYearChoices(new Date('2027-01-01T05:59:00Z'))).toEqual([2026, 2027]);
  });

  it.each([
    { input: { carrier_id: 1, product_type_id: 9, agent_writing_number: 'AWN1' }, expected: {} },
    {
      input: { carrier_id: 1, product_type_id: 8, agent_writing_number: 'AWN1', certification_year: 2027 },
      expected: {},
    },
    {
      input: {},
      expected: {
        carrier_id: 'Carrier is required.',
        product_type_id: 'Product Type is required.',
        agent_writing_number: 'Agent Writing Number is required.',
      },
    },
    {
      input: { carrier_id: 1, product_type_id: 9, agent_writing_number: ` ${'W'.repeat(50)} ` },
      expected: {},
    },
    {
      input: { carrier_id: 1, product_type_id: 9, agent_writing_number: 'W'.repeat(51) },
      expected: { agent_writing_number: 'Agent Writing Number has an invalid length.' },
    },
    {
      input: { carrier_id: 1, product_type_id: 11, agent_writing_number: 'A' },
      expected: { certification_year: 'Plan Year is required.' },
    },
    {
      input: { carrier_id: 1, product_type_id: 11, agent_writing_number: 'A', certification_year: '2025' },
      expected: { certification_year: 'Plan Year contains invalid data.' },
    },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validateWritingNumber(input, now)).toEqual(expected);
  });

  it('takes a missing form as empty', () => {
    expect(Object.keys(validateWritingNumber(null, now))).toHaveLength(3);
  });

  // Spec 02 §5.4: "Deleting writing numbers needs at least one selection: 'You have to select atleast one carrier to delete'."
  it.each([
    { input: [], expected: 'You have to select atleast one carrier to delete' },
    { input: null, expected: 'You have to select atleast one carrier to delete' },
    { input: [12], expected: undefined },
  ])('deleting $input → $expected', ({ input, expected }) => {
    expect(validateWritingNumberDeletion(input)).toBe(expected);
  });
});

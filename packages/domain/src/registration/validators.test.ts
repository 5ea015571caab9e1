import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RegistrationValues } from './types';
import { hasNoNpn, isStrongRegistrationPassword, validateRegistration } from './validators';

// Spec 01 §5 Registration, messages word for word.
const valid: RegistrationValues = {
  login: 'agent007',
  password: 'Secret#2026',
  confirmPwd: 'Secret#2026',
  company: 'Prairie Benefits LLC',
  fname: 'Mary-Jo',
  lname: 'Van Buren',
  email: 'maryjo@prairie.example.com',
  address1: '100 Main St',
  address2: '',
  city: 'Springfield',
  state_id: 'IL',
  zip: '62701',
  phone: '(217) 555-0100',
  mphone: '',
  fphone: '',
  npn: '17654321',
  hasNoNPN: false,
  website: '',
};

describe('validateRegistration', () => {
  it('accepts a complete registration', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it.each([
    { input: { login: '' }, expected: { login: 'Username is required.' } },
    { input: { login: 'agent' }, expected: { login: 'Username must be 6-15 letters or numbers.' } },
    { input: { login: 'agent_007' }, expected: { login: 'Username must be 6-15 letters or numbers.' } },
    { input: { login: 'a'.repeat(16) }, expected: { login: 'Username must be 6-15 letters or numbers.' } },
    { input: { login: 'a'.repeat(15) }, expected: {} },
    {
      input: { password: '', confirmPwd: '' },
      expected: { password: 'Password is required.', confirmPwd: 'Must confirm Password.' },
    },
    {
      input: { password: 'Secret2026', confirmPwd: 'Secret2026' },
      expected: { password: 'Password must meet the minimum strength as defined.' },
    },
    {
      input: { password: 'Sec#202', confirmPwd: 'Sec#202' },
      expected: { password: 'Password must meet the minimum strength as defined.' },
    },
    {
      input: { password: 'secret#2026', confirmPwd: 'secret#2026' },
      expected: { password: 'Password must meet the minimum strength as defined.' },
    },
    {
      input: { password: 'SECRET#2026', confirmPwd: 'SECRET#2026' },
      expected: { password: 'Password must meet the minimum strength as defined.' },
    },
    {
      input: { password: 'Secret%2026', confirmPwd: 'Secret%2026' },
      expected: { password: 'Password must meet the minimum strength as defined.' },
    },
    { input: { confirmPwd: '' }, expected: { confirmPwd: 'Must confirm Password.' } },
    { input: { confirmPwd: 'Secret#2027' }, expected: { confirmPwd: 'Password must match.' } },
    { input: { fname: '' }, expected: { fname: 'First Name is required.' } },
    { input: { fname: '  ' }, expected: { fname: 'First Name is required.' } },
    { input: { fname: "O'Brien" }, expected: { fname: 'First Name must contain letters, spaces, and hyphens only.' } },
    { input: { fname: 'Jo3' }, expected: { fname: 'First Name must contain letters, spaces, and hyphens only.' } },
    { input: { fname: 'José María' }, expected: {} },
    { input: { fname: 'x'.repeat(10_000) }, expected: { fname: 'First Name has an invalid length.' } },
    { input: { lname: '' }, expected: { lname: 'Last Name is required.' } },
    { input: { lname: 'Smith2' }, expected: { lname: 'Last Name must contain letters, spaces, and hyphens only.' } },
    { input: { email: '' }, expected: { email: 'Email Address is required.' } },
    { input: { email: 'maryjo@prairie' }, expected: { email: 'Enter a valid Email Address.' } },
    { input: { address1: '' }, expected: { address1: 'Street Address 1 is required.' } },
    { input: { address2: 'x'.repeat(201) }, expected: { address2: 'Street Address 2 has an invalid length.' } },
    { input: { city: ' ' }, expected: { city: 'City is required.' } },
    { input: { state_id: '' }, expected: { state_id: 'State is required.' } },
    { input: { state_id: 'XX' }, expected: { state_id: 'State contains invalid data.' } },
    { input: { state_id: 'DC' }, expected: {} },
    { input: { zip: '' }, expected: { zip: 'Zip Code is required.' } },
    { input: { zip: '6270' }, expected: { zip: 'Enter a valid Zip Code.' } },
    { input: { zip: '62701-1234' }, expected: { zip: 'Enter a valid Zip Code.' } },
    { input: { phone: '(217) 555-010' }, expected: { phone: 'Enter a valid Business Phone.' } },
    { input: { phone: '', mphone: '2175550101' }, expected: {} },
    {
      input: { phone: '', mphone: '' },
      expected: { phone: 'Enter a valid Business Phone.', mphone: 'Enter a valid Mobile Phone.' },
    },
    { input: { mphone: '217-555-01x1' }, expected: { mphone: 'Enter a valid Mobile Phone.' } },
    { input: { fphone: '555-0100' }, expected: { fphone: 'Enter a valid Fax Number.' } },
    { input: { fphone: '(217) 555-0199' }, expected: {} },
    { input: { npn: '' }, expected: { npn: 'Enter a valid NPN or click the checkbox if you do not have one.' } },
    { input: { npn: 'A123' }, expected: { npn: 'Enter a valid NPN or click the checkbox if you do not have one.' } },
    {
      input: { npn: `1${'2'.repeat(200)}` },
      expected: { npn: 'Enter a valid NPN or click the checkbox if you do not have one.' },
    },
    { input: { npn: '', hasNoNPN: true }, expected: {} },
    { input: { npn: '', hasNoNPN: 'true' }, expected: {} },
    {
      input: { npn: '', hasNoNPN: 'false' },
      expected: { npn: 'Enter a valid NPN or click the checkbox if you do not have one.' },
    },
    { input: { company: 'x'.repeat(50) }, expected: {} },
    { input: { company: 'x'.repeat(51) }, expected: { company: 'Business Name has an invalid length.' } },
    { input: { website: 'x'.repeat(201) }, expected: { website: 'Website has an invalid length.' } },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validateRegistration({ ...valid, ...input })).toEqual(expected);
  });

  it('reports every required field of an empty form', () => {
    expect(validateRegistration({})).toEqual({
      login: 'Username is required.',
      password: 'Password is required.',
      confirmPwd: 'Must confirm Password.',
      fname: 'First Name is required.',
      lname: 'Last Name is required.',
      email: 'Email Address is required.',
      address1: 'Street Address 1 is required.',
      city: 'City is required.',
      state_id: 'State is required.',
      zip: 'Zip Code is required.',
      phone: 'Enter a valid Business Phone.',
      mphone: 'Enter a valid Mobile Phone.',
      npn: 'Enter a valid NPN or click the checkbox if you do not have one.',
    });
    expect(validateRegistration(null)).toEqual(validateRegistration({}));
    expect(validateRegistration(undefined)).toEqual(validateRegistration({}));
  });

  it('treats values of the wrong type as missing, without throwing', () => {
    const hostile = {
      login: 12345678,
      password: { x: 1 },
      fname: ['a'],
      zip: 62701,
      hasNoNPN: 1,
    } as unknown as RegistrationValues;
    const errors = validateRegistration(hostile);
    expect(errors.login).toBeUndefined();
    expect(errors.password).toBe('Password is required.');
    expect(errors.fname).toBe('First Name is required.');
    expect(errors.zip).toBeUndefined();
    expect(errors.npn).toBeUndefined();
  });

  it('never throws on any strings', () => {
    const field = fc.string({ unit: 'grapheme', maxLength: 300 });
    fc.assert(
      fc.property(
        fc.record({ login: field, password: field, fname: field, email: field, zip: field, phone: field, npn: field }),
        (values) => {
          expect(typeof validateRegistration(values)).toBe('object');
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('isStrongRegistrationPassword and hasNoNpn', () => {
  it.each([
    { input: 'Abcdef1!', expected: true },
    { input: 'Abcdef1*', expected: true },
    { input: 'Abcdef1&', expected: true },
    { input: 'Abcdef1^', expected: false },
    { input: 'Abcde1!', expected: false },
    { input: null, expected: false },
  ])('password $input is strong: $expected', ({ input, expected }) => {
    expect(isStrongRegistrationPassword(input)).toBe(expected);
  });

  it.each([
    { input: true, expected: true },
    { input: 'true', expected: true },
    { input: 'on', expected: true },
    { input: '1', expected: true },
    { input: false, expected: false },
    { input: 'false', expected: false },
    { input: undefined, expected: false },
  ])('hasNoNPN $input means ticked: $expected', ({ input, expected }) => {
    expect(hasNoNpn(input)).toBe(expected);
  });
});

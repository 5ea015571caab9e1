import { describe, expect, it } from 'vitest';
import {
  addressFieldsRequired,
  validateAddressEntry,
  validateEditorEmail,
  validateEditorPhone,
  validateEditorZip,
} from './validators';

// Spec 01 §5 Shared contact editors: "Emails must match the pattern (required in some modes). Phones need at
// least 14 formatted characters. Zip needs exactly 5 characters. Address fields are required only in profile
// and add-user modes. Error texts: 'Please enter address', 'Please enter city', 'Please select state',
// 'Please enter correct zip', 'Please enter correct email', 'Please enter correct phone number'."
describe('contact editor fields', () => {
  it.each([
    { input: ['jane@example.com', false] as const, expected: undefined },
    { input: ['', false] as const, expected: undefined },
    { input: ['', true] as const, expected: 'Please enter correct email' },
    { input: ['jane@', false] as const, expected: 'Please enter correct email' },
  ])('email $input → $expected', ({ input, expected }) => {
    expect(validateEditorEmail(input[0], { required: input[1] })).toBe(expected);
  });

  it.each([
    { input: ['(312) 555-0100', true] as const, expected: undefined },
    { input: ['(312) 555-010', true] as const, expected: 'Please enter correct phone number' },
    { input: ['', true] as const, expected: 'Please enter correct phone number' },
    { input: ['', false] as const, expected: undefined },
  ])('phone $input → $expected', ({ input, expected }) => {
    expect(validateEditorPhone(input[0], { required: input[1] })).toBe(expected);
  });

  it('requires a phone by default and not an email', () => {
    expect(validateEditorPhone(null)).toBe('Please enter correct phone number');
    expect(validateEditorEmail(null)).toBeUndefined();
    expect(validateEditorZip(null)).toBeUndefined();
  });

  it.each([
    { input: ['60601', false] as const, expected: undefined },
    { input: ['6060', false] as const, expected: 'Please enter correct zip' },
    { input: ['', true] as const, expected: 'Please enter correct zip' },
    { input: ['', false] as const, expected: undefined },
  ])('zip $input → $expected', ({ input, expected }) => {
    expect(validateEditorZip(input[0], { required: input[1] })).toBe(expected);
  });
});

describe('validateAddressEntry', () => {
  it.each([
    { mode: 'profile' as const, expected: true },
    { mode: 'add-user' as const, expected: true },
    { mode: 'sms-users' as const, expected: false },
    { mode: 'lead' as const, expected: false },
    { mode: 'registration' as const, expected: false },
  ])('address fields in $mode mode are required: $expected', ({ mode, expected }) => {
    expect(addressFieldsRequired(mode)).toBe(expected);
  });

  it.each([
    {
      input: [{}, true] as const,
      expected: {
        address1: 'Please enter address',
        city: 'Please enter city',
        state_id: 'Please select state',
        zip: 'Please enter correct zip',
      },
    },
    { input: [{}, false] as const, expected: {} },
    { input: [null, false] as const, expected: {} },
    { input: [{ zip: '123' }, false] as const, expected: { zip: 'Please enter correct zip' } },
    { input: [{ address1: '1 Main', city: 'Chicago', state_id: 'IL', zip: '60601' }, true] as const, expected: {} },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validateAddressEntry(input[0], { required: input[1] })).toEqual(expected);
  });

  it('does not require address fields unless told', () => {
    expect(validateAddressEntry({})).toEqual({});
  });
});

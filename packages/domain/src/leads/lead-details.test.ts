import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateLeadDetails, type LeadDetailsValues } from './lead-details';

// Spec 02 §5.1 Lead Details, messages word for word; "When the form is invalid on save, each invalid field is
// reported as '{field} is required.', '{field} has an invalid length.', '{field} has an invalid format.' or
// '{field} contains invalid data.'"
const now = new Date('2026-11-21T18:00:00Z');
const valid: LeadDetailsValues = {
  title: 'Mrs.',
  fname: 'Eleanor',
  mname: 'R',
  lname: 'Whitfield',
  dob: '04/12/1956',
  height_feet: '5',
  height_inches: '6',
  weight: '140',
  ssn: '123-45-6789',
  hicn: '1EG4-TE5-MK73',
  medicare_parta_date: '04/2021',
  medicare_partb_date: '04/2021',
  medicaid_number: 'MCD123',
  contact_name: 'Tom Whitfield',
  contact_phone: '(217) 555-0100',
  emergency_name: '',
  emergency_phone: '',
  source_code: 'TV-2026',
  phones: [{ phone: '(217) 555-0100' }],
  emails: [{ email: 'eleanor@example.com' }],
  addresses: [{ zip: '62701' }],
};

describe('validateLeadDetails', () => {
  it('accepts a complete lead', () => {
    expect(validateLeadDetails(valid, { now, trackingCodeRequired: true })).toEqual({ errors: {}, summary: [] });
  });

  it.each([
    {
      input: { title: 'Honorable' },
      expected: { title: 'Prefix has an invalid length.' },
      summary: ['Prefix has an invalid length.'],
    },
    { input: { fname: '' }, expected: { fname: 'First Name is required.' }, summary: ['First Name is required.'] },
    {
      input: { fname: 'x'.repeat(26) },
      expected: { fname: 'First Name has an invalid length.' },
      summary: ['First Name has an invalid length.'],
    },
    { input: { lname: ' ' }, expected: { lname: 'Last Name is required.' }, summary: ['Last Name is required.'] },
    {
      input: { mname: 'R.' },
      expected: {
        mname:
          'The Initial field only allows for one alpha character. Please update the Initial field and save your changes.',
      },
      summary: [
        'The Initial field only allows for one alpha character. Please update the Initial field and save your changes.',
      ],
    },
    { input: { mname: '' }, expected: {}, summary: [] },
    {
      input: { dob: '02/30/1956' },
      expected: { dob: 'You must enter a valid date.' },
      summary: ['Birthdate has an invalid format.'],
    },
    {
      input: { dob: '01/01/2027' },
      expected: { dob: 'You must enter a valid date.' },
      summary: ['Birthdate contains invalid data.'],
    },
    {
      input: { height_feet: '9' },
      expected: { height_feet: 'Height cannot be more than 8 ft.' },
      summary: ['Height contains invalid data.'],
    },
    {
      input: { height_feet: '5 ft', height_inches: '13' },
      expected: {
        height_feet: 'Height will only accept numeric values.',
        height_inches: 'Height cannot be more than 12 in.',
      },
      summary: ['Height contains invalid data.'],
    },
    {
      input: { weight: '1000' },
      expected: { weight: 'Weight cannot be more than 999 lbs.' },
      summary: ['Weight contains invalid data.'],
    },
    {
      input: { weight: 'heavy' },
      expected: { weight: 'Weight will only accept numeric values.' },
      summary: ['Weight contains invalid data.'],
    },
    { input: { ssn: '123456789' }, expected: {}, summary: [] },
    {
      input: { ssn: '123-45-678' },
      expected: { ssn: 'SSN has an invalid format.' },
      summary: ['SSN has an invalid format.'],
    },
    {
      input: { ssn: '123-45-67890' },
      expected: { ssn: 'SSN has an invalid length.' },
      summary: ['SSN has an invalid length.'],
    },
    {
      input: { hicn: '1EG4-TE5-MK7' },
      expected: { hicn: 'Medicare number must be 11 characters long.' },
      summary: ['Medicare Number has an invalid length.'],
    },
    {
      input: { hicn: '1EG4-TE5-MK7Z' },
      expected: { hicn: 'Medicare number contains invalid characters.' },
      summary: ['Medicare Number has an invalid format.'],
    },
    {
      input: { medicare_parta_date: '12/1964' },
      expected: { medicare_parta_date: "Part A date can't be before 1965" },
      summary: ['Part A date contains invalid data.'],
    },
    {
      input: { medicare_partb_date: '13/2020' },
      expected: { medicare_partb_date: 'Part B date has an invalid format.' },
      summary: ['Part B date has an invalid format.'],
    },
    {
      input: { medicaid_number: 'x'.repeat(21) },
      expected: { medicaid_number: 'Medicaid Number has an invalid length.' },
      summary: ['Medicaid Number has an invalid length.'],
    },
    {
      input: { contact_name: 'x'.repeat(51) },
      expected: { contact_name: 'Preferred Contact Name has an invalid length.' },
      summary: ['Preferred Contact Name has an invalid length.'],
    },
    { input: { contact_phone: '(217) 555' }, expected: {}, summary: [] },
    {
      input: { emergency_phone: '(217) 555-0100 1' },
      expected: { emergency_phone: 'Emergency Contact Telephone has an invalid length.' },
      summary: ['Emergency Contact Telephone has an invalid length.'],
    },
    {
      input: { emergency_phone: '217.555.0100' },
      expected: { emergency_phone: 'Please enter correct phone number' },
      summary: ['Emergency Contact Telephone has an invalid format.'],
    },
    {
      input: { emergency_name: 'x'.repeat(51) },
      expected: { emergency_name: 'Emergency Contact Name has an invalid length.' },
      summary: ['Emergency Contact Name has an invalid length.'],
    },
    {
      input: { source_code: '' },
      expected: { source_code: 'Tracking Code is a required field.' },
      summary: ['Tracking Code is required.'],
    },
    {
      input: { phones: [{ phone: '(217) 555-0100' }, { phone: '(217) 555' }, { phone: '', phone_class: 'removed' }] },
      expected: { 'phones.1': 'Please enter correct phone number' },
      summary: ['Phone has an invalid format.'],
    },
    {
      input: { emails: [{ email: 'eleanor@' }, { email: 'x', email_class: 'removed' }] },
      expected: { 'emails.0': 'Please enter a valid email address' },
      summary: ['Email has an invalid format.'],
    },
    {
      input: { addresses: [{ zip: '627' }, { zip: '' }, { zip: '1', address_class: 'removed' }] },
      expected: { 'addresses.0.zip': 'Please enter correct zip' },
      summary: ['Zip has an invalid format.'],
    },
  ])('$input → $expected', ({ input, expected, summary }) => {
    expect(validateLeadDetails({ ...valid, ...input }, { now, trackingCodeRequired: true })).toEqual({
      errors: expected,
      summary,
    });
  });

  it('does not require a tracking code unless the partner list mode is on', () => {
    expect(validateLeadDetails({ ...valid, source_code: '' }, { now }).errors).toEqual({});
  });

  it('reports each summary line once, in screen order', () => {
    const { summary } = validateLeadDetails({ fname: '', lname: '', height_feet: '9', height_inches: '13' }, { now });
    expect(summary).toEqual(['First Name is required.', 'Last Name is required.', 'Height contains invalid data.']);
    expect(validateLeadDetails(null, { now }).summary).toEqual(['First Name is required.', 'Last Name is required.']);
  });

  it('never throws on any strings', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 200 });
    fc.assert(
      fc.property(
        fc.record({
          fname: text,
          mname: text,
          dob: text,
          height_feet: text,
          ssn: text,
          hicn: text,
          medicare_parta_date: text,
          contact_phone: text,
        }),
        (values) => {
          expect(Array.isArray(validateLeadDetails(values, { now }).summary)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

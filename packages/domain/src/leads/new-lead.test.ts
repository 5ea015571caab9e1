import { describe, expect, it } from 'vitest';
import { validateNewLead, type NewLeadValues } from './new-lead';

// Spec 02 §5.2 New lead, messages word for word.
const now = new Date('2026-11-21T18:00:00Z');
const valid: NewLeadValues = {
  fname: 'Ada',
  lname: 'Byron',
  phone: '(312) 555-0100',
  email: 'ada@example.com',
  dob: '12/10/1955',
  gender: 'F',
  zip: '60601',
};

describe('validateNewLead', () => {
  it.each([
    { input: {}, expected: {} },
    { input: { fname: '' }, expected: { fname: 'First name is a required field.' } },
    { input: { fname: 'x'.repeat(26) }, expected: { fname: 'First name has an invalid length.' } },
    { input: { lname: ' ' }, expected: { lname: 'Last name is a required field.' } },
    { input: { lname: 'x'.repeat(26) }, expected: { lname: 'Last name has an invalid length.' } },
    { input: { phone: '' }, expected: {} },
    { input: { phone: '(312) 555-010' }, expected: { phone: 'Please enter a valid phone number' } },
    { input: { email: 'ada@' }, expected: { email: 'Please enter a valid email address' } },
    { input: { dob: '12/10/2027' }, expected: { dob: 'You must enter a valid date.' } },
    { input: { gender: '' }, expected: {} },
    { input: { gender: 'X' }, expected: { gender: 'Gender contains invalid data.' } },
    { input: { zip: '6060' }, expected: { zip: 'Please enter correct zip' } },
    { input: { zip: '' }, expected: {} },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validateNewLead({ ...valid, ...input }, { now })).toEqual(expected);
  });

  it('requires partner and tracking code for the configured account', () => {
    expect(validateNewLead(valid, { now, partnerFieldsShown: true })).toEqual({
      b2bpartner_id: 'Client/Partner/Affiliate is a required field.',
      source_code: 'Tracking Code is a required field.',
    });
    expect(
      validateNewLead({ ...valid, b2bpartner_id: 7, source_code: 'RADIO' }, { now, partnerFieldsShown: true }),
    ).toEqual({});
  });

  it('asks for both names on an empty form', () => {
    expect(validateNewLead(null, { now })).toEqual({
      fname: 'First name is a required field.',
      lname: 'Last name is a required field.',
    });
  });
});

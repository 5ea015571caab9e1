import { describe, expect, it } from 'vitest';
import { validateSoaAppointmentDate, validateSoaForm, type SoaFormContext } from './validators';

// Spec 02 §5.3 SOA: "Appointment date between today and 1 year ahead: 'Please enter a valid date as
// "MM/DD/YYYY" between today and 1 year.' Contact methods: Web, Email, Phone, Text, Walk in."
const now = new Date('2026-11-21T18:00:00Z');
const DATE_MESSAGE = 'Please enter a valid date as "MM/DD/YYYY" between today and 1 year.';

describe('validateSoaAppointmentDate', () => {
  it.each([
    { input: '11/21/2026', expected: undefined },
    { input: '11/21/2027', expected: undefined },
    { input: '11/22/2027', expected: DATE_MESSAGE },
    { input: '11/20/2026', expected: DATE_MESSAGE },
    { input: '', expected: DATE_MESSAGE },
    { input: '2026-12-01', expected: DATE_MESSAGE },
    { input: null, expected: DATE_MESSAGE },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validateSoaAppointmentDate(input, now)).toBe(expected);
  });
});

describe('validateSoaForm', () => {
  const remote: SoaFormContext = { method: 'remote', leadEmailCount: 1, agentHasDefaultEmail: true, now };
  const complete = { agentSignature: 'Jane Agent', aptDate: '12/01/2026', contactMethod: 'Phone' };

  it.each([
    { context: remote, input: complete, expected: {} },
    {
      context: remote,
      input: {},
      expected: {
        agentSignature: 'Agent Signature is required.',
        aptDate: DATE_MESSAGE,
        contactMethod: 'Initial Method of Contact is required.',
      },
    },
    {
      context: remote,
      input: { ...complete, contactMethod: 'Fax' },
      expected: { contactMethod: 'Initial Method of Contact is required.' },
    },
    { context: remote, input: { ...complete, contactMethod: 'Walk in' }, expected: {} },
    { context: { ...remote, method: 'f2f' as const, leadEmailCount: 0 }, input: complete, expected: {} },
    {
      context: { ...remote, method: 'f2f' as const, leadEmailCount: 0, agentHasDefaultEmail: false },
      input: { agentSignature: 'Jane Agent' },
      expected: { aptDate: DATE_MESSAGE, contactMethod: 'Initial Method of Contact is required.' },
    },
    { context: { ...remote, method: 'enhanced' as const }, input: { agentSignature: 'Jane Agent' }, expected: {} },
    {
      context: { ...remote, method: 'enhanced' as const },
      input: { agentSignature: 'Jane Agent', aptDate: '01/01/2020' },
      expected: { aptDate: DATE_MESSAGE },
    },
    { context: { ...remote, leadEmailCount: 2 }, input: complete, expected: { email: 'Email is required.' } },
    { context: { ...remote, leadEmailCount: 2 }, input: { ...complete, email: 'b@example.com' }, expected: {} },
    {
      context: { ...remote, leadEmailCount: 0, agentHasDefaultEmail: false },
      input: { agentSignature: 'Jane Agent' },
      expected: {
        email: 'Please enter a valid email address',
        email_type: 'Email Type is required.',
        agentEmail: 'Agent Email is required.',
      },
    },
    {
      context: { ...remote, leadEmailCount: 0 },
      input: { agentSignature: 'Jane Agent', email: 'lead@example.com', email_type: 'Home' },
      expected: {},
    },
  ])('$context.method with $context.leadEmailCount emails: $input → $expected', ({ context, input, expected }) => {
    expect(validateSoaForm(input, context)).toEqual(expected);
  });

  it('takes a missing form as empty', () => {
    expect(validateSoaForm(undefined, { ...remote, method: 'enhanced' })).toEqual({
      agentSignature: 'Agent Signature is required.',
    });
  });
});

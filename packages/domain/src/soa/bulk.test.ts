import { describe, expect, it } from 'vitest';
import { BULK_SOA_MESSAGES, bulkSoaSkipReason, validateBulkSoaLeadCount, type BulkSoaLeadFacts } from './bulk';

// Spec 02 §9: "Bulk Enhanced SOA up to 5,000 emails per send."
describe('validateBulkSoaLeadCount', () => {
  it.each([
    { input: 2, expected: undefined },
    { input: 5_000, expected: undefined },
    { input: 5_001, expected: BULK_SOA_MESSAGES.tooMany },
  ])('$input leads → $expected', ({ input, expected }) => {
    expect(validateBulkSoaLeadCount(input)).toBe(expected);
  });

  it('names the limit in the refusal', () => {
    expect(BULK_SOA_MESSAGES.tooMany).toContain('5,000');
  });
});

describe('bulkSoaSkipReason', () => {
  const ok: BulkSoaLeadFacts = { reachable: true, emailCount: 1, doNotEmail: false, missing: [] };
  it.each([
    { input: ok, expected: undefined },
    { input: { ...ok, reachable: false, doNotEmail: true }, expected: 'not_your_lead' },
    { input: { ...ok, doNotEmail: true, emailCount: 0 }, expected: 'do_not_email' },
    { input: { ...ok, emailCount: 0, missing: ['Birth Date'] }, expected: 'no_email' },
    { input: { ...ok, missing: ['Birth Date'] }, expected: 'missing_requirements' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(bulkSoaSkipReason(input)).toBe(expected);
  });
});

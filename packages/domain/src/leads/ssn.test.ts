import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSsn, maskSsn, stripSsn } from './ssn';

// Spec 01 §5: social security mask ddd-dd-dddd. Spec 02 §5.1: SSN masked, max length 11.
describe('formatSsn', () => {
  it.each([
    { input: '', expected: '' },
    { input: '123', expected: '123' },
    { input: '1234', expected: '123-4' },
    { input: '12345', expected: '123-45' },
    { input: '123456', expected: '123-45-6' },
    { input: '123456789', expected: '123-45-6789' },
    { input: '123-45-6789', expected: '123-45-6789' },
    { input: '1234567890', expected: '123-45-6789' },
    { input: 'ab1c2', expected: '12' },
    { input: null, expected: '' },
  ])('formats $input as $expected', ({ input, expected }) => {
    expect(formatSsn(input)).toBe(expected);
  });

  it('round-trips nine digits, is idempotent and at most 11 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (digits) => {
        const formatted = formatSsn(digits);
        expect(formatted).toHaveLength(11);
        expect(stripSsn(formatted)).toBe(digits);
        expect(formatSsn(formatted)).toBe(formatted);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        const formatted = formatSsn(s);
        expect(formatSsn(formatted)).toBe(formatted);
        expect(formatted.length).toBeLessThanOrEqual(11);
      }),
    );
  });
});

describe('maskSsn', () => {
  it.each([
    { input: '123456789', expected: '***-**-6789' },
    { input: '123-45-6789', expected: '***-**-6789' },
    { input: '12345', expected: '*23-45' },
    { input: '1234', expected: '123-4' },
    { input: '', expected: '' },
    { input: undefined, expected: '' },
  ])('masks $input as $expected', ({ input, expected }) => {
    expect(maskSsn(input)).toBe(expected);
  });

  it('keeps the shape of the formatted SSN and shows at most its last four digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '-', ' ', 'a') }), (s) => {
        const masked = maskSsn(s);
        const formatted = formatSsn(s);
        expect(masked.replace(/\*/g, '0')).toHaveLength(formatted.length);
        expect(masked.replace(/\D/g, '')).toBe(stripSsn(s).slice(-4));
        expect(maskSsn(formatted)).toBe(masked);
      }),
    );
  });
});

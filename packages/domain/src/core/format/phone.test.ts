import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, stripPhone } from './phone';

// Spec 01 §5: phones are masked (xxx) xxx-xxxx, max 14 characters; stored as digits only (§3).
describe('formatPhone', () => {
  it.each([
    { input: '', expected: '' },
    { input: '3', expected: '(3' },
    { input: '3125', expected: '(312) 5' },
    { input: '3125550100', expected: '(312) 555-0100' },
    { input: '(312) 555-0100', expected: '(312) 555-0100' },
    { input: '31255501009999', expected: '(312) 555-0100' },
    { input: 'abc', expected: '' },
    { input: null, expected: '' },
    { input: undefined, expected: '' },
  ])('formats $input as $expected', ({ input, expected }) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('round-trips ten digits and is idempotent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        const formatted = formatPhone(digits);
        expect(stripPhone(formatted)).toBe(digits);
        expect(formatPhone(formatted)).toBe(formatted);
        expect(formatted).toHaveLength(14);
      }),
    );
  });

  it('is idempotent and at most 14 characters on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const formatted = formatPhone(s);
        expect(formatPhone(formatted)).toBe(formatted);
        expect(formatted.length).toBeLessThanOrEqual(14);
      }),
    );
  });
});

describe('stripPhone', () => {
  it.each([
    { input: '(312) 555-0100', expected: '3125550100' },
    { input: ' 312.555.0100 ', expected: '3125550100' },
    { input: null, expected: '' },
  ])('strips $input to $expected', ({ input, expected }) => {
    expect(stripPhone(input)).toBe(expected);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, stripPhone } from './phone';

describe('formatPhone', () => {
  it.each([
    { input: '', expected: '' },
    { input: '3', expected: '(3' },
    { input: '3125', expected: '(312) 5' },
    { input: '3125550100', expected: '(312) 555-0100' },
    { input: '(312) 555-0100', expected: '(312) 555-0100' },
    { input: '31255501009999', expected: '(312) 555-0100' },
    { input: 'abc', expected: '' },
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

  it('never throws on any string', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof formatPhone(s) === 'string'));
  });
});

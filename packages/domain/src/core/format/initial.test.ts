import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInitial } from './initial';

// Spec 02 §5.1: "Initial is a single letter A-Z or a-z; other characters are stripped as typed."
describe('formatInitial', () => {
  it.each([
    { input: 'R', expected: 'R' },
    { input: 'r.', expected: 'r' },
    { input: '1R', expected: 'R' },
    { input: 'Ré', expected: 'R' },
    { input: 'é', expected: '' },
    { input: '', expected: '' },
    { input: null, expected: '' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(formatInitial(input)).toBe(expected);
  });

  it('keeps at most one letter and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const initial = formatInitial(s);
        expect(initial).toMatch(/^[A-Za-z]?$/);
        expect(formatInitial(initial)).toBe(initial);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPastDate, validateBirthdate, validateDate } from './date';

// Spec 01 §5: "Dates use MM/DD/YYYY, must not be in the future and not more than 130 years ago."
// Spec 02 §5.1: "Birthdate must be a valid date and not after today: 'You must enter a valid date.'"
// 21 Nov 2026, 9:30 PM in Chicago: already 22 Nov in UTC.
const now = new Date('2026-11-22T03:30:00Z');

describe('validateBirthdate', () => {
  it.each([
    { input: '11/21/2026', expected: undefined },
    { input: '01/15/1950', expected: undefined },
    { input: '02/29/1960', expected: undefined },
    { input: '11/21/1896', expected: undefined },
    { input: ' 01/15/1950 ', expected: undefined },
    { input: '', expected: undefined },
    { input: '   ', expected: undefined },
    { input: null, expected: undefined },
    { input: '11/22/2026', expected: 'You must enter a valid date.' },
    { input: '11/20/1896', expected: 'You must enter a valid date.' },
    { input: '02/29/1961', expected: 'You must enter a valid date.' },
    { input: '13/01/1950', expected: 'You must enter a valid date.' },
    { input: '00/10/1950', expected: 'You must enter a valid date.' },
    { input: '1/5/1950', expected: 'You must enter a valid date.' },
    { input: '1950-01-15', expected: 'You must enter a valid date.' },
    { input: 'yesterday', expected: 'You must enter a valid date.' },
    { input: '٠١/١٥/١٩٥٠', expected: 'You must enter a valid date.' },
    { input: 'x'.repeat(10_000), expected: 'You must enter a valid date.' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validateBirthdate(input, now)).toBe(expected);
    expect(validateDate(input, now)).toBe(expected);
  });

  it('tells a malformed date from one out of range', () => {
    expect(checkPastDate('02/30/2000', now)).toBe('format');
    expect(checkPastDate('01/01/2030', now)).toBe('range');
    expect(checkPastDate('01/01/2000', now)).toBeUndefined();
  });

  it('does not throw for an invalid now', () => {
    expect(() => validateBirthdate('01/01/2000', new Date(Number.NaN))).not.toThrow();
  });

  it('never throws on any string', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        (s) => validateBirthdate(s, now) === undefined || typeof validateBirthdate(s, now) === 'string',
      ),
    );
  });
});

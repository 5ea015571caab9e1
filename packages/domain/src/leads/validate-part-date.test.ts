import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partDateProblem, validatePartDate } from './validate-part-date';

// Spec 02 §5.1: "Part A and Part B dates use MM/YYYY (month 01-12, max 7 characters); year at least 1965
// ('Part A date can't be before 1965', 'Part B date can't be before 1965') and at most 2 years from now."
// Spec 02 §9: "Medicare Part A and B dates: from 01/1965 to 2 years ahead."
const now = new Date('2026-11-21T18:00:00Z');

describe('validatePartDate', () => {
  it.each([
    { input: ['01/1965', 'A'] as const, expected: undefined },
    { input: ['03/2024', 'B'] as const, expected: undefined },
    { input: ['3/2024', 'A'] as const, expected: undefined },
    { input: ['03/15/2024', 'A'] as const, expected: undefined },
    { input: ['11/2028', 'A'] as const, expected: undefined },
    { input: ['', 'A'] as const, expected: undefined },
    { input: [null, 'B'] as const, expected: undefined },
    { input: ['12/1964', 'A'] as const, expected: "Part A date can't be before 1965" },
    { input: ['12/1964', 'B'] as const, expected: "Part B date can't be before 1965" },
    { input: ['12/2028', 'A'] as const, expected: 'Part A date contains invalid data.' },
    { input: ['01/2029', 'B'] as const, expected: 'Part B date contains invalid data.' },
    { input: ['13/2024', 'A'] as const, expected: 'Part A date has an invalid format.' },
    { input: ['00/2024', 'B'] as const, expected: 'Part B date has an invalid format.' },
    { input: ['03/24', 'A'] as const, expected: 'Part A date has an invalid format.' },
    { input: ['March 2024', 'A'] as const, expected: 'Part A date has an invalid format.' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validatePartDate(input[0], input[1], now)).toBe(expected);
  });

  it('names the problem for the save summary', () => {
    expect(partDateProblem('', now)).toBeUndefined();
    expect(partDateProblem('03/2024', now)).toBeUndefined();
    expect(partDateProblem('13/2024', now)).toBe('format');
    expect(partDateProblem('01/1900', now)).toBe('too-early');
    expect(partDateProblem('01/2030', now)).toBe('too-late');
  });

  it('never throws', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('A' as const, 'B' as const),
        (s, part) => validatePartDate(s, part, now) !== null,
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateInput } from './date';
import {
  applyPatternMask,
  DATE_INPUT_MASK,
  isPatternComplete,
  MEDICARE_NUMBER_INPUT_MASK,
  PART_DATE_INPUT_MASK,
  unmaskPattern,
  type PatternMask,
} from './masks';
import { formatMedicareNumber } from '../../leads/medicare';
import { formatPartDateInput } from '../../leads/part-date';

// Spec 01 §5: dates typed as MM/DD/YYYY, digits and slashes, slashes inserted, max 10.
// Spec 02 §5.1: Part A/B dates MM/YYYY (max 7); the Medicare number upper-cased, 4-3-4 (max 13).
const masks = { date: DATE_INPUT_MASK, partDate: PART_DATE_INPUT_MASK, medicare: MEDICARE_NUMBER_INPUT_MASK };
const PHONE_LIKE: PatternMask = { pattern: '(000) 000' };

describe('applyPatternMask', () => {
  it.each([
    { mask: 'date', input: '', expected: '' },
    { mask: 'date', input: null, expected: '' },
    { mask: 'date', input: '12', expected: '12' },
    { mask: 'date', input: '12/', expected: '12/' },
    { mask: 'date', input: '1/', expected: '1' },
    { mask: 'date', input: '/12', expected: '12' },
    { mask: 'date', input: '123', expected: '12/3' },
    { mask: 'date', input: '12//3', expected: '12/3' },
    { mask: 'date', input: '1a2b3', expected: '12/3' },
    { mask: 'date', input: '12-31', expected: '12/31' },
    { mask: 'date', input: '1231/', expected: '12/31/' },
    { mask: 'date', input: '12312024999', expected: '12/31/2024' },
    { mask: 'partDate', input: '012024', expected: '01/2024' },
    { mask: 'partDate', input: '01/20245', expected: '01/2024' },
    { mask: 'medicare', input: '1eg4te5mk73', expected: '1EG4-TE5-MK73' },
    { mask: 'medicare', input: '1EG4-TE5-MK73', expected: '1EG4-TE5-MK73' },
    { mask: 'medicare', input: '1eg4--te5', expected: '1EG4-TE5' },
    // At a literal the literal is shown; the character goes on to the next placeholder.
    { mask: 'medicare', input: '1eg4 te5', expected: '1EG4-TE5' },
    { mask: 'medicare', input: '1231/', expected: '1231-' },
    // A letter whose capital is two letters is not typed at all, not even at a literal.
    { mask: 'medicare', input: '12ß3', expected: '123' },
    { mask: 'medicare', input: '0000ß', expected: '0000' },
    // Characters are UTF-16 units, as browsers and mask libraries count them.
    { mask: 'date', input: '1231😀', expected: '12/31/' },
  ] as const)('$mask masks $input as $expected', ({ mask, input, expected }) => {
    expect(applyPatternMask(masks[mask], input)).toBe(expected);
  });

  it.each([
    { input: '3', expected: '(3' },
    { input: '312555', expected: '(312) 555' },
    { input: '(312) 555', expected: '(312) 555' },
    { input: '312)', expected: '(312)' },
  ])('inserts consecutive literals: $input → $expected', ({ input, expected }) => {
    expect(applyPatternMask(PHONE_LIKE, input)).toBe(expected);
  });

  it('shows what the domain formatters show for what users type', () => {
    const dateTyping = fc.string({ unit: fc.constantFrom('0', '1', '2', '3', '9', '/') });
    const medicareTyping = fc.string({ unit: fc.constantFrom('1', '9', 'a', 'E', 'z') });
    fc.assert(
      fc.property(dateTyping, medicareTyping, (date, medicare) => {
        expect(applyPatternMask(DATE_INPUT_MASK, date)).toBe(formatDateInput(date));
        expect(applyPatternMask(PART_DATE_INPUT_MASK, date)).toBe(formatPartDateInput(date));
        expect(applyPatternMask(MEDICARE_NUMBER_INPUT_MASK, medicare)).toBe(formatMedicareNumber(medicare));
      }),
    );
  });

  it.each(Object.entries(masks))('%s is idempotent and never longer than its pattern', (_, mask) => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const shown = applyPatternMask(mask, s);
        expect(shown.length).toBeLessThanOrEqual(mask.pattern.length);
        expect(applyPatternMask(mask, shown)).toBe(shown);
      }),
    );
  });
});

describe('unmaskPattern', () => {
  it.each([
    { mask: 'date', input: '12/31/2024', expected: '12312024' },
    { mask: 'date', input: '12/', expected: '12' },
    { mask: 'partDate', input: '01/2024', expected: '012024' },
    { mask: 'medicare', input: '1eg4-te5', expected: '1EG4TE5' },
    { mask: 'medicare', input: undefined, expected: '' },
  ] as const)('$mask unmasks $input as $expected', ({ mask, input, expected }) => {
    expect(unmaskPattern(masks[mask], input)).toBe(expected);
  });

  it.each(Object.entries(masks))(
    '%s: masking the unmasked text gives the shown text (without a trailing literal)',
    (_, mask) => {
      fc.assert(
        fc.property(fc.string(), (s) => {
          const shown = applyPatternMask(mask, s);
          const typed = unmaskPattern(mask, s);
          expect(applyPatternMask(mask, typed)).toBe(shown.replace(/[^0-9A-Z]$/, ''));
          expect(unmaskPattern(mask, applyPatternMask(mask, typed))).toBe(typed);
        }),
      );
    },
  );
});

describe('isPatternComplete', () => {
  it.each([
    { mask: 'date', input: '12/31/2024', expected: true },
    { mask: 'date', input: '12312024', expected: true },
    { mask: 'date', input: '12/31/202', expected: false },
    { mask: 'partDate', input: '01/2024', expected: true },
    { mask: 'medicare', input: '1eg4te5mk73', expected: true },
    { mask: 'medicare', input: '1eg4te5mk7', expected: false },
    { mask: 'medicare', input: '', expected: false },
  ] as const)('$mask: $input is complete: $expected', ({ mask, input, expected }) => {
    expect(isPatternComplete(masks[mask], input)).toBe(expected);
  });
});

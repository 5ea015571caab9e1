import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMedicareNumber, normalizeMedicareNumber } from './medicare';

// Spec 02 §5.1: dashes ignored, letters upper-cased; displayed as 4-3-4 with dashes, max displayed length 13.
describe('normalizeMedicareNumber', () => {
  it.each([
    { input: '1eg4-te5-mk73', expected: '1EG4TE5MK73' },
    { input: ' 1EG4 TE5 MK73 ', expected: '1EG4TE5MK73' },
    { input: '1EG4*TE5', expected: '1EG4*TE5' },
    { input: 'ß', expected: 'ß' },
    { input: null, expected: '' },
  ])('normalizes $input as $expected', ({ input, expected }) => {
    expect(normalizeMedicareNumber(input)).toBe(expected);
  });
});

describe('formatMedicareNumber', () => {
  it.each([
    { input: '1eg4te5mk73', expected: '1EG4-TE5-MK73' },
    { input: '1EG4-TE5-MK73', expected: '1EG4-TE5-MK73' },
    { input: '1eg4', expected: '1EG4' },
    { input: '1eg4t', expected: '1EG4-T' },
    { input: '1eg4te5', expected: '1EG4-TE5' },
    { input: '1eg4te5m', expected: '1EG4-TE5-M' },
    { input: '1eg4te5mk73999', expected: '1EG4-TE5-MK73' },
    { input: '1eg4*te5', expected: '1EG4-TE5' },
    { input: '', expected: '' },
    { input: undefined, expected: '' },
  ])('displays $input as $expected', ({ input, expected }) => {
    expect(formatMedicareNumber(input)).toBe(expected);
  });

  it('is idempotent, at most 13 characters, and normalizes back to what it displays', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789abcdefghijklmnopqrstuvwxyzABCXYZ- *é'.split('')) }),
        (s) => {
          const shown = formatMedicareNumber(s);
          expect(shown.length).toBeLessThanOrEqual(13);
          expect(formatMedicareNumber(shown)).toBe(shown);
          expect(formatMedicareNumber(normalizeMedicareNumber(shown))).toBe(shown);
        },
      ),
    );
  });
});

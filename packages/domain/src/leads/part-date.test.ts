import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPartDateInput, normalizePartDate, partDateFromWire, partDateToWire } from './part-date';

// Spec 02 §5.1: Part A and Part B dates use MM/YYYY (month 01-12, max 7 characters);
// they are reformatted one second after typing (§4.1).
describe('formatPartDateInput', () => {
  it.each([
    { input: '', expected: '' },
    { input: '0', expected: '0' },
    { input: '01', expected: '01' },
    { input: '01/', expected: '01/' },
    { input: '012', expected: '01/2' },
    { input: '012024', expected: '01/2024' },
    { input: '01/2024', expected: '01/2024' },
    { input: '01/20245', expected: '01/2024' },
    { input: 'x1/', expected: '1' },
    { input: null, expected: '' },
  ])('masks $input as $expected', ({ input, expected }) => {
    expect(formatPartDateInput(input)).toBe(expected);
  });

  it('is idempotent and at most 7 characters', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const masked = formatPartDateInput(s);
        expect(masked.length).toBeLessThanOrEqual(7);
        expect(formatPartDateInput(masked)).toBe(masked);
      }),
    );
  });
});

describe('normalizePartDate', () => {
  it.each([
    { input: '1/2024', expected: '01/2024' },
    { input: '01/2024', expected: '01/2024' },
    { input: ' 3/15/2024 ', expected: '03/2024' },
    { input: '03/15/2024', expected: '03/2024' },
    { input: '2024-03-15', expected: '03/2024' },
    { input: '2024-03', expected: '03/2024' },
    { input: '2024-03-15T00:00:00Z', expected: '03/2024' },
    { input: '032024', expected: '03/2024' },
    { input: '0320', expected: '03/20' },
    { input: 'March', expected: '' },
    { input: undefined, expected: '' },
  ])('reformats $input as $expected', ({ input, expected }) => {
    expect(normalizePartDate(input)).toBe(expected);
  });

  it('is idempotent on any string and on date-like strings', () => {
    const dateLike = fc.string({ unit: fc.constantFrom('0', '1', '2', '9', '/', '-', 'T', ' ') });
    fc.assert(
      fc.property(fc.oneof(fc.string(), dateLike), (s) => {
        const once = normalizePartDate(s);
        expect(normalizePartDate(once)).toBe(once);
      }),
    );
  });
});

describe('partDateToWire and partDateFromWire', () => {
  it.each([
    { input: '03/2024', expected: '03/01/2024' },
    { input: '3/2024', expected: '03/01/2024' },
    { input: '13/2024', expected: '' },
    { input: '00/2024', expected: '' },
    { input: '03/20', expected: '' },
    { input: null, expected: '' },
  ])('sends $input as $expected', ({ input, expected }) => {
    expect(partDateToWire(input)).toBe(expected);
  });

  it.each([
    { input: '03/01/2024', expected: '03/2024' },
    { input: '2024-03-01', expected: '03/2024' },
    { input: '03/2024', expected: '03/2024' },
    { input: '', expected: '' },
  ])('shows $input as $expected', ({ input, expected }) => {
    expect(partDateFromWire(input)).toBe(expected);
  });

  it('round-trips every MM/YYYY', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1000, max: 9999 }), (month, year) => {
        const shown = `${String(month).padStart(2, '0')}/${year}`;
        expect(partDateFromWire(partDateToWire(shown))).toBe(shown);
      }),
    );
  });
});

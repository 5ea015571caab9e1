import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateInput, fromSearchDate, toSearchDate } from './date';

// Spec 01 §5: the input allows only digits and slashes and auto-inserts slashes (max 10 characters).
describe('formatDateInput', () => {
  it.each([
    { input: '', expected: '' },
    { input: '1', expected: '1' },
    { input: '12', expected: '12' },
    { input: '12/', expected: '12/' },
    { input: '123', expected: '12/3' },
    { input: '1225', expected: '12/25' },
    { input: '12/25/', expected: '12/25/' },
    { input: '12252', expected: '12/25/2' },
    { input: '12252020', expected: '12/25/2020' },
    { input: '12/25/2020', expected: '12/25/2020' },
    { input: '12/25/20201', expected: '12/25/2020' },
    { input: '1/', expected: '1' },
    { input: 'ab12-25x2020', expected: '12/25/2020' },
    { input: '12//', expected: '12/' },
    { input: null, expected: '' },
  ])('masks $input as $expected', ({ input, expected }) => {
    expect(formatDateInput(input)).toBe(expected);
  });

  it('keeps only digits and slashes, at most 10 characters, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const masked = formatDateInput(s);
        expect(masked).toMatch(/^[\d/]{0,10}$/);
        expect(formatDateInput(masked)).toBe(masked);
      }),
    );
  });
});

// Spec 01 §9: dates shown MM/DD/YYYY and sent as YYYYMMDD.
describe('toSearchDate and fromSearchDate', () => {
  it.each([
    { input: '12/25/2020', expected: '20201225' },
    { input: ' 02/29/2024 ', expected: '20240229' },
    { input: '02/29/2023', expected: '' },
    { input: '13/01/2020', expected: '' },
    { input: '1/5/2020', expected: '' },
    { input: '', expected: '' },
    { input: null, expected: '' },
  ])('sends $input as $expected', ({ input, expected }) => {
    expect(toSearchDate(input)).toBe(expected);
  });

  it.each([
    { input: '20201225', expected: '12/25/2020' },
    { input: '20230229', expected: '' },
    { input: '2020-12-25', expected: '' },
    { input: undefined, expected: '' },
  ])('shows $input as $expected', ({ input, expected }) => {
    expect(fromSearchDate(input)).toBe(expected);
  });

  it('round-trips every real date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }),
        (d) => {
          const shown = `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCFullYear()).padStart(4, '0')}`;
          const sent = toSearchDate(shown);
          expect(sent).toMatch(/^\d{8}$/);
          expect(fromSearchDate(sent)).toBe(shown);
          expect(toSearchDate(fromSearchDate(sent))).toBe(sent);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMedicareNumber } from './medicare';
import { validateMedicareNumber } from './validate-medicare';

// Spec 02 §5.1: "Medicare number: dashes ignored, letters upper-cased, must be 11 characters ('Medicare number
// must be 11 characters long.'). Position rules: 1 is a digit 1-9; 2, 5, 8 and 9 are letters except S, L, O, I,
// B, Z; 3 and 6 are a letter or digit (no S, L, O, I, B, Z); 4, 7, 10 and 11 are digits. Otherwise 'Medicare
// number contains invalid characters.'"
const LENGTH = 'Medicare number must be 11 characters long.';
const INVALID = 'Medicare number contains invalid characters.';

describe('validateMedicareNumber', () => {
  it.each([
    { input: '1EG4-TE5-MK73', expected: undefined },
    { input: '1eg4te5mk73', expected: undefined },
    { input: ' 1EG4 TE5 MK73 ', expected: undefined },
    { input: '9AA0AA0AA00', expected: undefined },
    { input: '1A00A00AA00', expected: undefined },
    { input: '', expected: undefined },
    { input: '  ', expected: undefined },
    { input: null, expected: undefined },
    { input: '1EG4-TE5-MK7', expected: LENGTH },
    { input: '1EG4TE5MK733', expected: LENGTH },
    { input: 'x'.repeat(10_000), expected: LENGTH },
    { input: '0EG4TE5MK73', expected: INVALID },
    { input: '1SG4TE5MK73', expected: INVALID },
    { input: '1E04TE5MK73', expected: undefined },
    { input: '1EL4TE5MK73', expected: INVALID },
    { input: '1EGATE5MK73', expected: INVALID },
    { input: '1EG4OE5MK73', expected: INVALID },
    { input: '1EG4TB5MK73', expected: INVALID },
    { input: '1EG4TEZMK73', expected: INVALID },
    { input: '1EG4TE5IK73', expected: INVALID },
    { input: '1EG4TE5M173', expected: INVALID },
    { input: '1EG4TE5MKA3', expected: INVALID },
    { input: '1EG4TE5MK7Z', expected: INVALID },
    { input: '1EG4*TE5MK7', expected: INVALID },
    { input: '1EG4TE5MK7é', expected: INVALID },
    { input: '1EG4TE5MK7😀', expected: INVALID },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validateMedicareNumber(input)).toBe(expected);
  });
});

describe('Medicare number rules, by position', () => {
  const ALLOWED_LETTERS = 'ACDEFGHJKMNPQRTUVWXY'.split('');
  const FORBIDDEN_LETTERS = 'SLOIBZ'.split('');
  const DIGITS = '0123456789'.split('');
  const OTHERS = '*_.!/é'.split('');
  type Kind = 'first' | 'letter' | 'either' | 'digit';
  const POSITIONS: Kind[] = [
    'first',
    'letter',
    'either',
    'digit',
    'letter',
    'either',
    'digit',
    'letter',
    'letter',
    'digit',
    'digit',
  ];
  const allowed: Record<Kind, string[]> = {
    first: DIGITS.slice(1),
    letter: ALLOWED_LETTERS,
    either: [...ALLOWED_LETTERS, ...DIGITS],
    digit: DIGITS,
  };
  const forbidden: Record<Kind, string[]> = {
    first: ['0', ...ALLOWED_LETTERS, ...FORBIDDEN_LETTERS, ...OTHERS],
    letter: [...DIGITS, ...FORBIDDEN_LETTERS, ...OTHERS],
    either: [...FORBIDDEN_LETTERS, ...OTHERS],
    digit: [...ALLOWED_LETTERS, ...FORBIDDEN_LETTERS, ...OTHERS],
  };
  const validMbi = fc
    .tuple(...POSITIONS.map((kind) => fc.constantFrom(...allowed[kind])))
    .map((chars) => chars.join(''));

  it('accepts every valid MBI, upper or lower case, with or without the display dashes', () => {
    fc.assert(
      fc.property(validMbi, (mbi) => {
        expect(validateMedicareNumber(mbi)).toBeUndefined();
        expect(validateMedicareNumber(mbi.toLowerCase())).toBeUndefined();
        expect(validateMedicareNumber(formatMedicareNumber(mbi))).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it('rejects an MBI with any single position changed to a character its class forbids', () => {
    fc.assert(
      fc.property(validMbi, fc.nat({ max: 10 }), fc.nat(), (mbi, position, pick) => {
        const choices = forbidden[POSITIONS[position]!];
        const replacement = choices[pick % choices.length]!;
        const changed = mbi.slice(0, position) + replacement + mbi.slice(position + 1);
        expect(validateMedicareNumber(changed)).toBe(INVALID);
        if (/[a-z]/i.test(replacement)) expect(validateMedicareNumber(changed.toLowerCase())).toBe(INVALID);
      }),
      { numRuns: 1000 },
    );
  });

  it('asks for 11 characters when one is missing or added', () => {
    fc.assert(
      fc.property(validMbi, fc.nat({ max: 10 }), (mbi, position) => {
        expect(validateMedicareNumber(mbi.slice(0, position) + mbi.slice(position + 1))).toBe(LENGTH);
        expect(validateMedicareNumber(`${mbi}1`)).toBe(LENGTH);
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) =>
        [undefined, LENGTH, INVALID].includes(validateMedicareNumber(s)),
      ),
    );
  });
});

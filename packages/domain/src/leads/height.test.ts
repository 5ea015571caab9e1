import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampHeightFeet, clampHeightInches, clampWeight, feetInchesToInches, inchesToFeetInches } from './height';

// Spec 02 §5.1: height is saved as feet x 12 plus inches and shown as feet = floor(height/12),
// inches = height mod 12.
describe('feetInchesToInches', () => {
  it.each([
    { input: [5, 10] as const, expected: 70 },
    { input: ['5', '10'] as const, expected: 70 },
    { input: [8, 12] as const, expected: 108 },
    { input: [0, 0] as const, expected: 0 },
    { input: ['', ''] as const, expected: 0 },
    { input: [null, undefined] as const, expected: 0 },
    { input: ['five', '-3'] as const, expected: 0 },
    { input: [-1, Number.NaN] as const, expected: 0 },
    { input: [5.9, 10.2] as const, expected: 70 },
    { input: [' 6 ', 0] as const, expected: 72 },
  ])('saves $input as $expected', ({ input, expected }) => {
    expect(feetInchesToInches(input[0], input[1])).toBe(expected);
  });
});

describe('inchesToFeetInches', () => {
  it.each([
    { input: 70, expected: { feet: 5, inches: 10 } },
    { input: '72', expected: { feet: 6, inches: 0 } },
    { input: 0, expected: { feet: 0, inches: 0 } },
    { input: null, expected: { feet: 0, inches: 0 } },
    { input: 'tall', expected: { feet: 0, inches: 0 } },
    { input: Number.POSITIVE_INFINITY, expected: { feet: 0, inches: 0 } },
  ])('shows $input as $expected', ({ input, expected }) => {
    expect(inchesToFeetInches(input)).toEqual(expected);
  });

  it('round-trips every whole number of inches', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), (total) => {
        const { feet, inches } = inchesToFeetInches(total);
        expect(inches).toBeLessThan(12);
        expect(feetInchesToInches(feet, inches)).toBe(total);
        expect(feetInchesToInches(String(feet), String(inches))).toBe(total);
      }),
    );
  });
});

// Spec 02 §5.1: feet numbers only, max 8; larger values are set to 8 with a message; inches max 12;
// weight max 999; non-numeric input: 'Height will only accept numeric values.' /
// 'Weight will only accept numeric values.'
describe('clamping numeric inputs', () => {
  it.each([
    { clamp: clampHeightFeet, input: '', expected: { value: '', message: undefined } },
    { clamp: clampHeightFeet, input: '5', expected: { value: '5', message: undefined } },
    { clamp: clampHeightFeet, input: '8', expected: { value: '8', message: undefined } },
    { clamp: clampHeightFeet, input: '9', expected: { value: '8', message: 'Height cannot be more than 8 ft.' } },
    {
      clamp: clampHeightFeet,
      input: '5a',
      expected: { value: '5', message: 'Height will only accept numeric values.' },
    },
    { clamp: clampHeightFeet, input: 'a', expected: { value: '', message: 'Height will only accept numeric values.' } },
    { clamp: clampHeightFeet, input: '05', expected: { value: '5', message: undefined } },
    { clamp: clampHeightInches, input: '12', expected: { value: '12', message: undefined } },
    { clamp: clampHeightInches, input: '13', expected: { value: '12', message: 'Height cannot be more than 12 in.' } },
    { clamp: clampHeightInches, input: '1.5', expected: { value: '12', message: 'Height cannot be more than 12 in.' } },
    { clamp: clampWeight, input: '999', expected: { value: '999', message: undefined } },
    { clamp: clampWeight, input: '1000', expected: { value: '999', message: 'Weight cannot be more than 999 lbs.' } },
    { clamp: clampWeight, input: '18o', expected: { value: '18', message: 'Weight will only accept numeric values.' } },
    { clamp: clampWeight, input: null, expected: { value: '', message: undefined } },
    {
      clamp: clampWeight,
      input: '9'.repeat(10_000),
      expected: { value: '999', message: 'Weight cannot be more than 999 lbs.' },
    },
  ])('$clamp.name($input) keeps $expected.value', ({ clamp, input, expected }) => {
    expect(clamp(input)).toEqual(expected);
  });

  it('keeps a value that is already clamped, silently', () => {
    fc.assert(
      fc.property(fc.constantFrom(clampHeightFeet, clampHeightInches, clampWeight), fc.string(), (clamp, s) => {
        const once = clamp(s);
        expect(clamp(once.value)).toEqual({ value: once.value, message: undefined });
      }),
    );
  });
});

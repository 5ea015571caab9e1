import { describe, expect, it } from 'vitest';
import { isCompletePhone, isValidZip } from './contact-fields';

// Spec 01 §5: phones of digits, spaces, parentheses, hyphens; masked (xxx) xxx-xxxx, max 14 characters; ten digits needed.
describe('isCompletePhone', () => {
  it.each([
    { input: '(312) 555-0100', expected: true },
    { input: '3125550100', expected: true },
    { input: '312-555-0100', expected: true },
    { input: ' (312) 555-0100 ', expected: true },
    { input: '(312) 555-010', expected: false },
    { input: '+1 312 555 0100', expected: false },
    { input: '312.555.0100', expected: false },
    { input: '(312)  555 - 0100', expected: false },
    { input: '31255501000', expected: false },
    { input: '', expected: false },
    { input: null, expected: false },
  ])('$input is complete: $expected', ({ input, expected }) => {
    expect(isCompletePhone(input)).toBe(expected);
  });
});

// Spec 01 §5: zip exactly 5 digits.
describe('isValidZip', () => {
  it.each([
    { input: '60601', expected: true },
    { input: ' 60601 ', expected: true },
    { input: '6060', expected: false },
    { input: '606011', expected: false },
    { input: '6060a', expected: false },
    { input: '60601-1234', expected: false },
    { input: undefined, expected: false },
  ])('$input is valid: $expected', ({ input, expected }) => {
    expect(isValidZip(input)).toBe(expected);
  });
});

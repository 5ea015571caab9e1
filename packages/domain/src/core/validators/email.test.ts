import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

// Spec 01 §5 General email pattern: "Local part of word characters, hyphen and plus with optional dotted
// segments, then @, then a domain with a dotted suffix of at least 2 characters; surrounding whitespace allowed."
describe('isValidEmail', () => {
  it.each([
    { input: 'jane@example.com', expected: true },
    { input: 'jane.q.doe@example.com', expected: true },
    { input: 'jane+medicare@example.co', expected: true },
    { input: 'jane_doe-1@mail.example.org', expected: true },
    { input: '  jane@example.com  ', expected: true },
    { input: 'jane@my-agency.insurance', expected: true },
    { input: 'jane@example.c', expected: false },
    { input: 'jane@example', expected: false },
    { input: 'jane.@example.com', expected: false },
    { input: '.jane@example.com', expected: false },
    { input: 'ja..ne@example.com', expected: false },
    { input: 'jane@@example.com', expected: false },
    { input: 'jane doe@example.com', expected: false },
    { input: 'jané@example.com', expected: false },
    { input: 'jane@example.com1', expected: false },
    { input: '@example.com', expected: false },
    { input: '', expected: false },
    { input: '   ', expected: false },
    { input: null, expected: false },
    { input: undefined, expected: false },
  ])('$input is valid: $expected', ({ input, expected }) => {
    expect(isValidEmail(input)).toBe(expected);
  });

  it('answers quickly on 10,000-character inputs', () => {
    const started = Date.now();
    for (const s of [
      'a'.repeat(10_000),
      `a@${'b.'.repeat(5_000)}1`,
      `${'a.'.repeat(5_000)}@`,
      `a@${'b-'.repeat(5_000)}`,
    ]) {
      expect(isValidEmail(s)).toBe(false);
    }
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => typeof isValidEmail(s) === 'boolean'));
  });
});

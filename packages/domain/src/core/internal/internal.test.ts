import { describe, expect, it } from 'vitest';
import { addYears, calendarDate, daysInMonth, isLeapYear } from './calendar';
import { ruleInEffect } from './effective';
import { isOn } from './flags';
import { toInstant } from './instant';
import { PASSWORD_SYMBOLS, meetsPasswordStrength } from './password-strength';
import { asText, charLength, digitsOf, isBlank } from './text';

describe('internal helpers', () => {
  it('reads any value as text', () => {
    expect(asText('a')).toBe('a');
    expect(asText(5)).toBe('5');
    expect(asText(true)).toBe('true');
    expect(asText(10n)).toBe('10');
    expect(asText({})).toBe('');
    expect(asText(null)).toBe('');
    expect(isBlank(' \t')).toBe(true);
    expect(digitsOf('a1b2')).toBe('12');
    expect(charLength('😀a')).toBe(2);
  });

  it('knows the calendar', () => {
    expect([2024, 2023, 1900, 2000].map(isLeapYear)).toEqual([true, false, false, true]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
    expect(addYears({ year: 2024, month: 2, day: 29 }, 1)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(calendarDate(2023, 0, 1)).toBeUndefined();
    expect(calendarDate(2023, 2, 29)).toBeUndefined();
  });

  it('reads flags', () => {
    expect([true, 1, '1', 'true', ' TRUE '].map(isOn)).toEqual([true, true, true, true, true]);
    expect([false, 0, '0', '', null, undefined, 'yes'].map(isOn)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads instants', () => {
    expect(toInstant('2026-11-21T12:00:00-06:00')?.toISOString()).toBe('2026-11-21T18:00:00.000Z');
    expect(toInstant('2026-11-21T12:00:00+0530')?.toISOString()).toBe('2026-11-21T06:30:00.000Z');
    expect(toInstant('2026-02-30T12:00:00Z')).toBeUndefined();
    expect(toInstant('2026-02-28T25:00:00Z')).toBeUndefined();
    expect(toInstant('2026-13-30T12:00:00Z')).toBeUndefined();
    expect(toInstant(8.64e15)).toBeDefined();
    expect(toInstant(8.64e15 + 1)).toBeUndefined();
    expect(toInstant({})).toBeUndefined();
  });

  it('picks the effective row', () => {
    const rules = [
      { effective_from: '2026-01-01', v: 2 },
      { effective_from: '2020-01-01', v: 1 },
    ];
    expect(ruleInEffect(rules, new Date('2025-06-01T12:00:00Z'))?.v).toBe(1);
    expect(ruleInEffect(rules, new Date('2026-06-01T12:00:00Z'))?.v).toBe(2);
    expect(ruleInEffect(rules, new Date('2010-06-01T12:00:00Z'))?.v).toBe(1);
    expect(ruleInEffect(rules, new Date(Number.NaN))?.v).toBe(1);
    expect(ruleInEffect([], new Date('2026-06-01T12:00:00Z'))).toBeUndefined();
  });
});

describe('meetsPasswordStrength (one rule, each form its symbols)', () => {
  it.each([
    { value: 'Abcdefg1&', symbols: PASSWORD_SYMBOLS.registration, expected: true },
    { value: 'Abcdefg1&', symbols: PASSWORD_SYMBOLS.passwordChange, expected: false },
    { value: 'Abcdefg1!', symbols: PASSWORD_SYMBOLS.passwordChange, expected: true },
    { value: 'Abcdef1!', symbols: PASSWORD_SYMBOLS.registration, expected: true },
    { value: 'Abcde1!', symbols: PASSWORD_SYMBOLS.registration, expected: false },
    { value: 'abcdefg1!', symbols: PASSWORD_SYMBOLS.registration, expected: false },
    { value: 'ABCDEFG1!', symbols: PASSWORD_SYMBOLS.registration, expected: false },
    { value: 'Abcdefgh!', symbols: PASSWORD_SYMBOLS.registration, expected: false },
    { value: null, symbols: PASSWORD_SYMBOLS.registration, expected: false },
  ])('$value with $symbols → $expected', ({ value, symbols, expected }) => {
    expect(meetsPasswordStrength(value, symbols)).toBe(expected);
  });
});

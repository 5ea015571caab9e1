import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCentralDate, formatCentralDateTime } from './central-time';

// Spec 01 §9: display time zone Central Time (America/Chicago). Header: date, month, year, weekday and a clock.
describe('formatCentralDate', () => {
  it.each([
    { input: '2026-11-22T04:00:00Z', expected: '11/21/2026' },
    { input: '2026-07-04T04:59:00Z', expected: '07/03/2026' },
    { input: '2026-07-04T05:00:00Z', expected: '07/04/2026' },
    { input: '2026-07-04T05:00:00+00:00', expected: '07/04/2026' },
    { input: '2026-07-04 23:30', expected: '07/04/2026' },
    { input: '2026-07-04T23:30:15.123', expected: '07/04/2026' },
    { input: '07/04/2026', expected: '07/04/2026' },
    { input: new Date('2026-01-01T12:00:00Z'), expected: '01/01/2026' },
    { input: 0, expected: '12/31/1969' },
    { input: Number.NaN, expected: '' },
    { input: new Date(Number.NaN), expected: '' },
    { input: '2026-02-30', expected: '' },
    { input: '2026-07-04 24:00', expected: '' },
    { input: '2026-07-04 23:60', expected: '' },
    { input: '2026-07-04 23:59:60', expected: '' },
    { input: '2026-13-45T00:00:00Z', expected: '' },
    { input: 'not a date', expected: '' },
    { input: undefined, expected: '' },
  ])('shows $input as $expected', ({ input, expected }) => {
    expect(formatCentralDate(input)).toBe(expected);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.date()), (v) => typeof formatCentralDate(v) === 'string'),
    );
  });
});

describe('formatCentralDateTime', () => {
  it.each([
    { input: '2026-11-22T04:05:00Z', expected: '11/21/2026 10:05 PM CST' },
    { input: '2026-07-04T17:00:00Z', expected: '07/04/2026 12:00 PM CDT' },
    { input: '2026-07-04 09:15', expected: '07/04/2026 09:15 AM CDT' },
    { input: 'soon', expected: '' },
  ])('shows $input as $expected', ({ input, expected }) => {
    expect(formatCentralDateTime(input)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { chartWeeks, defaultChartRange, formatChartWeek, isChartRange, isIsoDay, weekStart } from './rules';
import { REPORT_MESSAGES } from './messages';

describe('given the reports page charts counted by week (issue 17; weeks start on Monday, Central Time)', () => {
  it.each([
    { input: '2026-11-23', expected: '2026-11-23' },
    { input: '2026-11-29', expected: '2026-11-23' },
    { input: '2026-11-22', expected: '2026-11-16' },
    { input: '2027-01-01', expected: '2026-12-28' },
  ])('when weekStart($input) then $expected', ({ input, expected }) => {
    expect(weekStart(input)).toBe(expected);
  });

  it('when chartWeeks spans a month then it lists each Monday once, oldest first', () => {
    expect(chartWeeks('2026-11-01', '2026-11-30')).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
  });

  it('when the default range is asked on a Sunday evening in Chicago then it ends that Central day and spans 26 weeks', () => {
    // 2026-11-30T03:00Z is Sunday 11/29 9 PM in Chicago.
    const range = defaultChartRange(new Date('2026-11-30T03:00:00Z'));
    expect(range.to).toBe('2026-11-29');
    expect(chartWeeks(range.from, range.to)).toHaveLength(26);
  });

  it.each([
    { from: '2026-01-01', to: '2026-12-31', expected: true },
    { from: '2026-12-31', to: '2026-01-01', expected: false },
    { from: '2026-02-30', to: '2026-03-01', expected: false },
    { from: '2020-01-01', to: '2026-01-01', expected: false },
    { from: '01/01/2026', to: '2026-02-01', expected: false },
  ])('when isChartRange($from, $to) then $expected', ({ from, to, expected }) => {
    expect(isChartRange(from, to)).toBe(expected);
  });

  it('when a week is labelled then it reads as its Monday in MM/DD/YYYY', () => {
    expect(formatChartWeek('2026-11-23')).toBe('Week of 11/23/2026');
    expect(isIsoDay('2026-11-23')).toBe(true);
  });
});

describe('formatChartWeek with text that is no day', () => {
  it('answers the text as it came', () => {
    expect(formatChartWeek('2026-11-16')).toBe('Week of 11/16/2026');
    expect(formatChartWeek('last week')).toBe('last week');
  });
});

describe('REPORT_MESSAGES.toBeforeFrom', () => {
  it('names the "to" field first, then the "from" field it must not precede', () => {
    expect(REPORT_MESSAGES.toBeforeFrom('Lead date to', 'lead date from')).toBe(
      'Lead date to is before lead date from: choose a later date.',
    );
  });
});

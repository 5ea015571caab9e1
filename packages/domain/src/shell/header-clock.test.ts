import { describe, expect, it } from 'vitest';
import { formatCentralDateTime } from '../core/format/central-time';
import { headerClock } from './header-clock';

// Spec 01 §2 Header: date, month, year, weekday and a clock refreshed every second, in Central Time.
describe('headerClock', () => {
  it('shows weekday, month, day, year, time and zone in Central Time', () => {
    expect(headerClock(new Date('2026-11-22T04:05:09Z'))).toEqual({
      weekday: 'Saturday',
      month: 'November',
      day: '21',
      year: '2026',
      time: '10:05:09 PM',
      zone: 'CST',
    });
    expect(headerClock(new Date('2026-07-04T17:00:00Z'))?.zone).toBe('CDT');
  });

  it('gives nothing for an invalid instant', () => {
    expect(headerClock(new Date(Number.NaN))).toBeUndefined();
  });
});

describe('headerClock agrees with the date-fns formatting of the same instant', () => {
  it.each([
    '2026-03-08T07:59:59Z',
    '2026-03-08T08:00:00Z',
    '2026-11-01T06:59:59Z',
    '2026-11-01T07:00:00Z',
    '2026-12-31T23:59:59Z',
    '2027-01-01T05:00:00Z',
  ])('%s', (iso) => {
    const clock = headerClock(new Date(iso))!;
    const [, time, meridiem, zone] = formatCentralDateTime(iso).split(' ');
    expect(`${clock.time.slice(0, 5)} ${clock.time.slice(-2)} ${clock.zone}`).toBe(`${time} ${meridiem} ${zone}`);
  });
});

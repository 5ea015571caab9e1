import { describe, expect, it } from 'vitest';
import { centralInstant, centralParts, fromWallClock, toWallClock } from './centralTime';
import { calendarItemOf, movedTimes, visibleRange } from './calendarEvents';
import { SAVED } from './test-utils';

describe('given Central Time on the calendar', () => {
  it.each([
    { iso: '2026-12-01T16:00:00.000Z', expected: { date: '12/01/2026', time: '10:00' } },
    { iso: '2026-07-01T15:30:00.000Z', expected: { date: '07/01/2026', time: '10:30' } },
    { iso: '', expected: { date: '', time: '' } },
  ])('when $iso is shown then it reads $expected', ({ iso, expected }) => {
    expect(centralParts(iso)).toEqual(expected);
  });

  it('when a Central date and time are saved then the instant is UTC and reads back the same', () => {
    expect(centralInstant('12/01/2026', '10:00')).toBe('2026-12-01T16:00:00.000Z');
    expect(centralInstant('12/01/2026', '')).toBe('2026-12-01T06:00:00.000Z');
    expect(centralInstant('13/01/2026', '10:00')).toBe('');
    expect(fromWallClock(toWallClock('2026-12-01T16:00:00.000Z'))).toBe('2026-12-01T16:00:00.000Z');
  });
});

describe('given an appointment on the grid', () => {
  const item = calendarItemOf(SAVED)!;

  it('when it is laid out then it keeps its Central hours, as an appointment', () => {
    expect([item.start.getHours(), item.end.getHours(), item.isTask, item.allDay]).toEqual([10, 11, false, false]);
  });

  it('when a task has no due date then it has no place on the grid', () => {
    expect(calendarItemOf({ ...SAVED, start_time: null, end_time: null })).toBeUndefined();
  });

  it('when it is dragged to 2 pm then both times move', () => {
    const start = new Date(2026, 11, 2, 14, 0);
    const end = new Date(2026, 11, 2, 15, 0);
    expect(movedTimes(item, { start, end, allDay: false })).toEqual({
      start_time: '2026-12-02T20:00:00.000Z',
      end_time: '2026-12-02T21:00:00.000Z',
      allday_flag: '0',
    });
  });

  it('when it is dropped on the all-day row then it spans whole days (the library’s end is exclusive)', () => {
    const start = new Date(2026, 11, 2);
    const end = new Date(2026, 11, 3);
    expect(movedTimes(item, { start, end, allDay: true })).toEqual({
      start_time: '2026-12-02T06:00:00.000Z',
      end_time: '2026-12-03T05:59:00.000Z',
      allday_flag: '1',
    });
  });

  it('when a task is dragged then only its due time moves', () => {
    const task = calendarItemOf({ ...SAVED, end_time: null })!;
    const start = new Date(2026, 11, 2, 9, 0);
    expect(movedTimes(task, { start, end: start, allDay: false })).toEqual({
      start_time: '2026-12-02T15:00:00.000Z',
      allday_flag: '0',
    });
  });

  it('when the month of December 2026 shows then the search spans its six weeks in Central Time', () => {
    expect(visibleRange('month', new Date(2026, 11, 15))).toEqual({
      from: '2026-11-29T06:00:00.000Z',
      to: '2027-01-03T06:00:00.000Z',
    });
  });
});

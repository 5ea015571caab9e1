import { describe, expect, it } from 'vitest';
import {
  appointmentReminderAt,
  calendarEventInstant,
  centralDateTime,
  centralDayRange,
  formatEventWhen,
  isTask,
  validateCalendarEvent,
} from './wire';

// Spec 02 §3.6: start_time, end_time (tasks have none); times shown in Central Time (spec 01 §9).
describe('centralDateTime', () => {
  it.each([
    { input: '2026-12-01T16:30:00.000Z', expected: { date: '12/01/2026', time: '10:30' } },
    { input: '2026-07-01T05:00:00Z', expected: { date: '07/01/2026', time: '00:00' } },
    { input: '', expected: { date: '', time: '' } },
    { input: null, expected: { date: '', time: '' } },
    { input: 'tomorrow', expected: { date: 'tomorrow', time: '' } },
  ])('$input → $expected', ({ input, expected }) => {
    expect(centralDateTime(input)).toEqual(expected);
  });
});

// Spec 02 §5.6: "An empty time is sent as 00:00."
describe('calendarEventInstant', () => {
  it.each([
    { date: '12/01/2026', time: '10:30', expected: '2026-12-01T16:30:00.000Z' },
    { date: '07/01/2026', time: '', expected: '2026-07-01T05:00:00.000Z' },
    { date: '02/30/2026', time: '10:00', expected: undefined },
    { date: '12/01/2026', time: '24:00', expected: undefined },
    { date: '', time: '10:00', expected: undefined },
  ])('$date $time → $expected', ({ date, time, expected }) => {
    expect(calendarEventInstant(date, time)).toBe(expected);
  });
});

// Spec 02 §5.5, §5.6: the server answers the first refusal, in form order.
describe('validateCalendarEvent', () => {
  const appointment = { title: 'Review', start_time: '2026-12-01T16:00:00Z', end_time: '2026-12-01T17:00:00Z' };
  it.each([
    { input: appointment, expected: undefined },
    { input: { ...appointment, title: '' }, expected: 'Title is required.' },
    { input: { ...appointment, start_time: '' }, expected: 'Start Date is required.' },
    { input: { ...appointment, start_time: 'soon' }, expected: 'Start Date has an invalid format.' },
    { input: { ...appointment, end_time: '2026-12-01T15:00:00Z' }, expected: 'End Time contains invalid data.' },
    { input: { ...appointment, end_time: '2026-11-30T18:00:00Z' }, expected: 'End Date contains invalid data.' },
    { input: { title: 'Call back', start_time: null, end_time: null }, expected: undefined },
    { input: { title: 'Call back', start_time: '2026-12-01T16:00:00Z' }, expected: undefined },
    { input: { title: '', start_time: null }, expected: 'Title is required.' },
    { input: { title: 'Call back', start_time: 'later' }, expected: 'Due Date has an invalid format.' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validateCalendarEvent(input)).toBe(expected);
  });

  it.each([
    { input: { end_time: null }, expected: true },
    { input: { end_time: '' }, expected: true },
    { input: { end_time: '2026-12-01T17:00:00Z' }, expected: false },
  ])('isTask $input → $expected', ({ input, expected }) => {
    expect(isTask(input)).toBe(expected);
  });
});

describe('appointmentReminderAt', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const timed = { start_time: '2026-12-01T16:00:00Z', end_time: '2026-12-01T17:00:00Z' };
  it.each([
    { input: timed, expected: '2026-12-01T15:30:00.000Z' },
    { input: { ...timed, start_time: '2026-12-01T12:10:00Z' }, expected: '2026-12-01T12:00:00.000Z' },
    { input: { ...timed, start_time: '2026-12-01T11:00:00Z' }, expected: undefined },
    { input: { ...timed, completed_date: '2026-12-01T11:00:00Z' }, expected: undefined },
    { input: { start_time: '2026-12-01T16:00:00Z', end_time: null }, expected: undefined },
    { input: { ...timed, start_time: 'x' }, expected: undefined },
    {
      input: { allday_flag: '1', start_time: '2026-12-03T06:00:00Z', end_time: '2026-12-04T06:00:00Z' },
      expected: '2026-12-02T14:00:00.000Z',
    },
  ])('$input → $expected', ({ input, expected }) => {
    expect(appointmentReminderAt(input, now)?.toISOString()).toBe(expected);
  });
});

describe('centralDayRange', () => {
  it.each([
    // 23:30 in Chicago on 11/30 is already 12/01 in UTC: the day is still 11/30.
    { now: '2026-12-01T05:30:00Z', from: '2026-11-30T06:00:00.000Z', to: '2026-12-01T06:00:00.000Z' },
    { now: '2026-07-04T12:00:00Z', from: '2026-07-04T05:00:00.000Z', to: '2026-07-05T05:00:00.000Z' },
    // The day clocks go back is 25 hours long.
    { now: '2026-11-01T12:00:00Z', from: '2026-11-01T05:00:00.000Z', to: '2026-11-02T06:00:00.000Z' },
  ])('$now → [$from, $to)', ({ now, from, to }) => {
    expect(centralDayRange(new Date(now))).toEqual({ from, to });
  });
});

describe('formatEventWhen', () => {
  it.each([
    {
      event: { allday_flag: '0', start_time: '2026-12-01T16:00:00Z', end_time: '2026-12-01T17:30:00Z' },
      expected: '12/01/2026 10:00 AM – 11:30 AM',
    },
    {
      event: { allday_flag: '0', start_time: '2026-12-01T23:00:00Z', end_time: '2026-12-02T15:00:00Z' },
      expected: '12/01/2026 5:00 PM – 12/02/2026 9:00 AM',
    },
    {
      event: { allday_flag: '1', start_time: '2026-12-01T06:00:00Z', end_time: '2026-12-02T06:00:00Z' },
      expected: '12/01/2026 · All day',
    },
    {
      event: { allday_flag: '1', start_time: '2026-12-01T06:00:00Z', end_time: '2026-12-03T06:00:00Z' },
      expected: '12/01/2026 – 12/02/2026 · All day',
    },
    {
      event: { allday_flag: '0', start_time: '2026-12-01T15:15:00Z', end_time: null },
      expected: 'Due 12/01/2026 9:15 AM',
    },
    { event: { allday_flag: '0', start_time: '2026-12-01T06:00:00Z', end_time: null }, expected: 'Due 12/01/2026' },
    { event: { allday_flag: '0', start_time: null, end_time: null }, expected: 'No due date' },
    // An appointment without a readable start shows nothing; without a readable end, its start.
    { event: { allday_flag: '0', start_time: null, end_time: '2026-12-01T17:00:00Z' }, expected: '' },
    {
      event: { allday_flag: '0', start_time: '2026-12-01T16:00:00Z', end_time: 'soon' },
      expected: '12/01/2026 10:00 AM',
    },
    // An all-day item whose end is not after its start is its start's day.
    {
      event: { allday_flag: '1', start_time: '2026-12-01T06:00:00Z', end_time: '2026-12-01T06:00:00Z' },
      expected: '12/01/2026 · All day',
    },
  ])('$expected', ({ event, expected }) => {
    expect(formatEventWhen(event)).toBe(expected);
  });
});

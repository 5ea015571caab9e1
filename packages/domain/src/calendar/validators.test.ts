import { describe, expect, it } from 'vitest';
import { parseTime, validateAppointment, validateTask } from './validators';

// Spec 02 §5.5: "Title, start date, start time, end date, end time required. End date not before start date;
// on the same day the start time must not be later than the end time (time validator error)."
describe('validateAppointment', () => {
  const valid = {
    title: 'Plan review',
    start_date: '12/01/2026',
    start_time: '10:00',
    end_date: '12/01/2026',
    end_time: '11:00',
  };
  it.each([
    { input: {}, expected: {} },
    { input: { end_time: '10:00' }, expected: {} },
    { input: { end_time: '09:59' }, expected: { end_time: 'End Time contains invalid data.' } },
    { input: { end_date: '12/02/2026', end_time: '09:00' }, expected: {} },
    { input: { end_date: '11/30/2026' }, expected: { end_date: 'End Date contains invalid data.' } },
    { input: { title: ' ' }, expected: { title: 'Title is required.' } },
    { input: { start_date: '' }, expected: { start_date: 'Start Date is required.' } },
    { input: { start_date: '2026-12-01' }, expected: { start_date: 'Start Date has an invalid format.' } },
    { input: { start_time: '' }, expected: { start_time: 'Start Time is required.' } },
    { input: { start_time: '25:00' }, expected: { start_time: 'Start Time has an invalid format.' } },
    { input: { end_time: '10:60' }, expected: { end_time: 'End Time has an invalid format.' } },
    { input: { end_date: '' }, expected: { end_date: 'End Date is required.' } },
    { input: { allday_flag: '1', start_time: '', end_time: '' }, expected: {} },
    { input: { allday_flag: '1', start_time: '12:00', end_time: '08:00' }, expected: {} },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validateAppointment({ ...valid, ...input })).toEqual(expected);
  });

  it('reports every required field of an empty form', () => {
    expect(validateAppointment(null)).toEqual({
      title: 'Title is required.',
      start_date: 'Start Date is required.',
      start_time: 'Start Time is required.',
      end_date: 'End Date is required.',
      end_time: 'End Time is required.',
    });
  });
});

// Spec 02 §5.6: "Title required. A due time requires a due date (otherwise save is blocked)."
describe('validateTask', () => {
  it.each([
    { input: { title: 'Call back' }, expected: {} },
    { input: { title: 'Call back', due_date: '12/01/2026' }, expected: {} },
    { input: { title: 'Call back', due_date: '12/01/2026', due_time: '9:30' }, expected: {} },
    { input: { title: 'Call back', due_time: '09:30' }, expected: { due_date: 'Due Date is required.' } },
    {
      input: { title: 'Call back', due_date: '12/32/2026' },
      expected: { due_date: 'Due Date has an invalid format.' },
    },
    {
      input: { title: 'Call back', due_date: '12/01/2026', due_time: 'noon' },
      expected: { due_time: 'Due Time has an invalid format.' },
    },
    { input: {}, expected: { title: 'Title is required.' } },
    { input: null, expected: { title: 'Title is required.' } },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validateTask(input)).toEqual(expected);
  });
});

describe('parseTime', () => {
  it.each([
    { input: '00:00', expected: 0 },
    { input: '9:05', expected: 545 },
    { input: '23:59', expected: 1439 },
    { input: '24:00', expected: undefined },
    { input: '9:5', expected: undefined },
    { input: null, expected: undefined },
  ])('$input → $expected', ({ input, expected }) => {
    expect(parseTime(input)).toBe(expected);
  });
});

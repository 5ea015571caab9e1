import { describe, expect, it } from 'vitest';
import {
  appointmentImportance,
  appointmentTypeFor,
  completedDateFor,
  copyCalendarEvent,
  defaultAppointmentEnd,
  defaultAppointmentEndTime,
  eventDialogDismissLabel,
  isCompleted,
  taskDueTimeForSave,
} from './rules';

// Spec 02 §4.5: "Default end time is the start hour plus 1 (00:00 when that is 24)."
describe('default appointment end', () => {
  it.each([
    { input: '09:00', expected: '10:00' },
    { input: '9:30', expected: '10:30' },
    { input: '22:15', expected: '23:15' },
    { input: '23:00', expected: '00:00' },
    { input: '23:45', expected: '00:00' },
    { input: '', expected: '' },
    { input: '24:00', expected: '' },
    { input: null, expected: '' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(defaultAppointmentEndTime(input)).toBe(expected);
  });

  it.each([
    {
      input: { start_date: '11/21/2026', start_time: '10:00' },
      expected: { end_date: '11/21/2026', end_time: '11:00' },
    },
    {
      input: { start_date: '11/21/2026', start_time: '23:30' },
      expected: { end_date: '11/22/2026', end_time: '00:00' },
    },
    {
      input: { start_date: '11/30/2026', start_time: '23:00' },
      expected: { end_date: '12/01/2026', end_time: '00:00' },
    },
    {
      input: { start_date: '12/31/2026', start_time: '23:00' },
      expected: { end_date: '01/01/2027', end_time: '00:00' },
    },
    { input: { start_date: '', start_time: '10:00' }, expected: { end_date: '', end_time: '11:00' } },
    { input: {}, expected: { end_date: '', end_time: '' } },
  ])('$input → $expected', ({ input, expected }) => {
    expect(defaultAppointmentEnd(input)).toEqual(expected);
  });
});

// Spec 02 §3.6: "importance (1 if important, else 5), completed_date (ISO timestamp when dismissed or completed,
// else empty) ... appointment_type_id ('lead' when a lead is assigned, else 'agent')". §5.6: "An empty time is sent as 00:00."
describe('event fields', () => {
  it('maps importance, type and completion', () => {
    expect(appointmentImportance(true)).toBe(1);
    expect(appointmentImportance(false)).toBe(5);
    expect(appointmentTypeFor(12)).toBe('lead');
    expect(appointmentTypeFor(null)).toBe('agent');
    expect(appointmentTypeFor(0)).toBe('agent');
    const now = new Date('2026-11-21T18:00:00Z');
    expect(completedDateFor(true, now)).toBe('2026-11-21T18:00:00.000Z');
    expect(completedDateFor(false, now)).toBe('');
    expect(completedDateFor(true, new Date(Number.NaN))).toBe('');
    expect(isCompleted({ completed_date: '2026-11-21T18:00:00.000Z' })).toBe(true);
    expect(isCompleted({ completed_date: '' })).toBe(false);
    expect(isCompleted(null)).toBe(false);
    expect(taskDueTimeForSave('')).toBe('00:00');
    expect(taskDueTimeForSave(' 09:30 ')).toBe('09:30');
  });

  // Spec 02 §4.5: "Copy turns an existing item into a new one without an id." "The left button reads Close when the item is new and unchanged, otherwise Cancel."
  it('copies without an id and labels the left button', () => {
    expect(
      copyCalendarEvent({ appointment_id: 5, title: 'Review', completed_date: '2026-11-21T18:00:00.000Z' }),
    ).toEqual({ title: 'Review', completed_date: '' });
    expect(eventDialogDismissLabel({ isNew: true, hasChanges: false })).toBe('Close');
    expect(eventDialogDismissLabel({ isNew: true, hasChanges: true })).toBe('Cancel');
    expect(eventDialogDismissLabel({ isNew: false, hasChanges: false })).toBe('Cancel');
  });
});

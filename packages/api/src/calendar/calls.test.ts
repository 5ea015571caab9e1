import { describe, expect, it } from 'vitest';
import { answeringClient } from '../test-fixtures';
import { ApiError } from '../core/errors';
import {
  createCalendarFeed,
  createLeadAppointment,
  createUserAppointment,
  deleteAppointment,
  getAppointment,
  getCalendarFeed,
  revokeCalendarFeed,
  searchAppointments,
  searchLeadAppointments,
  updateAppointment,
} from './calls';

const clientAnswering = (status: number, answer: unknown) => answeringClient(answer, status);

const appointment = {
  appointment_id: 11,
  title: 'Review plans',
  description: '',
  allday_flag: '0',
  importance: 5,
  completed_date: '',
  start_time: '2026-12-01T15:00:00.000Z',
  end_time: '2026-12-01T16:00:00.000Z',
  appointment_type_id: 'lead',
  user_id: 7,
  lead_id: 42,
  lead_name: 'Ann Lee',
} as const;

describe('given the calendar calls', () => {
  it('when searching then it posts the range to user/{id}/appointment/search', async () => {
    const { client, sent } = clientAnswering(200, { success: true, total_records: 1, result: [appointment] });
    const answer = await searchAppointments(client, 7, { from: '2026-12-01T06:00:00Z', to: '2026-12-08T06:00:00Z' });
    expect(answer.result[0]?.title).toBe('Review plans');
    expect(sent[0]).toMatchObject({ path: '/api/user/7/appointment/search', method: 'POST' });
  });

  it("when a lead's items are read then it gets lead/{id}/appointments and checks the rows", async () => {
    const { client, sent } = clientAnswering(200, { success: true, total_records: 1, result: [appointment] });
    expect((await searchLeadAppointments(client, 42)).result).toEqual([appointment]);
    expect(sent[0]).toMatchObject({ path: '/api/lead/42/appointments', method: 'GET' });
    const broken = clientAnswering(200, { success: true, total_records: 1, result: [{ ...appointment, title: 3 }] });
    await expect(searchLeadAppointments(broken.client, 42)).rejects.toThrow();
  });

  it.each([
    [
      'createUserAppointment',
      (c: Parameters<typeof createUserAppointment>[0]) => createUserAppointment(c, 7, { title: 'A' }),
      '/api/user/7/appointment/',
    ],
    [
      'createLeadAppointment',
      (c: Parameters<typeof createUserAppointment>[0]) => createLeadAppointment(c, 42, { title: 'A' }),
      '/api/lead/42/appointment/',
    ],
    [
      'updateAppointment',
      (c: Parameters<typeof createUserAppointment>[0]) =>
        updateAppointment(c, 11, { completed_date: '2026-12-01T16:00:00.000Z' }),
      '/api/appointment/11',
    ],
  ])('when %s then it posts to its path and answers the item', async (_name, call, path) => {
    const { client, sent } = clientAnswering(200, {
      success: true,
      message: 'Appointment saved successfully.',
      result: appointment,
    });
    const answer = await call(client);
    expect(answer.result.appointment_id).toBe(11);
    expect(sent[0]).toMatchObject({ path, method: 'POST' });
  });

  it('when reading and deleting then it uses GET appointment/{id} and appointment/{id}/delete', async () => {
    const read = clientAnswering(200, {
      success: true,
      result: { ...appointment, end_time: null, lead_id: null, lead_name: null },
    });
    expect((await getAppointment(read.client, 11)).end_time).toBeNull();
    expect(read.sent[0]).toMatchObject({ path: '/api/appointment/11', method: 'GET' });
    const gone = clientAnswering(200, { success: true, message: 'Task deleted successfully.', appointment_id: 11 });
    expect((await deleteAppointment(gone.client, 11)).message).toBe('Task deleted successfully.');
    expect(gone.sent[0]).toMatchObject({ path: '/api/appointment/11/delete', method: 'GET' });
  });

  it('when the server refuses then the call rejects with its message', async () => {
    const { client } = clientAnswering(400, { success: false, message: 'Title is required.' });
    await expect(createUserAppointment(client, 7, { title: '' })).rejects.toBeInstanceOf(ApiError);
  });

  it('when the feed link is made, read and revoked then it uses user/{id}/calendarFeed', async () => {
    const made = clientAnswering(200, {
      success: true,
      active: true,
      created_at: 'x',
      feed_url: 'https://m/api/public/calendar/t.ics',
    });
    expect((await createCalendarFeed(made.client, 7)).feed_url).toContain('.ics');
    expect(made.sent[0]).toMatchObject({ path: '/api/user/7/calendarFeed', method: 'POST' });
    const read = clientAnswering(200, { success: true, active: false, created_at: null });
    expect((await getCalendarFeed(read.client, 7)).active).toBe(false);
    const revoked = clientAnswering(200, { success: true, active: false, created_at: null });
    await revokeCalendarFeed(revoked.client, 7);
    expect(revoked.sent[0]).toMatchObject({ path: '/api/user/7/calendarFeed/delete', method: 'GET' });
  });
});

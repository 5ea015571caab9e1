import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/errors';
import { useLead } from '../leads/hooks';
import { fakeHookServer, type FakeAnswer } from '../react/test-utils';
import { LEAD_RECORD } from '../test-fixtures';
import { useLeadDispositions, useRecordLeadDisposition } from './hooks';

const older = {
  dispo_log_id: 30,
  lead_id: 42,
  dispo_id: 2,
  dispo_name: 'Left Message',
  dispo_date: '2026-11-20T15:00:00.000Z',
  dispo_log: '',
  user_id: 7,
  user_fname: 'Marcus',
  user_lname: 'Bell',
};
const newer = { ...older, dispo_log_id: 31, dispo_id: 4, dispo_name: 'Appointment Set', dispo_log: 'Tuesday 10am' };

function setup(record: FakeAnswer) {
  let recorded = false;
  const server = fakeHookServer({
    'GET lead/42/': () => ({ body: { ...LEAD_RECORD, dispo_name: recorded ? newer.dispo_name : older.dispo_name } }),
    'GET lead/42/disposition/': () => ({ body: recorded ? [newer, older] : [older] }),
    'POST lead/42/disposition/': () => {
      if ((record.status ?? 200) < 300) recorded = true;
      return record;
    },
  });
  const { result } = renderHook(
    () => ({ lead: useLead(42), history: useLeadDispositions(42), record: useRecordLeadDisposition(42) }),
    { wrapper: server.wrapper },
  );
  return { ...server, result };
}

describe('given useRecordLeadDisposition', () => {
  it('when a disposition is recorded then it heads the history and the lead is read again', async () => {
    const { bodies, calls, result } = setup({ status: 201, body: { success: true, ...newer } });
    await waitFor(() => expect(result.current.history.data).toEqual([older]));
    await waitFor(() => expect(result.current.lead.data?.dispo_name).toBe('Left Message'));
    await act(async () => {
      await result.current.record.trigger({ dispo_id: 4, dispo_log: 'Tuesday 10am' });
    });
    expect(bodies[calls.indexOf('POST lead/42/disposition/')]).toEqual({ dispo_id: 4, dispo_log: 'Tuesday 10am' });
    expect(result.current.history.data?.[0]).toEqual(newer);
    await waitFor(() => expect(result.current.lead.data?.dispo_name).toBe('Appointment Set'));
    expect(calls.filter((c) => c === 'GET lead/42/').length).toBeGreaterThanOrEqual(2);
  });

  it('when the server refuses then trigger rejects with its ApiError and the history stays', async () => {
    const { calls, result } = setup({
      status: 400,
      body: { success: false, message: 'Disposition contains invalid data.' },
    });
    await waitFor(() => expect(result.current.history.data).toEqual([older]));
    await act(async () => {
      await expect(result.current.record.trigger({ dispo_id: 999 })).rejects.toThrow(ApiError);
    });
    expect(result.current.history.data).toEqual([older]);
    expect(calls.filter((c) => c === 'GET lead/42/')).toHaveLength(1);
  });
});

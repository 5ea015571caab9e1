import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/errors';
import { getLeadDispositions, recordLeadDisposition } from './calls';
import { answeringClient } from '../test-fixtures';

const entry = {
  dispo_log_id: 31,
  lead_id: 42,
  dispo_id: 4,
  dispo_name: 'Appointment Set',
  dispo_date: '2026-11-25T19:00:00.000Z',
  dispo_log: 'Tuesday 10am at home',
  user_id: 7,
  user_fname: 'Marcus',
  user_lname: 'Bell',
};

describe('given the lead disposition calls', () => {
  it('when getLeadDispositions is called then it sends GET lead/{id}/disposition/ and answers the history', async () => {
    const { client, sent } = answeringClient([entry]);
    await expect(getLeadDispositions(client, 42)).resolves.toEqual([entry]);
    expect(sent).toEqual([{ method: 'GET', path: '/api/lead/42/disposition/', body: undefined }]);
  });

  it('when recordLeadDisposition is called then it posts the disposition and answers it as recorded', async () => {
    const { client, sent } = answeringClient({ success: true, ...entry }, 201);
    await expect(
      recordLeadDisposition(client, 42, { dispo_id: 4, dispo_log: 'Tuesday 10am at home' }),
    ).resolves.toEqual({ success: true, ...entry });
    expect(sent).toEqual([
      { method: 'POST', path: '/api/lead/42/disposition/', body: { dispo_id: 4, dispo_log: 'Tuesday 10am at home' } },
    ]);
  });

  it('when the server refuses then the call rejects with an ApiError carrying its message and field', async () => {
    const { client } = answeringClient(
      {
        success: false,
        message: 'Disposition contains invalid data.',
        result: { dispo_id: [{ MESSAGE: 'Disposition contains invalid data.' }] },
      },
      400,
    );
    const failure = await recordLeadDisposition(client, 42, { dispo_id: 999 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect((failure as ApiError).message).toBe('Disposition contains invalid data.');
  });

  it('when a history row breaks the contract then the call rejects with an ApiError', async () => {
    const { client } = answeringClient([{ ...entry, dispo_date: null }]);
    await expect(getLeadDispositions(client, 42)).rejects.toThrow(ApiError);
  });
});

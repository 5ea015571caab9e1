import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/errors';
import { fakeHookServer, type FakeAnswer } from '../react/test-utils';
import { useAddConversationNote, useConversationNotes, useLeadVendors, useTrackingCodes } from './hooks';

const older = {
  lead_note_id: 1,
  lead_id: 42,
  note: '<p>First call</p>',
  created_at: '2026-11-20T15:00:00.000Z',
  user_id: 7,
  author_fname: 'Marcus',
  author_lname: 'Bell',
};
const newer = { ...older, lead_note_id: 2, note: '<p>Called back</p>', created_at: '2026-11-25T19:00:00.000Z' };

function notesSetup(save: FakeAnswer) {
  const server = fakeHookServer({
    'GET lead/42/conversationNote/': { body: [older] },
    'POST lead/42/conversationNote/': save,
  });
  const { result } = renderHook(() => ({ notes: useConversationNotes(42), add: useAddConversationNote() }), {
    wrapper: server.wrapper,
  });
  return { ...server, result };
}

describe('given useAddConversationNote', () => {
  it('when a note is saved then it comes first in the lead’s notes without reading them again', async () => {
    const { bodies, calls, result } = notesSetup({ status: 201, body: { success: true, ...newer } });
    await waitFor(() => expect(result.current.notes.data).toBeDefined());
    await act(async () => {
      await result.current.add.trigger({ leadId: 42, note: '<p>Called back</p>', user_id: 7 });
    });
    expect(bodies[calls.indexOf('POST lead/42/conversationNote/')]).toEqual({ note: '<p>Called back</p>', user_id: 7 });
    expect(result.current.notes.data).toEqual([newer, older]);
    expect(calls.filter((c) => c === 'GET lead/42/conversationNote/')).toHaveLength(1);
  });

  it('when the server refuses then trigger rejects with its message and the notes stay', async () => {
    const { result } = notesSetup({ status: 400, body: { success: false, message: 'The note is empty.' } });
    await waitFor(() => expect(result.current.notes.data).toBeDefined());
    await act(async () => {
      await expect(result.current.add.trigger({ leadId: 42, note: '<p></p>', user_id: 7 })).rejects.toThrow(ApiError);
    });
    expect(result.current.notes.data).toEqual([older]);
  });
});

describe('given the lookup hooks', () => {
  it('when the user is a super_user then the vendor search asks for system-level vendors too', async () => {
    const server = fakeHookServer({
      'POST LeadVendor/search': {
        body: {
          total_records: 1,
          page_number: 1,
          records_per_page: 1000,
          result: [{ lead_vendor_id: 1, lead_vendor_code: 'TV65', company: 'TV65 Response', account_id: 3 }],
        },
      },
    });
    const { result } = renderHook(() => useLeadVendors(3, ['super_user']), { wrapper: server.wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(server.bodies[0]).toMatchObject({
      criteria: {
        account_id: { type: 'simple', value: [3] },
        system_level_lead_vendor: { type: 'simple', value: ['1'] },
      },
    });
  });

  it('when no partner is chosen then no tracking codes are asked for', async () => {
    const server = fakeHookServer({});
    const { result } = renderHook(() => useTrackingCodes(null), { wrapper: server.wrapper });
    expect(result.current.data).toBeUndefined();
    expect(server.calls).toEqual([]);
  });
});

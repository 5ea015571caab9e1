import { describe, expect, it } from 'vitest';
import { answeringClient } from '../test-fixtures';
import { getConversationLog } from './calls';

const by = { user_fname: 'Marcus', user_lname: 'Bell' };
const log = {
  truncated: false,
  entries: [
    { ...by, kind: 'note', id: 9, at: '2026-11-25T19:00:00.000Z', note: '<p>Called back</p>' },
    { ...by, kind: 'disposition', id: 4, at: '2026-11-25T18:00:00.000Z', dispo_name: 'Quoted', dispo_log: null },
    {
      ...by,
      kind: 'call',
      id: 12,
      at: '2026-11-25T17:00:00.000Z',
      phone: '3125550142',
      status: 'requested',
      message: null,
    },
    { ...by, kind: 'soa_signed', id: 3, at: '2026-11-24T17:00:00.000Z', process_type: 'SOA', soa_status: 'signed' },
    {
      user_fname: null,
      user_lname: null,
      kind: 'task',
      id: 8,
      at: '2026-11-23T17:00:00.000Z',
      title: 'Send the plan list',
      start_time: null,
      completed_date: '2026-11-24T15:00:00.000Z',
    },
  ],
};

describe('given getConversationLog', () => {
  it('when called then it sends GET lead/{id}/conversationLog/ and answers every kind of entry as the contract has it', async () => {
    const { client, sent } = answeringClient(log);
    await expect(getConversationLog(client, 42)).resolves.toEqual(log);
    expect(sent).toEqual([{ method: 'GET', path: '/api/lead/42/conversationLog/', body: undefined }]);
  });

  it.each([
    { problem: 'an unknown kind', entry: { ...log.entries[0], kind: 'fax' } },
    { problem: 'a call without its number', entry: { ...log.entries[2], phone: undefined } },
    { problem: 'an SOA of an unknown process type', entry: { ...log.entries[3], process_type: 'Paper' } },
  ])('when the answer holds $problem then the call rejects with an ApiError naming the call', async ({ entry }) => {
    const { client } = answeringClient({ truncated: false, entries: [entry] });
    await expect(getConversationLog(client, 42)).rejects.toMatchObject({
      name: 'ApiError',
      call: 'getConversationLog',
    });
  });
});

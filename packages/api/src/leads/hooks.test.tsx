import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHookServer, type FakeAnswer } from '../react/test-utils';
import { LEAD_COMPLIANCE, LEAD_RECORD } from '../test-fixtures';
import { ApiError } from '../core/errors';
import { leadDuplicatesOf } from './calls';
import { useAddLead, useLead, useLeadCompliance, useSaveLead } from './hooks';

function setup(answers: Record<string, FakeAnswer> = {}) {
  return fakeHookServer({
    'GET lead/42/': { body: LEAD_RECORD },
    'GET lead/42/phone/5/delete/': { body: { success: true } },
    'GET lead/42/email/8/delete/': { body: { success: true } },
    'PUT lead/42/': { body: { success: true, ...LEAD_RECORD, fname: 'Dolly' } },
    'GET lead/42/lastUpdated/': {
      body: { lead_last_updated: null, lead_last_updated_by: null, self_service: false, Updated: [] },
    },
    'GET lead/42/compliance/': { body: LEAD_COMPLIANCE },
    'POST contactPermissionHistory/search': {
      body: { success: true, total_records: 0, page_number: 1, records_per_page: 500, result: [] },
    },
    ...answers,
  });
}

describe('given the lead hooks (spec 02 §4.1)', () => {
  it('when useLead and useSaveLead run then deletions go first, then the save, and the read shows the saved lead', async () => {
    const { calls, wrapper } = setup();
    const { result } = renderHook(() => ({ lead: useLead(42), save: useSaveLead(42) }), { wrapper });
    await waitFor(() => expect(result.current.lead.data?.fname).toBe('Dolores'));
    await act(async () => {
      const saved = await result.current.save.trigger({
        deletions: [
          { kind: 'phone', id: 5 },
          { kind: 'email', id: 8 },
        ],
        payload: { fname: 'Dolly' },
      });
      expect(saved.fname).toBe('Dolly');
    });
    expect(calls.slice(1, 4)).toEqual(['GET lead/42/phone/5/delete/', 'GET lead/42/email/8/delete/', 'PUT lead/42/']);
    await waitFor(() => expect(result.current.lead.data?.fname).toBe('Dolly'));
  });

  it('when Lead Details saves then the compliance checklist is read again', async () => {
    const { calls, wrapper } = setup();
    const { result } = renderHook(() => ({ compliance: useLeadCompliance(42), save: useSaveLead(42) }), { wrapper });
    await waitFor(() => expect(result.current.compliance.data?.items).toHaveLength(6));
    expect(calls.filter((c) => c === 'GET lead/42/compliance/')).toHaveLength(1);
    await act(async () => {
      await result.current.save.trigger({ payload: { do_not_text: '0' } });
    });
    await waitFor(() => expect(calls.filter((c) => c === 'GET lead/42/compliance/')).toHaveLength(2));
    expect(calls.indexOf('PUT lead/42/')).toBeLessThan(calls.lastIndexOf('GET lead/42/compliance/'));
  });

  it('when a deletion fails then the save is not sent and the server message rejects', async () => {
    const { calls, wrapper } = setup({
      'GET lead/42/phone/5/delete/': { status: 404, body: { success: false, message: 'Not found' } },
    });
    const { result } = renderHook(() => useSaveLead(42), { wrapper });
    await act(async () => {
      await expect(
        result.current.trigger({ deletions: [{ kind: 'phone', id: 5 }], payload: { fname: 'Dolly' } }),
      ).rejects.toThrow('Not found');
    });
    expect(calls).toEqual(['GET lead/42/phone/5/delete/']);
  });

  it('when useAddLead meets a duplicate then the 409 carries the candidates', async () => {
    const duplicates = [
      { lead_id: 42, fname: 'Dolores', lname: 'Abernathy', dob: '03/14/1952', phone: '', matched_on: ['name_dob'] },
    ];
    const { wrapper } = setup({
      'POST lead': {
        status: 409,
        body: { success: false, message: 'This lead may already exist.', result: { duplicates } },
      },
    });
    const { result } = renderHook(() => useAddLead(), { wrapper });
    let caught: unknown;
    await act(async () => {
      caught = await result.current.trigger({ fname: 'Dolores', lname: 'Abernathy' }).catch((e: unknown) => e);
    });
    expect(caught).toBeInstanceOf(ApiError);
    expect(leadDuplicatesOf(caught)).toEqual(duplicates);
  });
});

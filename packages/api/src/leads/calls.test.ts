import { describe, expect, it } from 'vitest';
import { addLeadErrorMessage } from '@meridian/domain';
import { ApiError } from '../core/errors';
import {
  addLead,
  deleteLeadContact,
  getLead,
  getLeadCompliance,
  getLeadDispositionCounts,
  getLeadLastUpdated,
  leadDuplicatesOf,
  saveLead,
  searchContactPermissionHistory,
} from './calls';
import { LEAD_COMPLIANCE, LEAD_RECORD as LEAD, answeringClient } from '../test-fixtures';

describe('given the lead record calls', () => {
  it('when a lead is read then it is GET lead/{id}/, and ?ssn=full only when asked', async () => {
    const { client, sent } = answeringClient(LEAD);
    expect(await getLead(client, 42)).toEqual(LEAD);
    await getLead(client, 42, { ssn: 'full' });
    expect(sent.map((s) => [s.method, s.path, s.query?.ssn])).toEqual([
      ['GET', '/api/lead/42/', undefined],
      ['GET', '/api/lead/42/', 'full'],
    ]);
  });

  it("when an agent's disposition counts are read then it is GET user/{id}/lead/dispositionCounts", async () => {
    const counts = {
      success: true,
      total_leads: 5,
      result: [
        { lead_dispo_id: 3, dispo_name: 'Follow Up', count: 4 },
        { lead_dispo_id: null, dispo_name: null, count: 1 },
      ],
    };
    const { client, sent } = answeringClient(counts);
    expect(await getLeadDispositionCounts(client, 7)).toEqual(counts);
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/user/7/lead/dispositionCounts' });
    const broken = answeringClient({ ...counts, result: [{ lead_dispo_id: 3, dispo_name: 'Follow Up' }] });
    await expect(getLeadDispositionCounts(broken.client, 7)).rejects.toThrow(/count/);
  });

  it('when the answer lacks a field of the contract then the call rejects with an ApiError naming it', async () => {
    const { hicn: _, ...broken } = LEAD;
    const { client } = answeringClient(broken);
    await expect(getLead(client, 42)).rejects.toThrow(/hicn/);
  });

  it('when a lead is saved then it is PUT lead/{id}/ with the payload, answering the saved lead', async () => {
    const { client, sent } = answeringClient({ success: true, ...LEAD });
    const saved = await saveLead(client, 42, { fname: 'Dolores', do_not_email: '1' });
    expect(saved).toMatchObject({ success: true, lead_id: 42, fname: 'Dolores' });
    expect(sent).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/api/lead/42/', body: { fname: 'Dolores', do_not_email: '1' } }),
    ]);
  });

  it('when the save is refused by the lock then the ApiError carries the status and message', async () => {
    const { client } = answeringClient({ success: false, message: 'locked' }, 403);
    const error = await saveLead(client, 42, { source_adcode: 'X' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'locked' });
  });

  it.each(['phone', 'email', 'address'] as const)(
    'when a %s is deleted then it is GET lead/{id}/%s/{row}/delete/',
    async (kind) => {
      const { client, sent } = answeringClient({ success: true });
      expect(await deleteLeadContact(client, 42, kind, 9)).toEqual({ success: true });
      expect(sent[0]).toMatchObject({ method: 'GET', path: `/api/lead/42/${kind}/9/delete/` });
    },
  );

  it('when a lead is added then it is POST lead and answers lead_id', async () => {
    const { client, sent } = answeringClient({ success: true, lead_id: 77 }, 201);
    const body = {
      fname: 'Maeve',
      lname: 'Millay',
      lead_type_id: '1' as const,
      phones: [{ phone_type: 'Mobile' as const, phone: '7735550144' }],
    };
    expect(await addLead(client, body)).toEqual({ success: true, lead_id: 77 });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/lead', body });
  });

  it('when add lead is refused then result keeps the MESSAGE lists for addLeadErrorMessage', async () => {
    const answer = {
      success: false,
      message: 'The lead was not added',
      result: { fname: [{ MESSAGE: 'First name is a required field.' }] },
    };
    const { client } = answeringClient(answer, 400);
    const error = (await addLead(client, { fname: '', lname: 'X' }).catch((e: unknown) => e)) as ApiError;
    expect(error.result).toEqual(answer.result);
    expect(addLeadErrorMessage({ message: error.message, result: error.result as never })).toBe(
      'The lead was not added. First name is a required field.',
    );
    expect(leadDuplicatesOf(error)).toBeUndefined();
  });

  it('when add lead answers 409 then leadDuplicatesOf gives the candidates', async () => {
    const duplicates = [
      { lead_id: 5, fname: 'Bernard', lname: 'Lowe', dob: '07/04/1950', phone: '', matched_on: ['name_dob'] },
    ];
    const { client } = answeringClient(
      { success: false, message: 'This lead may already exist.', result: { duplicates } },
      409,
    );
    const error = await addLead(client, { fname: 'Bernard', lname: 'Lowe' }).catch((e: unknown) => e);
    expect(leadDuplicatesOf(error)).toEqual(duplicates);
    expect(leadDuplicatesOf(new Error('x'))).toBeUndefined();
  });

  it('when the permission history is searched then it is POST contactPermissionHistory/search with the body', async () => {
    const row = {
      lead_id: 42,
      lead_contact_permission_type: 'do_not_email',
      lead_contact_permission_to_contact: 1,
      lead_contact_permission_change_date: '2026-11-25T19:00:00.000Z',
      lead_contact_permission_change_user: { login: 'demoagent', fname: 'Marcus', lname: 'Bell' },
    };
    const { client, sent } = answeringClient({
      success: true,
      total_records: 1,
      page_number: 1,
      records_per_page: 500,
      result: [row],
    });
    const body = { criteria: { lead_id: { type: 'simple' as const, value: [42] } }, page_number: 1 };
    expect((await searchContactPermissionHistory(client, body)).result).toEqual([row]);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/contactPermissionHistory/search', body });
  });

  it('when the ledger is read then it is GET lead/{id}/lastUpdated/', async () => {
    const ledger = {
      lead_last_updated: '2026-11-25T19:00:00.000Z',
      lead_last_updated_by: 'Client',
      self_service: true,
      Updated: [{ city: { old: 'Oldtown', new: 'Newtown' } }],
    };
    const { client, sent } = answeringClient(ledger);
    expect(await getLeadLastUpdated(client, 42)).toEqual(ledger);
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/lead/42/lastUpdated/' });
  });

  it('when the compliance checklist is read then it is GET lead/{id}/compliance/ and the answer is checked', async () => {
    const { client, sent } = answeringClient(LEAD_COMPLIANCE);
    expect(await getLeadCompliance(client, 42)).toEqual(LEAD_COMPLIANCE);
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/lead/42/compliance/' });

    const unknownItem = { ...LEAD_COMPLIANCE, items: [{ key: 'soa', label: 'SOA', met: true, detail: '' }] };
    await expect(getLeadCompliance(answeringClient(unknownItem).client, 42)).rejects.toThrow();
  });
});

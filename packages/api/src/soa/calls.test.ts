import { describe, expect, it, vi } from 'vitest';
import { soaDisclaimersFromResponse } from '@meridian/domain';
import { createApiClient } from '../core/client';
import { ApiError } from '../core/errors';
import {
  createClientInvite,
  deleteClientInvite,
  getSoaRules,
  searchCarrierPlanGeography,
  sendEnhancedSoaInvite,
  soaPdfPath,
} from './calls';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function clientAnswering(status: number, answer: unknown) {
  const sent: Array<{ path: string; method: string; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      path: new URL(String(input), 'http://x').pathname,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return json(status, answer);
  });
  const client = createApiClient({
    session: { read: () => ({ user_id: 7, access_token: 'A', refresh_token: 'R' }), write: () => {}, clear: () => {} },
    fetch,
  });
  return { client, sent };
}

describe('given the scope of appointment calls', () => {
  it('when a face-to-face invite is made then it posts clientInvite and answers the signing link', async () => {
    const { client, sent } = clientAnswering(200, {
      success: '1',
      message: 'SOA successfully sent',
      soa_id: 3,
      client_invite_id: 4,
      remote_invite_url: 'https://m.example/client/soa/#t',
    });
    const answer = await createClientInvite(client, {
      lead_id: 42,
      mode: 'f2f',
      aptDate: '12/01/2026',
      contactMethod: 'Walk in',
      agentSignature: 'Marcus Bell',
    });
    expect(answer.remote_invite_url).toBe('https://m.example/client/soa/#t');
    expect(sent[0]).toMatchObject({ path: '/api/clientInvite', method: 'POST', body: { lead_id: 42, mode: 'f2f' } });
  });

  it('when a refusal answers success 0 then the call resolves with its message (the dialog shows it)', async () => {
    const { client } = clientAnswering(200, { success: '0', message: 'No', agent_phone_missing: true });
    expect(await createClientInvite(client, { lead_id: 1, mode: 'remote' })).toEqual({
      success: '0',
      message: 'No',
      agent_phone_missing: true,
    });
  });

  it('when the Enhanced invite, a revoke and the rules are asked for then each goes to its path', async () => {
    const { client, sent } = clientAnswering(200, { success: '1', message: '', soa_ids: [9] });
    await sendEnhancedSoaInvite(client, {
      self_service_email_requestor_user_id: 7,
      lead_id_list: [42],
      self_service_email_template_type_id: 5,
      self_service_email_process_type_id: 5,
      esignature_id: 3,
      agent_custom_message: '',
    });
    await deleteClientInvite(client, 4).catch(() => undefined);
    await getSoaRules(client).catch(() => undefined);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /api/SelfServiceEmailControl/send',
      'GET /api/clientInvite/4/delete',
      'GET /api/soa/rules',
    ]);
    expect(soaPdfPath(12)).toBe('soa/12/pdf/');
  });

  it('when the disclaimers answer then the plan-year keys survive for soaDisclaimersFromResponse', async () => {
    const { client } = clientAnswering(200, {
      success: '1',
      message: '',
      '2027': { email_disclaimer_text_with_counts: 'B' },
      '2026': { email_disclaimer_text_with_counts: 'A' },
    });
    const answer = await searchCarrierPlanGeography(client, { criteria: { lead_id: { type: 'simple', value: [42] } } });
    expect(soaDisclaimersFromResponse(answer)).toEqual([
      { plan_year: '2026', email_disclaimer_text_with_counts: 'A' },
      { plan_year: '2027', email_disclaimer_text_with_counts: 'B' },
    ]);
  });

  it('when an answer is malformed then the call rejects with an ApiError', async () => {
    const { client } = clientAnswering(200, { success: 'yes' });
    await expect(getSoaRules(client)).rejects.toBeInstanceOf(ApiError);
  });
});

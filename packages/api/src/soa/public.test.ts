import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../core/errors';
import { getSoaSigningRecord, signSoa } from './public';

const TOKEN = 's'.repeat(43);
const RECORD = {
  success: true,
  account_business_name: 'Demo Agency',
  agent_name: 'Marcus Bell',
  client_name: 'Ruth Alvarez',
  appointment_date: '12/15/2026',
  contact_method: 'Email',
  expires_at: '2027-01-24T12:00:00.000Z',
};

function fetchAnswering(status: number, answer: unknown) {
  const sent: Array<{ url: string; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch, sent };
}

describe('given the SOA signing page calls', () => {
  it('when the page reads and signs then the token travels in the body, never the URL', async () => {
    const { fetch, sent } = fetchAnswering(200, RECORD);
    expect(await getSoaSigningRecord(TOKEN, { fetch })).toEqual(RECORD);
    const signed = fetchAnswering(200, { success: true, message: 'ok', signed_at: '2026-11-26T15:30:00.000Z' });
    await signSoa({ token: TOKEN, product_types: ['part_d'], signer_name: 'Ruth Alvarez' }, { fetch: signed.fetch });
    expect([...sent, ...signed.sent].map((s) => new URL(s.url, 'http://x').pathname)).toEqual([
      '/api/public/soa/record',
      '/api/public/soa/sign',
    ]);
    expect([...sent, ...signed.sent].every((s) => !s.url.includes(TOKEN))).toBe(true);
    expect(signed.sent[0]!.body).toEqual({ token: TOKEN, product_types: ['part_d'], signer_name: 'Ruth Alvarez' });
  });

  it('when the link is used then the call rejects with the server message and status', async () => {
    const { fetch } = fetchAnswering(409, {
      success: false,
      message: 'This Scope of Appointment has already been signed. Thank you.',
    });
    await expect(getSoaSigningRecord(TOKEN, { fetch })).rejects.toMatchObject({
      constructor: ApiError,
      status: 409,
      message: 'This Scope of Appointment has already been signed. Thank you.',
    });
  });
});

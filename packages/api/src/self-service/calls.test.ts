import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../core/client';
import { ApiError } from '../core/errors';
import { clientTokenFromHash, createClientLink, getClientRecord, updateClientRecord } from './calls';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const TOKEN = 'k'.repeat(43);
const RECORD = {
  success: true,
  account_business_name: 'Demo Agency',
  agent_name: 'Marcus Bell',
  can_update: true,
  expires_at: '2027-01-24T12:00:00.000Z',
  lead: { fname: 'Ruth', lname: 'Alvarez', dob: '04/12/1956', phones: [], emails: [], addresses: [] },
};

/** A fake fetch answering `answer`, recording each request's URL, method and body. */
function fetchAnswering(status: number, answer: unknown) {
  const sent: Array<{ url: string; method: string; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return json(status, answer);
  });
  return { fetch, sent };
}

describe('given the client self-service calls', () => {
  it('when an agent makes a link then it is POST lead/{id}/clientLink/ with a bearer token', async () => {
    const { fetch, sent } = fetchAnswering(200, {
      success: true,
      url: `https://meridian.example/client/#${TOKEN}`,
      expires_at: '2027-01-24T12:00:00.000Z',
    });
    const client = createApiClient({
      session: {
        read: () => ({ user_id: 7, access_token: 'A', refresh_token: 'R' }),
        write: () => {},
        clear: () => {},
      },
      fetch,
    });
    expect((await createClientLink(client, 42)).url).toContain('/client/#');
    expect(sent[0]).toMatchObject({ method: 'POST' });
    expect(new URL(sent[0]!.url, 'http://x').pathname).toBe('/api/lead/42/clientLink/');
  });

  it('when the page reads and saves then the token travels in the body, never the URL', async () => {
    const { fetch, sent } = fetchAnswering(200, RECORD);
    expect(await getClientRecord(TOKEN, { fetch })).toEqual(RECORD);
    await updateClientRecord({ token: TOKEN, fname: 'Ruthie' }, { fetch });
    expect(sent.map((s) => new URL(s.url, 'http://x').pathname)).toEqual([
      '/api/public/client/record',
      '/api/public/client/update',
    ]);
    expect(sent.every((s) => !s.url.includes(TOKEN))).toBe(true);
    expect(sent[1]!.body).toEqual({ token: TOKEN, fname: 'Ruthie' });
  });

  it('when the server refuses then the call rejects with its message and status', async () => {
    const { fetch } = fetchAnswering(410, { success: false, message: 'This link has expired.' });
    const refusal = await getClientRecord(TOKEN, { fetch }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ message: 'This link has expired.', status: 410 });
  });

  it.each([
    [`#${TOKEN}`, TOKEN],
    ['#a%2Db', 'a-b'],
    ['', ''],
  ])('reads the token from the fragment %j', (hash, token) => {
    expect(clientTokenFromHash(hash)).toBe(token);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../core/client';
import { ApiError } from '../core/errors';
import { getSignedSoaPdf } from './signed-pdf';

const session = {
  read: () => ({ user_id: 7, access_token: 'A', refresh_token: 'R' }),
  write: () => {},
  clear: () => {},
};

describe('given the signed SOA PDF call', () => {
  it('when the server answers a PDF then the call answers its bytes, asked with the bearer token', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 test');
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const client = createApiClient({ session, fetch });
    const blob = await getSignedSoaPdf(client, 12);
    expect(Array.from(new Uint8Array(await blob.arrayBuffer()))).toEqual(Array.from(bytes));
    const [input, init] = fetch.mock.calls[0]!;
    expect(new URL(String(input), 'http://x').pathname).toBe('/api/soa/12/pdf/');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer A');
  });

  it('when the SOA is not reachable then the call rejects with the 404', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: false, message: 'Not found' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const refusal = await getSignedSoaPdf(createApiClient({ session, fetch }), 12).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 404, message: 'Not found' });
  });
});

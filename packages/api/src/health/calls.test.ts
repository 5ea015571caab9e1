import { describe, expect, it, vi } from 'vitest';
import { ApiError, getHealth } from '..';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('getHealth', () => {
  it('when the server answers the contract then it returns it', async () => {
    const fetch = fakeFetch(200, { status: 'ok', db: 'pglite' });
    await expect(getHealth({ baseUrl: 'http://x', fetch })).resolves.toEqual({ status: 'ok', db: 'pglite' });
    expect(fetch).toHaveBeenCalledWith('http://x/api/health', expect.anything());
  });

  it('when the answer is malformed then it rejects with a typed ApiError naming the call and field', async () => {
    const error = await getHealth({ fetch: fakeFetch(200, { status: 'ok', db: 'mysql' }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ call: 'getHealth', message: expect.stringContaining('db') });
  });

  it('when the server fails then it rejects with the status', async () => {
    await expect(getHealth({ fetch: fakeFetch(503, {}) })).rejects.toMatchObject({ status: 503 });
  });
});

import { vi } from 'vitest';
import { createApiClient, type ApiClient } from '../core/client';

/** One request as the fake fetch saw it: `query` leaves out the cache buster and is absent when empty. */
export interface SentRequest {
  method: string;
  path: string;
  query?: Record<string, string>;
  body: unknown;
}

/** A JSON answer; 204 has no body. */
const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * A client signed in as user 7 whose every call answers `answer` with `status`, recording each
 * request in `sent`: the fake fetch for unit-testing the calls' own logic (path, method, body,
 * decoding and errors), never product behaviour.
 */
export function answeringClient(answer: unknown, status = 200): { client: ApiClient; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    const entries = [...url.searchParams].filter(([key]) => key !== 'noCache');
    sent.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      ...(entries.length ? { query: Object.fromEntries(entries) } : {}),
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

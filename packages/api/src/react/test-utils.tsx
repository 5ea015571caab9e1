import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createApiClient } from '../core/client';
import { ApiProvider } from './core';

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** An answer, or a function of the request body (and query) that answers (for a server with state). */
export type FakeRoute = FakeAnswer | ((body: unknown, query: URLSearchParams) => FakeAnswer);

/**
 * A fake server for the hooks' tests: `routes` by 'METHOD path' (path without /api/ and query);
 * every call is recorded in `calls` in that form, with its JSON body in `bodies`. `wrapper` gives
 * the hooks a fresh SWR cache and the client.
 */
export function fakeHookServer(routes: Record<string, FakeRoute>) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\//, '')}`;
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push(key);
    bodies.push(body);
    const route = routes[key];
    const answer = (typeof route === 'function' ? route(body, url.searchParams) : route) ?? {
      status: 404,
      body: { success: false, message: `No route for ${key}` },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createApiClient({
    session: { read: () => ({ user_id: 7, access_token: 'a', refresh_token: 'r' }), write: () => {}, clear: () => {} },
    fetch,
    lock: (_name, fn) => fn(),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </SWRConfig>
  );
  return { calls, bodies, wrapper };
}

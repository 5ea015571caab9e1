// Test helpers for the portal's feature components: a fake API behind the real client, and the
// providers a screen needs (theme, toasts, a fresh SWR cache, a router). Used by notices and dialer tests.
import { createApiClient, type ApiClient, type UserDetails } from '@meridian/api';
import { ApiProvider } from '@meridian/api/react';
import { ThemeProvider, ToastProvider } from '@meridian/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';

// jsdom lacks APIs Radix calls; real browsers (the e2e tests) have them.
if (!('ResizeObserver' in window)) {
  Object.assign(window, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}
HTMLElement.prototype.hasPointerCapture ??= () => false;
HTMLElement.prototype.releasePointerCapture ??= () => {};
HTMLElement.prototype.scrollIntoView ??= () => {};

export const TEST_USER: UserDetails = {
  user_id: 7,
  fname: 'Marcus',
  lname: 'Bell',
  account_id: 3,
  role_name: 'Agent',
} as UserDetails;

/** The `useSession()` a test renders with (mock the session module to return it). */
export function testSession(user: UserDetails = TEST_USER) {
  return { user, permissions: new Set<string>(), hasPermission: () => false, logout: async () => {} };
}

export interface FakeRequest {
  method: string;
  /** Under /api/, without the query: `user/7/userNotice/search`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type FakeAnswer = { status?: number; body?: unknown } | undefined;
export type FakeRoute = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A fake server: `routes` maps `'METHOD path'` to an answer. Unknown calls answer 404. Every
 * request is recorded in `calls`.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer = route ? await route(request) : { status: 404, body: { success: false, message: 'Not found' } };
    const status = answer?.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer?.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client: ApiClient = createApiClient({
    session: { read: () => ({ user_id: TEST_USER.user_id, access_token: 'a', refresh_token: 'r' }), write: () => {}, clear: () => {} },
    fetch,
    lock: (_name, fn) => fn(),
  });
  return { client, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

/** Shows where the router is and the navigation state it carries. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

/** Renders `ui` with the portal's providers around it, at `path` (with navigation `state`). */
export function renderWithPortal(ui: ReactElement, { client, path = '/lead/42', state }: { client: ApiClient; path?: string; state?: unknown }) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider>
      <ToastProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
          <ApiProvider client={client}>
            <MemoryRouter initialEntries={[{ pathname: path, state }]}>
              <Routes>
                <Route path="*" element={children} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </ApiProvider>
        </SWRConfig>
      </ToastProvider>
    </ThemeProvider>
  );
  return { user: userEvent.setup(), ...render(ui, { wrapper }) };
}

/** axe violations of the page (colour contrast cannot be measured in jsdom). */
export async function axeViolations(context: Element = document.body) {
  const results = await axe.run(context, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

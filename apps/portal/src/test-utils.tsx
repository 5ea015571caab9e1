// Test helpers for the portal's screens: a fake server behind the real API client (so every
// answer passes the wire contract), the providers a screen needs (theme, toasts, a fresh SWR
// cache, the shell dialogs, a router) and a session to mock `useSession` with. The browser-API
// stand-ins jsdom needs come from the shared Vitest setup.
import { renderNewLeadForForm } from './features/leads';
import { NewLeadSlotProvider } from './shared/newLeadSlot';
import { createApiClient, type ApiClient, type UserDetails } from '@meridian/api';
import { ApiProvider } from '@meridian/api/react';
import { SHELL_MESSAGES } from '@meridian/domain';
import { ThemeProvider, ToastProvider } from '@meridian/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { expect } from 'vitest';
import type { Session } from './session/SessionProvider';
import { ShellDialogsProvider, useShellDialogs } from './shell/ShellDialogs';

export const AGENT: UserDetails = {
  user_id: 7,
  account_id: 3,
  fname: 'Marcus',
  lname: 'Bell',
  role_name: 'Agent',
} as UserDetails;
export const ADMIN: UserDetails = {
  user_id: 5,
  account_id: 3,
  fname: 'Dana',
  lname: 'Whitfield',
  role_name: 'Admin',
} as UserDetails;

/** The `useSession()` a test renders with (mock the session module to return it). */
export function testSession(user: UserDetails = AGENT, permissions: readonly string[] = []): Session {
  const set = new Set(permissions);
  return { user, permissions: set, hasPermission: (p) => set.has(p), logout: async () => {} };
}

export interface FakeRequest {
  method: string;
  /** Under /api/, without the query: `lead/search/`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type FakeAnswer = { status?: number; body?: unknown } | undefined;
export type FakeRoute = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** A fake server: `routes` maps `'METHOD path'` to an answer; unknown calls answer 404. Every request is recorded. */
export function fakeApi(routes: Record<string, FakeRoute>, user: UserDetails = AGENT) {
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
    const answer = route
      ? await route(request)
      : { status: 404, body: { success: false, message: `No route for ${request.method} ${request.path}` } };
    const status = answer?.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer?.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client: ApiClient = createApiClient({
    session: {
      read: () => ({ user_id: user.user_id, access_token: 'a', refresh_token: 'r' }),
      write: () => {},
      clear: () => {},
    },
    fetch,
    lock: (_name, fn) => fn(),
  });
  return {
    client,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** Shows where the router is (path and query, with its navigation state) and which shell dialog is open. */
function Probe() {
  const location = useLocation();
  const dialogs = useShellDialogs();
  return (
    <>
      <span
        data-testid="location"
        data-state={JSON.stringify(location.state ?? null)}
      >{`${location.pathname}${location.search}`}</span>
      <span data-testid="shell-dialog">{dialogs.current ?? ''}</span>
    </>
  );
}

/** Renders `ui` with the portal's providers around it, at `path` (with navigation `state`). */
export function renderWithPortal(
  ui: ReactElement,
  { client, path = '/', state }: { client: ApiClient; path?: string; state?: unknown },
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider>
      <ToastProvider>
        <SWRConfig
          value={{
            provider: () => new Map(),
            dedupingInterval: 0,
            shouldRetryOnError: false,
            revalidateOnFocus: false,
          }}
        >
          <ApiProvider client={client}>
            <MemoryRouter
              initialEntries={[
                { pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
              ]}
            >
              <ShellDialogsProvider>
                <NewLeadSlotProvider value={renderNewLeadForForm}>
                  <Routes>
                    <Route path="*" element={children} />
                  </Routes>
                  <Probe />
                </NewLeadSlotProvider>
              </ShellDialogsProvider>
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
  const results = await axe.run(context, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * The unsaved-changes question (@meridian/ui's guard), found by its role and the spec's message.
 * Its buttons are matched by either wording (Discard / Keep editing, or the older Yes / No), so a
 * change of labels is one change here.
 */
export async function findDiscardQuestion() {
  const message = await screen.findByText(SHELL_MESSAGES.unsavedContent);
  const question = message.closest<HTMLElement>('[role="alertdialog"], [role="dialog"]');
  if (!question) throw new Error('The unsaved-changes message is not inside a dialog');
  return question;
}

const DISCARD = /^(Discard|Yes)$/;
const KEEP_EDITING = /^(Keep editing|No)$/;

/** The question's "Keep editing" button (focused when it opens). */
export const keepEditingButton = async () =>
  within(await findDiscardQuestion()).getByRole('button', { name: KEEP_EDITING });

/** The question's "Discard" button. */
export const discardButton = async () => within(await findDiscardQuestion()).getByRole('button', { name: DISCARD });

/** Waits until the question is gone. */
export const discardQuestionClosed = () =>
  waitFor(() => expect(screen.queryByText(SHELL_MESSAGES.unsavedContent)).not.toBeInTheDocument());

/** Answers the question with "Keep editing" and waits for it to close. */
export async function keepEditing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await keepEditingButton());
  await discardQuestionClosed();
}

/** Answers the question with "Discard" and waits for it to close. */
export async function discardChanges(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await discardButton());
  await discardQuestionClosed();
}

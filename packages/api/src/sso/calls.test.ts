import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../core/client';
import { getPlanExplorerAccess, requestExternalSso } from './calls';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function clientAnswering(answer: unknown, status = 200) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    sent.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
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

const handOff = {
  success: true,
  url: 'https://planexplorer.example/sso',
  method: 'POST',
  hash: 'h',
  user_id: 7,
  login: 'demoagent',
  RelayState: 'https://planexplorer.example/sso',
  SAMLResponse: 's.t',
};

describe('given the single sign-on calls (spec 02 §7.3)', () => {
  it('when requestExternalSso is called then it posts the target to externalSSO/ and answers the hand-off fields', async () => {
    const { client, sent } = clientAnswering({ ...handOff, extra: 'dropped' });
    expect(await requestExternalSso(client, { target: 'cms_check', quicklink_id: 2 })).toEqual(handOff);
    expect(sent).toEqual([
      { method: 'POST', path: '/api/externalSSO/', body: { target: 'cms_check', quicklink_id: 2 } },
    ]);
  });

  it('when the hand-off lacks a field then the call rejects with an ApiError naming it', async () => {
    const { client } = clientAnswering({ ...handOff, SAMLResponse: undefined });
    await expect(requestExternalSso(client, { target: 'plan_explorer' })).rejects.toMatchObject({
      name: 'ApiError',
      call: 'requestExternalSso',
    });
  });

  it.each(['True', 'False'] as const)(
    "when the access check answers '%s' then getPlanExplorerAccess gives it back",
    async (access) => {
      const { client, sent } = clientAnswering({ success: true, plan_explorer_access: access });
      expect((await getPlanExplorerAccess(client, 7)).plan_explorer_access).toBe(access);
      expect(sent).toEqual([{ method: 'GET', path: '/api/user/7/planExplorerAccess', body: undefined }]);
    },
  );

  it('when the access check answers anything else then it rejects', async () => {
    const { client } = clientAnswering({ plan_explorer_access: 'yes' });
    await expect(getPlanExplorerAccess(client, 7)).rejects.toMatchObject({
      name: 'ApiError',
      call: 'getPlanExplorerAccess',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { getPlanExplorerAccess, requestExternalSso } from './calls';
import { answeringClient } from '../test-fixtures';

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
    const { client, sent } = answeringClient({ ...handOff, extra: 'dropped' });
    expect(await requestExternalSso(client, { target: 'cms_check', quicklink_id: 2 })).toEqual(handOff);
    expect(sent).toEqual([
      { method: 'POST', path: '/api/externalSSO/', body: { target: 'cms_check', quicklink_id: 2 } },
    ]);
  });

  it('when the hand-off lacks a field then the call rejects with an ApiError naming it', async () => {
    const { client } = answeringClient({ ...handOff, SAMLResponse: undefined });
    await expect(requestExternalSso(client, { target: 'plan_explorer' })).rejects.toMatchObject({
      name: 'ApiError',
      call: 'requestExternalSso',
    });
  });

  it.each(['True', 'False'] as const)(
    "when the access check answers '%s' then getPlanExplorerAccess gives it back",
    async (access) => {
      const { client, sent } = answeringClient({ success: true, plan_explorer_access: access });
      expect((await getPlanExplorerAccess(client, 7)).plan_explorer_access).toBe(access);
      expect(sent).toEqual([{ method: 'GET', path: '/api/user/7/planExplorerAccess', body: undefined }]);
    },
  );

  it('when the access check answers anything else then it rejects', async () => {
    const { client } = answeringClient({ plan_explorer_access: 'yes' });
    await expect(getPlanExplorerAccess(client, 7)).rejects.toMatchObject({
      name: 'ApiError',
      call: 'getPlanExplorerAccess',
    });
  });
});

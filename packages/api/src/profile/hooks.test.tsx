import { PROFILE_MESSAGES } from '@meridian/domain';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHookServer, type FakeAnswer } from '../react/test-utils';
import { AGENT_DETAILS } from '../test-fixtures';
import { useSaveProfile } from './hooks';

/** A fake server answering the profile calls; every call is recorded as 'METHOD path'. */
function setup(answers: Record<string, FakeAnswer> = {}) {
  const { calls, wrapper } = fakeHookServer({
    'POST userCredentials/9/changePassword': { body: { success: true, message: 'Your password has been changed.' } },
    'GET user/7/phone/12/delete/': { body: { success: true } },
    'GET user/7/email/21/delete/': { body: { success: true } },
    'POST user/7': {
      body: {
        ...AGENT_DETAILS,
        success: true,
        phone_dialer_provider_active: '0',
        phone_dialer_provider_behavior_type_id: 1,
      },
    },
    'GET user/7': { body: AGENT_DETAILS },
    ...answers,
  });
  const { result } = renderHook(() => useSaveProfile(AGENT_DETAILS), { wrapper });
  return { calls, result };
}

const PAYLOAD = {
  fname: 'Marcus',
  lname: 'Bell',
  gender: 'm',
  company: 'X',
  npn: '1',
  phones: [],
  emails: [],
  addresses: [],
};

describe('given useSaveProfile (spec 02 §4.4)', () => {
  it('when password and profile change then it runs password → contact deletes → update → ACL reload, in that order', async () => {
    const { calls, result } = setup();
    let passwordTold = false;
    await act(async () => {
      const saved = await result.current.trigger({
        password: { current: 'Old#2026pass', new_password: 'New#2026pass' },
        profile: {
          deletions: [
            { kind: 'phone', id: 12 },
            { kind: 'email', id: 21 },
          ],
          payload: PAYLOAD as never,
        },
        onPasswordChanged: () => (passwordTold = true),
      });
      expect(saved.passwordChanged).toBe(true);
      expect(saved.profile?.company).toBe('Demo Agency');
    });
    expect(passwordTold).toBe(true);
    expect(calls).toEqual([
      'POST userCredentials/9/changePassword',
      'GET user/7/phone/12/delete/',
      'GET user/7/email/21/delete/',
      'POST user/7',
      'GET user/7',
    ]);
  });

  it('when the current password is wrong then the server message rejects and nothing else is sent', async () => {
    const { calls, result } = setup({
      'POST userCredentials/9/changePassword': {
        status: 400,
        body: { success: false, message: PROFILE_MESSAGES.currentPasswordIncorrect },
      },
    });
    await act(async () => {
      await expect(
        result.current.trigger({
          password: { current: 'wrong', new_password: 'New#2026pass' },
          profile: { deletions: [{ kind: 'phone', id: 12 }], payload: PAYLOAD as never },
        }),
      ).rejects.toThrow(PROFILE_MESSAGES.currentPasswordIncorrect);
    });
    expect(calls).toEqual(['POST userCredentials/9/changePassword']);
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/errors';
import { fakeHookServer, type FakeAnswer } from '../react/test-utils';
import { useUserSettings } from '../user/hooks';
import { useSaveDialerSettings } from './hooks';

function setup(save: FakeAnswer) {
  const server = fakeHookServer({
    'GET user/7/settings': {
      body: { user_id: 7, phone_dialer_provider_active: '1', phone_dialer_provider_behavior_type_id: 3 },
    },
    'POST user/7': save,
  });
  const { result } = renderHook(() => ({ settings: useUserSettings(7), save: useSaveDialerSettings(7) }), {
    wrapper: server.wrapper,
  });
  return { ...server, result };
}

describe('given useSaveDialerSettings (spec 01 §4 Phone dialer)', () => {
  it('when the settings are saved then the user’s settings hold what the server saved, without reading them again', async () => {
    const { bodies, calls, result } = setup({
      body: { success: true, phone_dialer_provider_active: '1', phone_dialer_provider_behavior_type_id: 2 },
    });
    await waitFor(() => expect(result.current.settings.data).toBeDefined());
    await act(async () => {
      await result.current.save.trigger({ phone_dialer_provider_behavior_type_id: 2 });
    });
    expect(bodies[calls.indexOf('POST user/7')]).toEqual({ phone_dialer_provider_behavior_type_id: 2 });
    expect(result.current.settings.data).toEqual({
      user_id: 7,
      phone_dialer_provider_active: '1',
      phone_dialer_provider_behavior_type_id: 2,
    });
    expect(calls.filter((c) => c === 'GET user/7/settings')).toHaveLength(1);
  });

  it('when the server refuses then trigger rejects with its message and the settings stay', async () => {
    const { result } = setup({ status: 400, body: { success: false, message: 'The dialer is off for this account.' } });
    await waitFor(() => expect(result.current.settings.data).toBeDefined());
    await act(async () => {
      await expect(result.current.save.trigger({ phone_dialer_provider_active: '0' })).rejects.toThrow(ApiError);
    });
    expect(result.current.settings.data?.phone_dialer_provider_active).toBe('1');
  });
});

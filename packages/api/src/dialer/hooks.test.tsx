import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/errors';
import { fakeHookServer, type FakeAnswer } from '../react/test-utils';
import { useUserSettings } from '../user/hooks';
import { useLeadCompliance } from '../leads/hooks';
import { LEAD_COMPLIANCE } from '../test-fixtures';
import { usePlacePhoneCall, useSaveDialerSettings } from './hooks';

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

describe('given usePlacePhoneCall (spec 01 §4 Phone dialer)', () => {
  it('when a lead is called through the provider then its compliance checklist is read again', async () => {
    const server = fakeHookServer({
      'GET lead/42/compliance/': { body: LEAD_COMPLIANCE },
      'POST PhoneDialerProvider/phoneCall': { body: { success: true, message: 'Calling', call_id: '5' } },
    });
    const { result } = renderHook(() => ({ compliance: useLeadCompliance(42), call: usePlacePhoneCall() }), {
      wrapper: server.wrapper,
    });
    await waitFor(() => expect(result.current.compliance.data).toBeDefined());
    await act(async () => {
      const answer = await result.current.call.trigger({ callee_phone_number: '3125550142', lead_id: 42, user_id: 7 });
      expect(answer.call_id).toBe('5');
    });
    expect(server.calls.filter((c) => c === 'GET lead/42/compliance/')).toHaveLength(2);
    expect(server.calls.indexOf('POST PhoneDialerProvider/phoneCall')).toBeLessThan(
      server.calls.lastIndexOf('GET lead/42/compliance/'),
    );
  });

  it('when the provider refuses then trigger rejects and nothing is read again', async () => {
    const server = fakeHookServer({
      'GET lead/42/compliance/': { body: LEAD_COMPLIANCE },
      'POST PhoneDialerProvider/phoneCall': { status: 424, body: { success: false, message: 'Not connected' } },
    });
    const { result } = renderHook(() => ({ compliance: useLeadCompliance(42), call: usePlacePhoneCall() }), {
      wrapper: server.wrapper,
    });
    await waitFor(() => expect(result.current.compliance.data).toBeDefined());
    await act(async () => {
      await expect(
        result.current.call.trigger({ callee_phone_number: '3125550142', lead_id: 42, user_id: 7 }),
      ).rejects.toThrow('Not connected');
    });
    expect(server.calls.filter((c) => c === 'GET lead/42/compliance/')).toHaveLength(1);
  });
});

import { getDialerAuthSettings, listDialerBehaviorTypes } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import useSWR from 'swr';

/** Where the set-up page lives; a failed provider call lands there with the provider's message. */
export const PHONE_DIALER_SETUP_PATH = '/integration/phone-dialer-setup';

/** What the set-up page receives in navigation state. */
export interface PhoneDialerSetupState {
  message: string;
  /** The path the call was placed from (the provider's connect flow returns there). */
  from: string;
}

/** `GET PhoneDialerProvider/listBehaviorTypes/`: 1 browser default, 2 provider, 3 ask each time. */
export function useDialerBehaviorTypes() {
  const client = useApiClient();
  return useSWR('dialerBehaviorTypes', () => listDialerBehaviorTypes(client), { revalidateOnFocus: false });
}

/** `GET PhoneDialerProvider/authSettings`: the provider's name and host, and whether the user's account is connected. */
export function useDialerAuthSettings(currentRoute: string) {
  const client = useApiClient();
  return useSWR(['dialerAuthSettings', currentRoute], () => getDialerAuthSettings(client, currentRoute), { revalidateOnFocus: false });
}

/** The message of any failure, for toasts and banners. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

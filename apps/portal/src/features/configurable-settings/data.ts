import { canSendText, getCommunicationPreferences, searchSelfServiceConfig } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import useSWR from 'swr';

export const selfServiceConfigKey = (userId: number) => ['selfServiceConfig', userId] as const;
export const communicationPreferencesKey = (userId: number) => ['communicationPreferences', userId] as const;
export const CAN_SEND_TEXT_KEY = 'canSendText';

/** The user's self-service options 3 to 6 (`POST selfServiceConfig/search/`). */
export function useSelfServiceConfig(userId: number) {
  const client = useApiClient();
  return useSWR(selfServiceConfigKey(userId), async () => (await searchSelfServiceConfig(client, userId)).result, { revalidateOnFocus: false });
}

/** Every notification type with the user's email and text choices. */
export function useCommunicationPreferences(userId: number) {
  const client = useApiClient();
  return useSWR(communicationPreferencesKey(userId), async () => (await getCommunicationPreferences(client, userId)).communication_preferences, {
    revalidateOnFocus: false,
  });
}

/** Whether texts can reach the user, where, and why not (`GET CommunicationPreference/canSendText`). */
export function useCanSendText() {
  const client = useApiClient();
  return useSWR(CAN_SEND_TEXT_KEY, () => canSendText(client), { revalidateOnFocus: false });
}

/** The message of any failure, for the tabs' banners. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

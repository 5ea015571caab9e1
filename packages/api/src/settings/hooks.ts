import useSWR from 'swr';
import { canSendText, getCommunicationPreferences, searchSelfServiceConfig } from './calls';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';

/** The user's self-service options 3 to 6 (`POST selfServiceConfig/search/`). */
export function useSelfServiceConfig(userId: number) {
  const client = useApiClient();
  return useSWR(apiKeys.selfServiceConfig(userId), async () => (await searchSelfServiceConfig(client, userId)).result);
}

/** Every notification type with the user's email and text choices. */
export function useCommunicationPreferences(userId: number) {
  const client = useApiClient();
  return useSWR(
    apiKeys.communicationPreferences(userId),
    async () => (await getCommunicationPreferences(client, userId)).communication_preferences,
  );
}

/** Whether texts can reach the user, where, and why not (`GET CommunicationPreference/canSendText`). */
export function useCanSendText() {
  const client = useApiClient();
  return useSWR(apiKeys.canSendText(), () => canSendText(client));
}

import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';
import { createClientLink } from './calls';

/**
 * Makes a client self-service link for a lead (`POST lead/{lead_id}/clientLink/`): `trigger()`
 * answers the link and its expiry; each call makes a new link (older ones stay valid until they expire).
 */
export function useCreateClientLink(leadId: number) {
  const client = useApiClient();
  return useSWRMutation(apiKeys.createClientLink(leadId), () => createClientLink(client, leadId), {
    populateCache: false,
    revalidate: false,
    throwOnError: true,
  });
}

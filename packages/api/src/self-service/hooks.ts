import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';
import { createClientLink, getLiveClientLink, revokeClientLink } from './calls';

/**
 * Makes a client self-service link for a lead (`POST lead/{lead_id}/clientLink/`): `trigger()`
 * answers the link and its expiry; each call makes a new link, which replaces the live one (the
 * live link is read again).
 */
export function useCreateClientLink(leadId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.createClientLink(leadId),
    async () => {
      const link = await createClientLink(client, leadId);
      await mutate(apiKeys.liveClientLink(leadId));
      return link;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/** The lead's live self-service link (`GET lead/{lead_id}/clientLink/`): null when none works. */
export function useLiveClientLink(leadId: number) {
  const client = useApiClient();
  return useSWR(apiKeys.liveClientLink(leadId), () => getLiveClientLink(client, leadId));
}

/** Revokes the lead's live link (`GET lead/{lead_id}/clientLink/{id}/delete`); the live link is read again. */
export function useRevokeClientLink(leadId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.revokeClientLink(leadId),
    async (_key: unknown, { arg }: { arg: number }) => {
      const answer = await revokeClientLink(client, leadId, arg);
      await mutate(apiKeys.liveClientLink(leadId));
      return answer;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

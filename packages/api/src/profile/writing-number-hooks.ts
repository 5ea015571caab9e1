import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';
import {
  addWritingNumber,
  deleteWritingNumbers,
  listCarrierProductTypes,
  searchCarriers,
  type WritingNumberAdd,
} from './writing-numbers';

/** The carriers of the Add Agent Writing Number dialog (`POST carrier/search/`), by full name. */
export function useCarriers() {
  const client = useApiClient();
  return useSWR(apiKeys.carriers(), async () => (await searchCarriers(client, { criteria: {} })).result);
}

/** The product types of a carrier with their active flag; nothing is fetched until a carrier is chosen. */
export function useCarrierProductTypes(carrierId: number | null | undefined) {
  const client = useApiClient();
  return useSWR(carrierId ? apiKeys.carrierProductTypes(carrierId) : null, () =>
    listCarrierProductTypes(client, carrierId as number),
  );
}

/**
 * Adds a writing number of the user (`POST usercarrier`) and refreshes their table. A refusal
 * (the duplicate's 409, a rule's 400) rejects `trigger` with the server's `ApiError`.
 */
export function useAddWritingNumber(userId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.addWritingNumber(userId),
    async (_key, { arg }: { arg: Omit<WritingNumberAdd, 'user_id'> }) => {
      const answer = await addWritingNumber(client, { ...arg, user_id: userId });
      await mutate(apiKeys.writingNumbers(userId));
      return answer;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/** Deletes writing numbers of the user (`POST usercarrier/deleteSelected`) and refreshes their table. */
export function useDeleteWritingNumbers(userId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.deleteWritingNumbers(userId),
    async (_key, { arg }: { arg: readonly number[] }) => {
      const answer = await deleteWritingNumbers(client, { user_carrier_ids: [...arg] });
      await mutate(apiKeys.writingNumbers(userId));
      return answer;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

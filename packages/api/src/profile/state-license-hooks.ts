import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';
import { addStateLicense, expireStateLicense, listStateLicenses, type StateLicenseAdd } from './state-licenses';

/** The user's state licenses (`GET user/{id}/stateLicenseNumber`), in force and expired, by state name. */
export function useStateLicenses(userId: number | null | undefined) {
  const client = useApiClient();
  return useSWR(userId ? apiKeys.stateLicenses(userId) : null, () => listStateLicenses(client, userId as number));
}

/**
 * Adds a license of the user (`POST stateLicenseNumber`) and refreshes their list. A refusal (a
 * license in force for the state: 409; a rule: 400 naming the field) rejects `trigger` with the `ApiError`.
 */
export function useAddStateLicense(userId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.addStateLicense(userId),
    async (_key, { arg }: { arg: Omit<StateLicenseAdd, 'user_id'> }) => {
      const answer = await addStateLicense(client, { ...arg, user_id: userId });
      await mutate(apiKeys.stateLicenses(userId));
      return answer;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/** Marks a license of the user expired today (`POST stateLicenseNumber/{state}/expire`) and refreshes the list. */
export function useExpireStateLicense(userId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.expireStateLicense(userId),
    async (_key, { arg: state }: { arg: string }) => {
      const answer = await expireStateLicense(client, userId, state);
      await mutate(apiKeys.stateLicenses(userId));
      return answer;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

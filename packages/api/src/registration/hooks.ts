import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';
import { buildRegistrationLink, listRegistrationLinks, revokeRegistrationLink } from './calls';
import type { RegistrationLinkRevoke } from './contract';

/** The account's current invitation links (`GET registration/links/account/{id}`); undefined waits. */
export function useRegistrationLinks(accountId: number | undefined) {
  const client = useApiClient();
  return useSWR(accountId === undefined ? null : apiKeys.registrationLinks(accountId), () =>
    listRegistrationLinks(client, accountId!),
  );
}

/** Builds an invitation link for a role, then reads the account's links again. Resolves with the whole link. */
export function useBuildRegistrationLink(accountId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.buildRegistrationLink(accountId),
    async (_key, { arg: roleId }: { arg: number }) => {
      const built = await buildRegistrationLink(client, accountId, roleId);
      await mutate(apiKeys.registrationLinks(accountId));
      return built;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/** Revokes an invitation link, then reads the account's links again; a refusal rejects with the `ApiError`. */
export function useRevokeRegistrationLink(accountId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.revokeRegistrationLink(accountId),
    async (_key, { arg }: { arg: RegistrationLinkRevoke }) => {
      const answer = await revokeRegistrationLink(client, accountId, arg);
      await mutate(apiKeys.registrationLinks(accountId));
      return answer;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

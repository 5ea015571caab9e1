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

/**
 * Builds an invitation link for a role (the role id, or `{ role_id, approval }` for a link whose
 * registrations wait for an admin's approval), then reads the account's links again. Resolves with the whole link.
 */
export function useBuildRegistrationLink(accountId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.buildRegistrationLink(accountId),
    async (_key, { arg }: { arg: number | { role_id: number; approval?: boolean } }) => {
      const { role_id, approval } = typeof arg === 'number' ? { role_id: arg, approval: false } : arg;
      const built = await buildRegistrationLink(client, accountId, role_id, { approval });
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

import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { getAccount, getAccountSettings, getUser, getUserSettings, type UserWithAccess } from './calls';
import type { Account, AccountSettings, UserSettings } from './contract';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';

/** `GET user/{id}` (with the permission headers when `returnAcl`); pass `undefined` to wait. */
export function useUser(
  userId: number | undefined,
  { returnAcl = false } = {},
  config?: SWRConfiguration<UserWithAccess, Error>,
) {
  const client = useApiClient();
  return useSWR(
    userId === undefined ? null : apiKeys.user(userId, returnAcl),
    () => getUser(client, userId!, { returnAcl }),
    config,
  );
}

export function useUserSettings(userId: number | undefined): SWRResponse<UserSettings, Error> {
  const client = useApiClient();
  return useSWR(userId === undefined ? null : apiKeys.userSettings(userId), () => getUserSettings(client, userId!));
}

export function useAccount(accountId: number | undefined): SWRResponse<Account, Error> {
  const client = useApiClient();
  return useSWR(accountId === undefined ? null : apiKeys.account(accountId), () => getAccount(client, accountId!));
}

export function useAccountSettings(accountId: number | undefined): SWRResponse<AccountSettings, Error> {
  const client = useApiClient();
  return useSWR(accountId === undefined ? null : apiKeys.accountSettings(accountId), () =>
    getAccountSettings(client, accountId!),
  );
}

import { createContext, createElement, useContext, type ReactNode } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { getAccount, getAccountSettings, getUser, getUserSettings, type UserWithAccess } from './calls';
import { getPlanExplorerAccess } from './calls/sso';
import type { ApiClient } from './client';
import type { PlanExplorerAccess } from './contract/sso';
import type { Account, AccountSettings, UserSettings } from './contract/user';
import { getHealth, type GetHealthOptions, type Health } from './health';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Makes one API client available to the hooks below it. */
export function ApiProvider({ client, children }: { client: ApiClient; children?: ReactNode }) {
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

/** The client given to the nearest ApiProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiProvider>');
  return client;
}

/** The server's health, refreshed by SWR. */
export function useHealth(options: GetHealthOptions = {}): SWRResponse<Health, Error> {
  return useSWR(['health', options.baseUrl ?? ''], () => getHealth(options));
}

/** `GET user/{id}` (with the permission headers when `returnAcl`); pass `undefined` to wait. */
export function useUser(userId: number | undefined, { returnAcl = false } = {}, config?: SWRConfiguration<UserWithAccess, Error>) {
  const client = useApiClient();
  return useSWR(userId === undefined ? null : ['user', userId, returnAcl], () => getUser(client, userId!, { returnAcl }), config);
}

export function useUserSettings(userId: number | undefined): SWRResponse<UserSettings, Error> {
  const client = useApiClient();
  return useSWR(userId === undefined ? null : ['userSettings', userId], () => getUserSettings(client, userId!));
}

export function useAccount(accountId: number | undefined): SWRResponse<Account, Error> {
  const client = useApiClient();
  return useSWR(accountId === undefined ? null : ['account', accountId], () => getAccount(client, accountId!));
}

export function useAccountSettings(accountId: number | undefined): SWRResponse<AccountSettings, Error> {
  const client = useApiClient();
  return useSWR(accountId === undefined ? null : ['accountSettings', accountId], () => getAccountSettings(client, accountId!));
}

/**
 * `GET user/{id}/planExplorerAccess`: whether the user menu offers Plan Explorer (only when the
 * answer is 'True'). Asked once per user; pass `undefined` to wait.
 */
export function usePlanExplorerAccess(userId: number | undefined): SWRResponse<PlanExplorerAccess, Error> {
  const client = useApiClient();
  return useSWR(userId === undefined ? null : ['planExplorerAccess', userId], () => getPlanExplorerAccess(client, userId!), { revalidateOnFocus: false });
}

import { createContext, createElement, useCallback, useContext, type ReactNode } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiClient } from '../core/client';
import { getHealth, type GetHealthOptions, type Health } from '../health';
import { apiKeys } from './keys';

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
  return useSWR(apiKeys.health(options.baseUrl ?? ''), () => getHealth(options));
}

/**
 * A function that reads every cached call again (each hook keeps its data until the new answer
 * arrives): what a page "reload" inside the app means, as on same-URL navigation.
 */
export function useRevalidateAll(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(() => true), [mutate]);
}

import { createContext, createElement, useContext, type ReactNode } from 'react';
import useSWR, { type SWRResponse } from 'swr';
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

import useSWR, { type SWRResponse } from 'swr';
import { getHealth, type GetHealthOptions, type Health } from './health';

/** The server's health, refreshed by SWR. */
export function useHealth(options: GetHealthOptions = {}): SWRResponse<Health, Error> {
  return useSWR(['health', options.baseUrl ?? ''], () => getHealth(options));
}

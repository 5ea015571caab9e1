import useSWR, { type SWRResponse } from 'swr';
import { getPlanExplorerAccess } from './calls';
import type { PlanExplorerAccess } from './contract';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';

/**
 * `GET user/{id}/planExplorerAccess`: whether the user menu offers Plan Explorer (only when the
 * answer is 'True'). Asked once per user; pass `undefined` to wait.
 */
export function usePlanExplorerAccess(userId: number | undefined): SWRResponse<PlanExplorerAccess, Error> {
  const client = useApiClient();
  return useSWR(userId === undefined ? null : apiKeys.planExplorerAccess(userId), () =>
    getPlanExplorerAccess(client, userId!),
  );
}

import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../react/core';
import { apiKeys, isKeyOf } from '../react/keys';
import { getLeadDispositions, recordLeadDisposition } from './calls';
import type { LeadDispositionCreate, LeadDispositionCreateAnswer, LeadDispositionEntry } from './contract';

/** `GET lead/{id}/disposition/`: the lead's dispositions, newest first; null waits. */
export function useLeadDispositions(leadId: number | null) {
  const client = useApiClient();
  return useSWR(leadId === null ? null : apiKeys.leadDispositions(leadId), () => getLeadDispositions(client, leadId!));
}

/**
 * Records a disposition on the lead: the recorded one goes first in the cached history, and the
 * lead (whose header shows the latest disposition) and the quick-search results are read again.
 * Rejects with the server's `ApiError` (a refused disposition or note names its field).
 */
export function useRecordLeadDisposition(leadId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.recordLeadDisposition(leadId),
    async (_key, { arg }: { arg: LeadDispositionCreate }): Promise<LeadDispositionCreateAnswer> => {
      const answer = await recordLeadDisposition(client, leadId, arg);
      const { success: _success, ...entry } = answer;
      await Promise.all([
        mutate<LeadDispositionEntry[]>(
          apiKeys.leadDispositions(leadId),
          (history) => [entry, ...(history ?? []).filter((e) => e.dispo_log_id !== entry.dispo_log_id)],
          { revalidate: true },
        ),
        mutate(isKeyOf(['lead', leadId])),
        mutate(isKeyOf(['leadSearch'])),
        mutate(isKeyOf(['leadDispositionCounts'])),
      ]);
      return answer;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

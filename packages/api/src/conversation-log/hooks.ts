import useSWR from 'swr';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';
import { getConversationLog } from './calls';

/**
 * `GET lead/{id}/conversationLog/`: the lead's time line, newest first. Its `mutate()` reads it
 * again; the lead page calls it when another panel's data changes (a note, a disposition, an SOA or
 * an appointment added), so the log follows the page.
 */
export function useConversationLog(leadId: number | undefined) {
  const client = useApiClient();
  return useSWR(leadId === undefined ? null : apiKeys.conversationLog(leadId), () =>
    getConversationLog(client, leadId!),
  );
}

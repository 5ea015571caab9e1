import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../react/core';
import { followJob } from '../react/follow';
import { apiKeys } from '../react/keys';
import { createLeadExport, getLeadExport } from './calls';
import type { LeadExport, LeadExportRequest } from './contract';

/** Queues a lead export; answers the new export (follow it with `useLeadExport`). */
export function useCreateLeadExport() {
  const client = useApiClient();
  return useSWRMutation(
    apiKeys.createLeadExport(),
    (_key, { arg }: { arg: LeadExportRequest }) => createLeadExport(client, arg),
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/** One export, read again every second (and through a server restart) until it is done, empty or failed; `null` waits. */
export function useLeadExport(leadExportId: number | null) {
  const client = useApiClient();
  return useSWR(
    leadExportId === null ? null : apiKeys.leadExport(leadExportId),
    () => getLeadExport(client, leadExportId!),
    followJob<LeadExport>(1_000, (latest) => latest.status !== 'queued' && latest.status !== 'running'),
  );
}

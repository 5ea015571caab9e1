import useSWR from 'swr';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';
import { getLeadApplications, getLeadCurrentPlans } from './calls';

/** `GET lead/{id}/currentPlan/`: the plans the lead has now; null waits. */
export function useLeadCurrentPlans(leadId: number | null) {
  const client = useApiClient();
  return useSWR(leadId === null ? null : apiKeys.leadCurrentPlans(leadId), () => getLeadCurrentPlans(client, leadId!));
}

/** `GET lead/{id}/application/`: the lead's applications; null waits. */
export function useLeadApplications(leadId: number | null) {
  const client = useApiClient();
  return useSWR(leadId === null ? null : apiKeys.leadApplications(leadId), () => getLeadApplications(client, leadId!));
}

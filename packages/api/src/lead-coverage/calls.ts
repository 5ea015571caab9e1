import type { ApiClient } from '../core/client';
import { LeadApplicationsStruct, LeadCurrentPlansStruct } from './contract';

/** `GET lead/{leadId}/currentPlan/`: the plans the lead has now, newest plan year first. */
export async function getLeadCurrentPlans(client: ApiClient, leadId: number) {
  return (
    await client.request({
      call: 'getLeadCurrentPlans',
      method: 'GET',
      path: `lead/${leadId}/currentPlan/`,
      struct: LeadCurrentPlansStruct,
    })
  ).data;
}

/** `GET lead/{leadId}/application/`: the lead's applications, newest submitted first. */
export async function getLeadApplications(client: ApiClient, leadId: number) {
  return (
    await client.request({
      call: 'getLeadApplications',
      method: 'GET',
      path: `lead/${leadId}/application/`,
      struct: LeadApplicationsStruct,
    })
  ).data;
}

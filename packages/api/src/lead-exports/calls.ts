import type { ApiClient } from '../core/client';
import { LeadExportStruct, type LeadExportRequest } from './contract';

/** `POST leadExport`: queues an export of the caller's leads; answers it (status 'queued'). */
export async function createLeadExport(client: ApiClient, body: LeadExportRequest) {
  return (
    await client.request({
      call: 'createLeadExport',
      method: 'POST',
      path: 'leadExport',
      body,
      struct: LeadExportStruct,
    })
  ).data;
}

/** `GET leadExport/{id}`: the export where it stands; once done with its CSV text. */
export async function getLeadExport(client: ApiClient, leadExportId: number) {
  return (
    await client.request({
      call: 'getLeadExport',
      method: 'GET',
      path: `leadExport/${leadExportId}`,
      struct: LeadExportStruct,
    })
  ).data;
}

import type { ApiClient } from '../core/client';
import {
  LeadDispositionCreateAnswerStruct,
  LeadDispositionHistoryStruct,
  type LeadDispositionCreate,
} from './contract';

/** `GET lead/{leadId}/disposition/`: the lead's dispositions, newest first, with who recorded them. */
export async function getLeadDispositions(client: ApiClient, leadId: number) {
  return (
    await client.request({
      call: 'getLeadDispositions',
      method: 'GET',
      path: `lead/${leadId}/disposition/`,
      struct: LeadDispositionHistoryStruct,
    })
  ).data;
}

/** `POST lead/{leadId}/disposition/`: records a disposition (it becomes the lead's latest) and answers it. */
export async function recordLeadDisposition(client: ApiClient, leadId: number, body: LeadDispositionCreate) {
  return (
    await client.request({
      call: 'recordLeadDisposition',
      method: 'POST',
      path: `lead/${leadId}/disposition/`,
      body,
      struct: LeadDispositionCreateAnswerStruct,
    })
  ).data;
}

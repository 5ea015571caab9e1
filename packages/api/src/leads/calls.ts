import type { ApiClient } from '../core/client';
import { array, create } from 'superstruct';
import {
  ContactPermissionHistoryAnswerStruct,
  LeadComplianceStruct,
  LeadContactDeleteAnswerStruct,
  LeadDispositionCountsStruct,
  LeadDuplicateStruct,
  LeadLastUpdatedStruct,
  LeadSaveAnswerStruct,
  LeadSearchAnswerStruct,
  LeadStruct,
  NewLeadAnswerStruct,
  QuickSearchDropdownsStruct,
  type LeadContactKind,
  type LeadDuplicate,
  type LeadUpdate,
  type NewLead,
} from './contract';
import { ApiError } from '../core/errors';
import type { SearchBody } from '../core/search';

/** `GET search/populateDropDowns`: the quick search's dispositions, agents, tags and application dispositions. */
export async function getQuickSearchDropdowns(client: ApiClient) {
  return (
    await client.request({
      call: 'getQuickSearchDropdowns',
      method: 'GET',
      path: 'search/populateDropDowns',
      struct: QuickSearchDropdownsStruct,
    })
  ).data;
}

/** `GET user/{userId}/lead/dispositionCounts`: the agent's leads counted by disposition. */
export async function getLeadDispositionCounts(client: ApiClient, userId: number) {
  return (
    await client.request({
      call: 'getLeadDispositionCounts',
      method: 'GET',
      path: `user/${userId}/lead/dispositionCounts`,
      struct: LeadDispositionCountsStruct,
    })
  ).data;
}

/** `POST lead/search/` with the generic search body (the quick search sends page 1 of 200). */
export async function searchLeads(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchLeads',
      method: 'POST',
      path: 'lead/search/',
      body,
      struct: LeadSearchAnswerStruct,
    })
  ).data;
}

/**
 * `GET lead/{lead_id}/`: the lead (spec 02 §3.1). The SSN comes masked (last four) unless
 * `ssn: 'full'` asks for the whole value (the Lead Details edit form); it never travels in a URL
 * otherwise, and the request's query names only the wish, not the value.
 */
export async function getLead(client: ApiClient, leadId: number, options: { ssn?: 'full' } = {}) {
  return (
    await client.request({
      call: 'getLead',
      method: 'GET',
      path: `lead/${leadId}/`,
      query: options.ssn === 'full' ? { ssn: 'full' } : undefined,
      struct: LeadStruct,
    })
  ).data;
}

/** `PUT lead/{lead_id}/` with the lead payload: answers the lead as saved (masked SSN) with `success`. */
export async function saveLead(client: ApiClient, leadId: number, body: LeadUpdate) {
  return (
    await client.request({
      call: 'saveLead',
      method: 'PUT',
      path: `lead/${leadId}/`,
      body,
      struct: LeadSaveAnswerStruct,
    })
  ).data;
}

/** `GET lead/{lead_id}/{phone|email|address}/{id}/delete/`: removes one contact row before a save. */
export async function deleteLeadContact(client: ApiClient, leadId: number, kind: LeadContactKind, rowId: number) {
  return (
    await client.request({
      call: 'deleteLeadContact',
      method: 'GET',
      path: `lead/${leadId}/${kind}/${rowId}/delete/`,
      struct: LeadContactDeleteAnswerStruct,
    })
  ).data;
}

/**
 * `POST lead`: adds a lead (spec 02 §3.2) and answers its `lead_id`. A refusal rejects with an
 * ApiError whose `result` holds lists of `{ MESSAGE }` (show `addLeadErrorMessage` of it); a
 * likely duplicate rejects with status 409 and `result.duplicates` (read them with `leadDuplicatesOf`),
 * and is created when sent again with `confirm_duplicate: true`.
 */
export async function addLead(client: ApiClient, body: NewLead) {
  return (
    await client.request({
      call: 'addLead',
      method: 'POST',
      path: 'lead',
      body,
      struct: NewLeadAnswerStruct,
    })
  ).data;
}

/** The candidates of an add-lead 409 (a likely duplicate), or undefined for any other error. */
export function leadDuplicatesOf(error: unknown): LeadDuplicate[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  try {
    return create(error.result?.duplicates, array(LeadDuplicateStruct));
  } catch {
    return undefined;
  }
}

/** `POST contactPermissionHistory/search` (criteria lead_id): the lead's permission changes, oldest first by default. */
export async function searchContactPermissionHistory(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchContactPermissionHistory',
      method: 'POST',
      path: 'contactPermissionHistory/search',
      body,
      struct: ContactPermissionHistoryAnswerStruct,
    })
  ).data;
}

/** `GET lead/{lead_id}/lastUpdated/`: the last change and the client's pending self-service changes. */
export async function getLeadLastUpdated(client: ApiClient, leadId: number) {
  return (
    await client.request({
      call: 'getLeadLastUpdated',
      method: 'GET',
      path: `lead/${leadId}/lastUpdated/`,
      struct: LeadLastUpdatedStruct,
    })
  ).data;
}

/** `GET lead/{lead_id}/compliance/`: the lead's compliance checklist (permissions, recorded call, writing number). */
export async function getLeadCompliance(client: ApiClient, leadId: number) {
  return (
    await client.request({
      call: 'getLeadCompliance',
      method: 'GET',
      path: `lead/${leadId}/compliance/`,
      struct: LeadComplianceStruct,
    })
  ).data;
}

import { instance } from 'superstruct';
import type { ApiClient } from '../core/client';
import {
  LeadImportAnswerStruct,
  LeadImportPreviewAnswerStruct,
  LeadImportSearchAnswerStruct,
  type LeadImportCreateBody,
  type LeadImportMappingBody,
  type LeadImportPageQuery,
  type LeadImportStartBody,
} from './contract';

const BlobStruct = instance(Blob);

/** `GET leadImportFile/template`: a CSV of the importable columns with one example row. */
export async function getLeadImportTemplate(client: ApiClient) {
  return (
    await client.request({
      call: 'getLeadImportTemplate',
      method: 'GET',
      path: 'leadImportFile/template',
      answer: 'blob',
      struct: BlobStruct,
    })
  ).data;
}

/** `POST leadImportFile`: a new import (file name, lead source, campaign, agent, duplicate action). */
export async function createLeadImport(client: ApiClient, body: LeadImportCreateBody) {
  return (
    await client.request({
      call: 'createLeadImport',
      method: 'POST',
      path: 'leadImportFile',
      body,
      struct: LeadImportAnswerStruct,
    })
  ).data;
}

/**
 * `PUT leadImportFile/{id}/fileUpload`: the file (CSV or XLSX) as multipart with the bearer token; the
 * answer carries the file's headers, the automatic mapping and the validation totals.
 */
export async function uploadLeadImportFile(client: ApiClient, id: number, file: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', file, fileName);
  return (
    await client.request({
      call: 'uploadLeadImportFile',
      method: 'PUT',
      path: `leadImportFile/${id}/fileUpload`,
      body: form,
      bodyType: 'multipart',
      struct: LeadImportAnswerStruct,
    })
  ).data;
}

/** `POST leadImportFile/{id}/mapping`: adjusts the mapping (remembered for the lead source); the rows are validated again. */
export async function setLeadImportMapping(client: ApiClient, id: number, body: LeadImportMappingBody) {
  return (
    await client.request({
      call: 'setLeadImportMapping',
      method: 'POST',
      path: `leadImportFile/${id}/mapping`,
      body,
      struct: LeadImportAnswerStruct,
    })
  ).data;
}

/** `GET leadImportFile/{id}/preview`: a page of the validated rows with the totals. */
export async function getLeadImportPreview(client: ApiClient, id: number, query: LeadImportPageQuery = {}) {
  return (
    await client.request({
      call: 'getLeadImportPreview',
      method: 'GET',
      path: `leadImportFile/${id}/preview`,
      query: { page: query.page, size: query.size, status: query.status },
      struct: LeadImportPreviewAnswerStruct,
    })
  ).data;
}

/** `POST leadImportFile/{id}/start`: queues the run. */
export async function startLeadImport(client: ApiClient, id: number, body: LeadImportStartBody = {}) {
  return (
    await client.request({
      call: 'startLeadImport',
      method: 'POST',
      path: `leadImportFile/${id}/start`,
      body,
      struct: LeadImportAnswerStruct,
    })
  ).data;
}

/** `GET leadImportFile/{id}`: the import's status, rows done of total, and counts. */
export async function getLeadImport(client: ApiClient, id: number) {
  return (
    await client.request({
      call: 'getLeadImport',
      method: 'GET',
      path: `leadImportFile/${id}`,
      struct: LeadImportAnswerStruct,
    })
  ).data;
}

/** `POST leadImportFile/{id}/cancel`: stops the run before its next batch. */
export async function cancelLeadImport(client: ApiClient, id: number) {
  return (
    await client.request({
      call: 'cancelLeadImport',
      method: 'POST',
      path: `leadImportFile/${id}/cancel`,
      body: {},
      struct: LeadImportAnswerStruct,
    })
  ).data;
}

/** `GET leadImportFile/{id}/errorReport`: the refused rows with their messages, as CSV. */
export async function getLeadImportErrorReport(client: ApiClient, id: number) {
  return (
    await client.request({
      call: 'getLeadImportErrorReport',
      method: 'GET',
      path: `leadImportFile/${id}/errorReport`,
      answer: 'blob',
      struct: BlobStruct,
    })
  ).data;
}

/** `GET leadImportFile/search`: the imports, newest first. */
export async function searchLeadImports(client: ApiClient, query: LeadImportPageQuery = {}) {
  return (
    await client.request({
      call: 'searchLeadImports',
      method: 'GET',
      path: 'leadImportFile/search',
      query: { page: query.page, size: query.size },
      struct: LeadImportSearchAnswerStruct,
    })
  ).data;
}

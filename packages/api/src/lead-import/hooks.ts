import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import {
  cancelLeadImport,
  createLeadImport,
  getLeadImport,
  getLeadImportPreview,
  searchLeadImports,
  setLeadImportMapping,
  startLeadImport,
  uploadLeadImportFile,
} from './calls';
import type {
  LeadImport,
  LeadImportAnswer,
  LeadImportCreateBody,
  LeadImportMappingBody,
  LeadImportPageQuery,
  LeadImportStartBody,
} from './contract';
import { useApiClient } from '../react/core';
import { followJob } from '../react/follow';
import { apiKeys, isKeyOf } from '../react/keys';

/** The writes reject with the server's `ApiError` (its message is the banner's text). */
const WRITE_OPTIONS = { populateCache: false, revalidate: false, throwOnError: true } as const;
/** How often a queued or running import is read again for its progress. */
export const LEAD_IMPORT_POLL_MS = 2_000;

const isRunning = (status: LeadImport['status'] | undefined) => status === 'queued' || status === 'running';

/** A page of the imports, newest first. */
export function useLeadImports(page = 1, size = 20) {
  const client = useApiClient();
  return useSWR(apiKeys.leadImports(page, size), () => searchLeadImports(client, { page, size }), {
    keepPreviousData: true,
  });
}

/**
 * One import; read again every 2 s while it is queued or running, and through a server restart (a
 * read without an answer is tried again, up to every 8 s). Pass `undefined` to wait.
 */
export function useLeadImport(id: number | undefined) {
  const client = useApiClient();
  return useSWR(
    id === undefined ? null : apiKeys.leadImport(id),
    () => getLeadImport(client, id!),
    followJob<LeadImportAnswer>(LEAD_IMPORT_POLL_MS, (latest) => !isRunning(latest.status)),
  );
}

/** A page of an import's validated rows with the totals. Pass `undefined` to wait. */
export function useLeadImportPreview(id: number | undefined, query: LeadImportPageQuery = {}) {
  const client = useApiClient();
  const page = query.page ?? 1;
  const size = query.size ?? 50;
  return useSWR(
    id === undefined ? null : apiKeys.leadImportPreview(id, page, size, query.status ?? ''),
    () => getLeadImportPreview(client, id!, { page, size, ...(query.status ? { status: query.status } : {}) }),
    { keepPreviousData: true },
  );
}

/** After a write: the import's cache holds the answer; its preview and the list are read again. */
function useImportWritten() {
  const { mutate } = useSWRConfig();
  return async (answer: LeadImport) => {
    await mutate(apiKeys.leadImport(answer.lead_import_id), answer, { revalidate: false });
    await mutate(isKeyOf(['leadImportPreview', answer.lead_import_id]));
    await mutate(isKeyOf(['leadImports']));
    return answer;
  };
}

export interface UploadLeadImportArg {
  /** The import's choices; the file's name is the file's own. */
  create: Omit<LeadImportCreateBody, 'file_name'>;
  file: Blob;
  fileName: string;
}

/** Creates an import and uploads its file (the two calls of one step); answers the uploaded import. */
export function useUploadLeadImport() {
  const client = useApiClient();
  const written = useImportWritten();
  return useSWRMutation(
    apiKeys.leadImportWrite(),
    async (_key, { arg }: { arg: UploadLeadImportArg }) => {
      const created = await createLeadImport(client, { ...arg.create, file_name: arg.fileName });
      return written(await uploadLeadImportFile(client, created.lead_import_id, arg.file, arg.fileName));
    },
    WRITE_OPTIONS,
  );
}

/** Adjusts an import's mapping (and duplicate action). */
export function useLeadImportMapping(id: number) {
  const client = useApiClient();
  const written = useImportWritten();
  return useSWRMutation(
    apiKeys.leadImportWrite(),
    async (_key, { arg }: { arg: LeadImportMappingBody }) => written(await setLeadImportMapping(client, id, arg)),
    WRITE_OPTIONS,
  );
}

/** Starts an import's run. */
export function useStartLeadImport(id: number) {
  const client = useApiClient();
  const written = useImportWritten();
  return useSWRMutation(
    apiKeys.leadImportWrite(),
    async (_key, { arg }: { arg: LeadImportStartBody }) => written(await startLeadImport(client, id, arg)),
    WRITE_OPTIONS,
  );
}

/** Cancels an import's run. */
export function useCancelLeadImport(id: number) {
  const client = useApiClient();
  const written = useImportWritten();
  return useSWRMutation(
    apiKeys.leadImportWrite(),
    async () => written(await cancelLeadImport(client, id)),
    WRITE_OPTIONS,
  );
}

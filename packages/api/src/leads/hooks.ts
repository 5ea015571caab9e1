import useSWR, { preload, useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import {
  addLead,
  deleteLeadContact,
  getLead,
  getLeadCompliance,
  getLeadLastUpdated,
  getLeadDispositionCounts,
  getQuickSearchDropdowns,
  saveLead,
  searchContactPermissionHistory,
  searchLeads,
} from './calls';
import type { LeadContactKind, LeadSaveAnswer, LeadUpdate, NewLead, NewLeadAnswer } from './contract';
import type { ApiClient } from '../core/client';
import type { SearchBody } from '../core/search';
import { useApiClient } from '../react/core';
import { apiKeys, isKeyOf } from '../react/keys';

/** `GET search/populateDropDowns`: dispositions, agents, tags and application dispositions, loaded when the dialog opens. */
export function useQuickSearchDropdowns() {
  const client = useApiClient();
  return useSWR(apiKeys.quickSearchDropdowns(), () => getQuickSearchDropdowns(client));
}

/** How many of the agent's leads hold each disposition (`GET user/{id}/lead/dispositionCounts`). */
export function useLeadDispositionCounts(userId: number) {
  const client = useApiClient();
  return useSWR(apiKeys.leadDispositionCounts(userId), () => getLeadDispositionCounts(client, userId));
}

/** One page of lead search results; while the next page loads the previous one stays on screen. */
export function useLeadSearch(body: SearchBody | null) {
  const client = useApiClient();
  return useSWR(body ? apiKeys.leadSearch(body) : null, () => searchLeads(client, body!), { keepPreviousData: true });
}

/** Sends the search now (spec 01 §4: search sends the request, then navigates); `useLeadSearch` picks up the answer. */
export function preloadLeadSearch(client: ApiClient, body: SearchBody) {
  void preload(apiKeys.leadSearch(body), () => searchLeads(client, body)).catch(() => {
    // The results page shows the error when it reads this request.
  });
}

/**
 * `GET lead/{lead_id}/`: one lead (null id: nothing is read). `{ ssn: 'full' }` is the edit form's
 * read with the whole SSN; every other screen reads it masked.
 */
export function useLead(leadId: number | null, options: { ssn?: 'full' } = {}) {
  const client = useApiClient();
  const full = options.ssn === 'full';
  return useSWR(leadId ? apiKeys.lead(leadId, full) : null, () =>
    getLead(client, leadId!, full ? { ssn: 'full' } : {}),
  );
}

/** `GET lead/{lead_id}/lastUpdated/`: the last change and the client's pending self-service changes (the ledger). */
export function useLeadLastUpdated(leadId: number | null) {
  const client = useApiClient();
  return useSWR(leadId ? apiKeys.leadLastUpdated(leadId) : null, () => getLeadLastUpdated(client, leadId!));
}

/** `GET lead/{lead_id}/compliance/`: the lead's compliance checklist; a Lead Details save reads it again. */
export function useLeadCompliance(leadId: number | null) {
  const client = useApiClient();
  return useSWR(leadId ? apiKeys.leadCompliance(leadId) : null, () => getLeadCompliance(client, leadId!));
}

/** The lead's contact permission changes (`POST contactPermissionHistory/search`), oldest first. */
export function useContactPermissionHistory(leadId: number | null) {
  const client = useApiClient();
  return useSWR(
    leadId ? apiKeys.contactPermissionHistory(leadId) : null,
    async () =>
      (
        await searchContactPermissionHistory(client, {
          criteria: { lead_id: { type: 'simple', value: [leadId!] } },
          page_number: 1,
          orderby_field: 'lead_contact_permission_change_date',
          orderby_direction: 'asc',
          records_per_page: 500,
        })
      ).result,
  );
}

/** One Update of Lead Details: the rows marked for removal, then the payload. */
export interface SaveLeadArg {
  deletions?: ReadonlyArray<{ kind: LeadContactKind; id: number }>;
  payload: LeadUpdate;
}

/**
 * Saves a lead the way spec 02 §4.1 says: the rows marked for removal are deleted one by one, the
 * save runs only after every deletion succeeded; then the saved lead replaces both cached reads of
 * it, and the ledger, the permission history and the compliance checklist are read again. A failure rejects `trigger` with
 * the server's `ApiError` (the lock, a validation message, a deletion's message).
 */
export function useSaveLead(leadId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.saveLead(leadId),
    async (_key, { arg }: { arg: SaveLeadArg }): Promise<LeadSaveAnswer> => {
      for (const { kind, id } of arg.deletions ?? []) await deleteLeadContact(client, leadId, kind, id);
      const saved = await saveLead(client, leadId, arg.payload);
      await Promise.all([
        mutate(apiKeys.lead(leadId, false), saved, { revalidate: false }),
        // The answer's SSN is masked: the edit form's entry reads the whole one again.
        mutate(apiKeys.lead(leadId, true)),
        mutate(apiKeys.leadLastUpdated(leadId)),
        mutate(apiKeys.contactPermissionHistory(leadId)),
        // The permissions and the product type feed the checklist.
        mutate(apiKeys.leadCompliance(leadId)),
        // An agent's change moves the lead between disposition counts and recent leads.
        mutate(isKeyOf(['leadDispositionCounts'])),
        mutate(isKeyOf(['leadSearch'])),
      ]);
      return saved;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/**
 * `POST lead`: adds a lead and answers its id. A likely duplicate rejects with a 409 ApiError
 * (`leadDuplicatesOf(error)` lists the candidates); send again with `confirm_duplicate: true` to add it anyway.
 */
export function useAddLead() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.addLead(),
    async (_key, { arg }: { arg: NewLead }): Promise<NewLeadAnswer> => {
      const answer = await addLead(client, arg);
      // The dashboard's recent leads and counts include it.
      await Promise.all([mutate(isKeyOf(['leadSearch'])), mutate(isKeyOf(['leadDispositionCounts']))]);
      return answer;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

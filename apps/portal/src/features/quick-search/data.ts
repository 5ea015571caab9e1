import { getQuickSearchDropdowns, searchLeads, type ApiClient, type SearchBody } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import useSWR, { preload } from 'swr';
import { leadSearchKey } from './leadSearchQuery';

/** `GET search/populateDropDowns`: dispositions, agents, tags and application dispositions, loaded when the dialog opens. */
export function useQuickSearchDropdowns() {
  const client = useApiClient();
  return useSWR('quickSearchDropdowns', () => getQuickSearchDropdowns(client), { revalidateOnFocus: false });
}

/** One page of lead search results; while the next page loads the previous one stays on screen. */
export function useLeadSearch(body: SearchBody | null) {
  const client = useApiClient();
  return useSWR(body ? leadSearchKey(body) : null, () => searchLeads(client, body!), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

/** Sends the search now (spec 01 §4: search sends the request, then navigates); the results page picks up the answer. */
export function startLeadSearch(client: ApiClient, body: SearchBody) {
  void preload(leadSearchKey(body), () => searchLeads(client, body)).catch(() => {
    // The results page shows the error when it reads this request.
  });
}

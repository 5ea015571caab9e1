import { buildLeadVendorSearch, hasPermission, type PartnerListContext } from '@meridian/domain';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { SearchBody } from '../core/search';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';
import {
  addConversationNote,
  getConversationNotes,
  getLeadTypes,
  getPartners,
  getTrackingCodes,
  searchCampaignSegments,
  searchCampaigns,
  searchLeadsForAssignPanel,
  searchLeadVendors,
  searchProductTypes,
  searchTags,
} from './calls';
import type { ConversationNote, ConversationNoteCreate } from './contract';

/*
 * The lookups of Lead Details and New Lead. Each hook answers the rows (`data`) and waits while its
 * input is undefined or null (no account yet, no campaign or partner chosen).
 */

const byAccount = (accountId: number) => ({ account_id: { type: 'simple' as const, value: [accountId] } });

/** `POST LeadVendor/search`: the account's vendors, with the system-level ones for a super_user. */
export function useLeadVendors(accountId: number | undefined, permissions: readonly string[] | undefined) {
  const client = useApiClient();
  const systemLevel = hasPermission(permissions, 'super_user');
  return useSWR(
    accountId === undefined ? null : apiKeys.leadVendors(accountId, systemLevel),
    async () => (await searchLeadVendors(client, buildLeadVendorSearch(accountId!, permissions))).result,
  );
}

/** `GET lead/types`. */
export function useLeadTypes() {
  const client = useApiClient();
  return useSWR(apiKeys.leadTypes(), () => getLeadTypes(client));
}

/** `POST account/campaign/search/`: the account's campaigns by code. */
export function useCampaigns(accountId: number | undefined) {
  const client = useApiClient();
  return useSWR(accountId === undefined ? null : apiKeys.campaigns(accountId), async () => {
    const body: SearchBody = {
      search_type: 'simple',
      criteria: byAccount(accountId!),
      orderby_field: 'campaign_code',
      orderby_direction: 'asc',
    };
    return (await searchCampaigns(client, body)).result;
  });
}

/** `POST campaignSegment/search/`: the campaign's segments by code; waits for a campaign. */
export function useCampaignSegments(campaignId: number | null | undefined) {
  const client = useApiClient();
  return useSWR(campaignId == null ? null : apiKeys.campaignSegments(campaignId), async () => {
    const body: SearchBody = {
      search_type: 'simple',
      criteria: { campaign_id: { type: 'simple', value: [campaignId!] } },
      orderby_field: 'campaign_segment_code',
      orderby_direction: 'asc',
    };
    return (await searchCampaignSegments(client, body)).result;
  });
}

/** `GET b2bpartner/list/{context}/`: every partner for 'lead-detail', active ones for 'new-lead'. */
export function usePartners(context: PartnerListContext | null) {
  const client = useApiClient();
  return useSWR(context === null ? null : apiKeys.partners(context), () => getPartners(client, context!));
}

/** `GET b2bpartner/{id}/trackingCode/`: waits for a partner; `offeredTrackingCodes` keeps the active ones. */
export function useTrackingCodes(partnerId: number | null | undefined) {
  const client = useApiClient();
  return useSWR(partnerId == null ? null : apiKeys.trackingCodes(partnerId), () =>
    getTrackingCodes(client, partnerId!),
  );
}

/** `POST productType/search` with product_type_id from 1 on. */
export function useProductTypes() {
  const client = useApiClient();
  return useSWR(apiKeys.productTypes(), async () => {
    const body: SearchBody = {
      search_type: 'simple',
      criteria: { product_type_id: { type: 'range', value: [1, '*'] } },
    };
    return (await searchProductTypes(client, body)).result;
  });
}

/** `POST tag/search/`: the account's tags, for the tag input's autocomplete. */
export function useTags(accountId: number | undefined) {
  const client = useApiClient();
  return useSWR(accountId === undefined ? null : apiKeys.tags(accountId), async () => {
    const body: SearchBody = { search_type: 'simple', criteria: byAccount(accountId!), page_number: 1 };
    return (await searchTags(client, body)).result;
  });
}

/** `GET lead/{id}/conversationNote/`: the lead's notes, newest first. */
export function useConversationNotes(leadId: number | undefined) {
  const client = useApiClient();
  return useSWR(leadId === undefined ? null : apiKeys.conversationNotes(leadId), () =>
    getConversationNotes(client, leadId!),
  );
}

export interface AddConversationNoteArg extends ConversationNoteCreate {
  /** The lead (New Lead knows it only once the lead is created). */
  leadId: number;
}

/**
 * Saves a conversation note and puts it first in that lead's cached notes; rejects with the server's
 * `ApiError` (the caller shows its message in an error toast, spec 02 §8).
 */
export function useAddConversationNote() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.addConversationNote(),
    async (_key, { arg: { leadId, ...body } }: { arg: AddConversationNoteArg }) => {
      const { success, ...note } = await addConversationNote(client, leadId, body);
      await mutate<ConversationNote[]>(
        apiKeys.conversationNotes(leadId),
        (notes) => (notes ? [note, ...notes] : notes),
        { revalidate: false },
      );
      return { success, ...note };
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/** The assign-lead panel's search (spec 02 §3.7); pass null to wait. Errors are the caller's to ignore. */
export function useAssignPanelLeadSearch(body: SearchBody | null) {
  const client = useApiClient();
  return useSWR(body ? apiKeys.assignPanelLeadSearch(body) : null, () => searchLeadsForAssignPanel(client, body!), {
    keepPreviousData: true,
  });
}

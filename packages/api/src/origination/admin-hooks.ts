import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { SearchBody } from '../core/search';
import { useApiClient } from '../react/core';
import { apiKeys, isKeyOf } from '../react/keys';
import type { ApiClient } from '../core/client';
import {
  addTrackingCode,
  deleteCampaign,
  deleteCampaignSegment,
  deleteLeadVendor,
  deletePartner,
  deleteTrackingCode,
  saveCampaign,
  saveCampaignSegment,
  saveLeadVendor,
  savePartner,
  searchAdminCampaigns,
  searchAdminCampaignSegments,
  searchAdminLeadVendors,
  searchAdminPartners,
  searchAdminTrackingCodes,
  setTrackingCodeActive,
} from './admin-calls';
import type {
  CampaignSave,
  CampaignSegmentSave,
  LeadVendorSave,
  PartnerSave,
  TrackingCodeCreate,
} from './admin-contract';

/*
 * The admin screens of lead sources, campaigns and partners. Reads are server-paged searches; each
 * write reads again the admin tables it changes, the record's History, and the lead forms' lookups
 * (Lead Details and New Lead offer a new or changed row at once).
 */

/** `POST LeadVendor/search` for the admin Lead Sources table; pass `undefined` to wait. */
export function useAdminLeadVendorSearch(body: SearchBody | undefined) {
  const client = useApiClient();
  return useSWR(
    body === undefined ? null : apiKeys.adminLeadVendors(body),
    () => searchAdminLeadVendors(client, body!),
    {
      keepPreviousData: true,
    },
  );
}

/** `POST account/campaign/search/` for the admin Campaigns table; pass `undefined` to wait. */
export function useAdminCampaignSearch(body: SearchBody | undefined) {
  const client = useApiClient();
  return useSWR(body === undefined ? null : apiKeys.adminCampaigns(body), () => searchAdminCampaigns(client, body!), {
    keepPreviousData: true,
  });
}

/** One campaign's segments by code (`POST campaignSegment/search/`); waits for a campaign. */
export function useAdminCampaignSegments(campaignId: number | undefined) {
  const client = useApiClient();
  return useSWR(campaignId === undefined ? null : apiKeys.adminCampaignSegments(campaignId), async () => {
    const body: SearchBody = {
      search_type: 'simple',
      criteria: { campaign_id: { type: 'simple', value: [campaignId!] } },
      field_list: ['campaign_segment_id', 'campaign_id', 'campaign_segment_code'],
      orderby_field: 'campaign_segment_code',
      orderby_direction: 'asc',
    };
    return (await searchAdminCampaignSegments(client, body)).result;
  });
}

/** `POST b2bpartner/search` for the admin Partners table; pass `undefined` to wait. */
export function useAdminPartnerSearch(body: SearchBody | undefined) {
  const client = useApiClient();
  return useSWR(body === undefined ? null : apiKeys.adminPartners(body), () => searchAdminPartners(client, body!), {
    keepPreviousData: true,
  });
}

/** One partner's tracking codes by code, inactive ones too; waits for an account and a partner. */
export function useAdminTrackingCodes(accountId: number | undefined, partnerId: number | undefined) {
  const client = useApiClient();
  return useSWR(
    accountId === undefined || partnerId === undefined ? null : apiKeys.adminTrackingCodes(partnerId),
    async () => {
      const body: SearchBody = {
        search_type: 'simple',
        criteria: { b2bpartner_id: { type: 'simple', value: [partnerId!] } },
        orderby_field: 'tracking_code',
        orderby_direction: 'asc',
      };
      return (await searchAdminTrackingCodes(client, accountId!, body)).result;
    },
  );
}

/** The key families a write of each screen changes: its admin tables and the lead forms' lookups. */
const FAMILIES = {
  lead_source: [['adminLeadVendors'], ['leadVendors']],
  campaign: [['adminCampaigns'], ['adminCampaignSegments'], ['campaigns'], ['campaignSegments']],
  partner: [['adminPartners'], ['adminTrackingCodes'], ['partners'], ['trackingCodes']],
} as const;

/**
 * One write: runs the call, then reads again the screen's families and the History of the record
 * (`entity`, id from `historyOf`). A refusal rejects `trigger` with the server's `ApiError`.
 */
function useOriginationWrite<Arg, Answer>(
  name: string,
  screen: keyof typeof FAMILIES,
  run: (client: ApiClient, arg: Arg) => Promise<Answer>,
  history?: (arg: Arg, answer: Answer) => [entity: string, id: number] | undefined,
) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.originationAdminWrite(name),
    async (_key, { arg }: { arg: Arg }) => {
      const answer = await run(client, arg);
      const record = history?.(arg, answer);
      await Promise.all([
        ...FAMILIES[screen].map((family) => mutate(isKeyOf(family))),
        ...(record ? [mutate(apiKeys.adminAudit(record[0], record[1]))] : []),
      ]);
      return answer;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

export interface SaveLeadVendorArg extends LeadVendorSave {
  /** Undefined adds a lead source. */
  lead_vendor_id?: number;
}
/** Adds or updates a lead source. */
export const useSaveLeadVendor = () =>
  useOriginationWrite(
    'saveLeadVendor',
    'lead_source',
    (client, { lead_vendor_id, ...body }: SaveLeadVendorArg) => saveLeadVendor(client, lead_vendor_id, body),
    (_arg, saved) => ['lead_source', saved.lead_vendor_id],
  );
/** Deletes a lead source (refused while leads name it). */
export const useDeleteLeadVendor = () =>
  useOriginationWrite('deleteLeadVendor', 'lead_source', (client, id: number) => deleteLeadVendor(client, id));

export interface SaveCampaignArg extends CampaignSave {
  account_id: number;
  /** Undefined adds a campaign. */
  campaign_id?: number;
}
/** Adds or renames a campaign. */
export const useSaveCampaign = () =>
  useOriginationWrite(
    'saveCampaign',
    'campaign',
    (client, { account_id, campaign_id, ...body }: SaveCampaignArg) =>
      saveCampaign(client, account_id, campaign_id, body),
    (_arg, saved) => ['campaign', saved.campaign_id],
  );
/** Deletes a campaign with its segments (refused while leads name it). */
export const useDeleteCampaign = () =>
  useOriginationWrite('deleteCampaign', 'campaign', (client, id: number) => deleteCampaign(client, id));

export interface SaveCampaignSegmentArg extends CampaignSegmentSave {
  campaign_id: number;
  /** Undefined adds a segment. */
  campaign_segment_id?: number;
}
/** Adds or renames a segment of a campaign. */
export const useSaveCampaignSegment = () =>
  useOriginationWrite(
    'saveCampaignSegment',
    'campaign',
    (client, { campaign_id, campaign_segment_id, ...body }: SaveCampaignSegmentArg) =>
      saveCampaignSegment(client, campaign_id, campaign_segment_id, body),
    (_arg, saved) => ['campaign_segment', saved.campaign_segment_id],
  );
/** Deletes a segment (refused while leads name it). */
export const useDeleteCampaignSegment = () =>
  useOriginationWrite('deleteCampaignSegment', 'campaign', (client, id: number) => deleteCampaignSegment(client, id));

export interface SavePartnerArg extends PartnerSave {
  account_id: number;
  /** Undefined adds a partner. */
  b2bpartner_id?: number;
}
/** Adds or updates a partner. */
export const useSavePartner = () =>
  useOriginationWrite(
    'savePartner',
    'partner',
    (client, { account_id, b2bpartner_id, ...body }: SavePartnerArg) =>
      savePartner(client, account_id, b2bpartner_id, body),
    (_arg, saved) => ['partner', saved.b2bpartner_id],
  );
/** Deletes a partner with its tracking codes (refused while leads name it). */
export const useDeletePartner = () =>
  useOriginationWrite('deletePartner', 'partner', (client, id: number) => deletePartner(client, id));

export interface AddTrackingCodeArg extends TrackingCodeCreate {
  account_id: number;
}
/** Adds a tracking code to a partner. */
export const useAddTrackingCode = () =>
  useOriginationWrite(
    'addTrackingCode',
    'partner',
    (client, { account_id, ...body }: AddTrackingCodeArg) => addTrackingCode(client, account_id, body),
    (_arg, saved) => ['tracking_code', saved.tracking_code_id],
  );

export interface SetTrackingCodeActiveArg {
  account_id: number;
  tracking_code_id: number;
  active: '0' | '1';
}
/** Turns a tracking code on or off (only active codes are offered on the lead forms). */
export const useSetTrackingCodeActive = () =>
  useOriginationWrite(
    'setTrackingCodeActive',
    'partner',
    (client, { account_id, tracking_code_id, active }: SetTrackingCodeActiveArg) =>
      setTrackingCodeActive(client, account_id, tracking_code_id, { active }),
    (arg) => ['tracking_code', arg.tracking_code_id],
  );

export interface DeleteTrackingCodeArg {
  account_id: number;
  tracking_code_id: number;
}
/** Deletes a tracking code (leads that name it keep the code as text). */
export const useDeleteTrackingCode = () =>
  useOriginationWrite(
    'deleteTrackingCode',
    'partner',
    (client, { account_id, tracking_code_id }: DeleteTrackingCodeArg) =>
      deleteTrackingCode(client, account_id, tracking_code_id),
  );

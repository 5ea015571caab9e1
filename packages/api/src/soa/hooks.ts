// Scope of appointment hooks: reads keyed by the one key factory; writes as useSWRMutation hooks
// that own the call sequence and refresh what the change touches.
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { soaDisclaimersFromResponse } from '@meridian/domain';
import { useApiClient } from '../react/core';
import { apiKeys, isKeyOf } from '../react/keys';
import type { ClientInviteRequest, EnhancedSoaInviteBody, SoaEmailDraft, SoaReportCriteria } from './contract';
import {
  createClientInvite,
  createSoaEmailDraft,
  deleteClientInvite,
  getBulkSoaEmailDisabled,
  getClientInvite,
  getEsignatureId,
  getSelfServiceEmailTemplates,
  getSoa,
  getSoaReport,
  getSoaRules,
  searchCarrierPlanGeography,
  searchClientInvites,
  searchClientInvitesByApp,
  searchSelfServiceEmails,
  searchSoas,
  sendEnhancedSoaInvite,
} from './calls';

const simple = (value: number | string) => ({ type: 'simple' as const, value: [value] });

/** The lead's SOA requests (`POST soa/search`, criteria lead_id), newest first. */
export function useSoaSearch(leadId: number | null) {
  const client = useApiClient();
  return useSWR(leadId ? apiKeys.soaSearch(leadId) : null, () =>
    searchSoas(client, { criteria: { lead_id: simple(leadId!) }, page_number: 1, records_per_page: 100 }),
  );
}

/**
 * The agent's SOAs sent and waiting for the client's signature (`POST soa/search`, criteria
 * user_id and status 'sent'), newest first: the first `pageSize`, and how many there are.
 */
export function useSoasAwaitingSignature(userId: number, pageSize = 10) {
  const client = useApiClient();
  return useSWR(apiKeys.soaAwaitingSignature(userId, pageSize), () =>
    searchSoas(client, {
      criteria: { user_id: simple(userId), status: simple('sent') },
      page_number: 1,
      records_per_page: pageSize,
    }),
  );
}

/** One SOA request (`GET soa/{id}`). */
export function useSoa(soaId: number | null) {
  const client = useApiClient();
  return useSWR(soaId ? apiKeys.soa(soaId) : null, () => getSoa(client, soaId!));
}

/** The lead's client invites (`POST clientInvite/search/`, criteria lead_id). */
export function useClientInvites(leadId: number | null) {
  const client = useApiClient();
  return useSWR(leadId ? apiKeys.clientInvites(leadId) : null, () =>
    searchClientInvites(client, { criteria: { lead_id: simple(leadId!) }, page_number: 1, records_per_page: 100 }),
  );
}

/** One client invite (`GET clientInvite/{id}`). */
export function useClientInvite(clientInviteId: number | null) {
  const client = useApiClient();
  return useSWR(clientInviteId ? apiKeys.clientInvite(clientInviteId) : null, () =>
    getClientInvite(client, clientInviteId!),
  );
}

/** The invites of an application's SOAs (`GET clientInvite/searchByApp/{id}`). */
export function useClientInvitesByApp(appId: number | null) {
  const client = useApiClient();
  return useSWR(appId ? apiKeys.clientInvitesByApp(appId) : null, () => searchClientInvitesByApp(client, appId!));
}

/** The Enhanced SOA emails sent to a lead (`POST SelfServiceEmailControl/search`). */
export function useSelfServiceEmails(leadId: number | null) {
  const client = useApiClient();
  return useSWR(leadId ? apiKeys.selfServiceEmails(leadId) : null, () =>
    searchSelfServiceEmails(client, { criteria: { lead_id: simple(leadId!) }, page_number: 1, records_per_page: 100 }),
  );
}

/**
 * The email preview's plan-year disclaimers for a lead (`POST carrierPlanGeography/search/`), as
 * `SoaDisclaimer[]` (`soaDisclaimersFromResponse`); `answer` keeps the raw success and message (a
 * success '0' shows its message as an error toast).
 */
export function useSoaDisclaimers(
  query: { leadId: number; userId: number; zip?: string | null; county?: string | null } | null,
) {
  const client = useApiClient();
  const zip = query?.zip ?? '';
  const county = query?.county ?? '';
  return useSWR(query ? apiKeys.soaDisclaimers(query.leadId, zip, county) : null, async () => {
    const answer = await searchCarrierPlanGeography(client, {
      criteria: {
        user_id: simple(query!.userId),
        lead_id: simple(query!.leadId),
        ...(zip ? { zip: simple(zip) } : {}),
        ...(county ? { county: simple(county) } : {}),
      },
    });
    return { answer, disclaimers: soaDisclaimersFromResponse(answer) };
  });
}

/** Whether the bulk (Enhanced) SOA email is switched off (`GET soa/bulkEmailDisabled`). */
export function useBulkSoaEmailDisabled() {
  const client = useApiClient();
  return useSWR(apiKeys.bulkSoaEmailDisabled(), () => getBulkSoaEmailDisabled(client));
}

/** The self-service email templates (`GET SelfServiceEmailControl/templates`). */
export function useSelfServiceEmailTemplates() {
  const client = useApiClient();
  return useSWR(apiKeys.selfServiceEmailTemplates(), () => getSelfServiceEmailTemplates(client));
}

/** The effective-dated SOA rules with their sources (`GET soa/rules`). */
export function useSoaRules() {
  const client = useApiClient();
  return useSWR(apiKeys.soaRules(), () => getSoaRules(client));
}

/** Refreshes what an SOA change of a lead touches: its SOAs, invites, Enhanced emails and the lead itself. */
function useRefreshLeadSoas() {
  const { mutate } = useSWRConfig();
  return (leadId: number) =>
    Promise.all([
      mutate(apiKeys.soaSearch(leadId)),
      mutate(apiKeys.clientInvites(leadId)),
      mutate(apiKeys.selfServiceEmails(leadId)),
      mutate(isKeyOf(['soaAwaitingSignature'])),
    ]);
}

/**
 * "Save to Generate Draft" (spec 02 §4.3): saves the entered email as the lead's default
 * (`POST lead/{id}/soaEmailDraft/` with default_email 'true'), then reads the lead again so the send
 * button appears. A success '0' answer rejects nothing: the caller shows its message.
 */
export function useCreateSoaEmailDraft(leadId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.soaEmailDraft(leadId),
    async (_key, { arg }: { arg: Omit<SoaEmailDraft, 'default_email'> }) => {
      const answer = await createSoaEmailDraft(client, leadId, { ...arg, default_email: 'true' });
      if (answer.success === '1')
        await Promise.all([mutate(apiKeys.lead(leadId, false)), mutate(apiKeys.lead(leadId, true))]);
      return answer;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/** The eSignature id of a signature name (`POST esignature/byName`), recorded on first use. */
export function useEsignatureId() {
  const client = useApiClient();
  return useSWRMutation(
    apiKeys.esignatureId(),
    (_key, { arg }: { arg: string }) => getEsignatureId(client, { signature_name: arg }),
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/**
 * A remote or face-to-face SOA (spec 02 §4.3): obtains the eSignature id for the agent's signature
 * name, then `POST clientInvite`; on success reads the lead's SOAs and invites again. The answer
 * (success '0' included) is returned for the dialog to show.
 */
export function useSendClientInvite(leadId: number) {
  const client = useApiClient();
  const refresh = useRefreshLeadSoas();
  return useSWRMutation(
    apiKeys.sendClientInvite(leadId),
    async (_key, { arg }: { arg: Omit<ClientInviteRequest, 'lead_id' | 'esignature_id'> }) => {
      const signature = arg.agentSignature?.trim()
        ? await getEsignatureId(client, { signature_name: arg.agentSignature.trim() })
        : undefined;
      const answer = await createClientInvite(client, {
        ...arg,
        lead_id: leadId,
        ...(signature ? { esignature_id: signature.esignature_id } : {}),
      });
      if (answer.success === '1') await refresh(leadId);
      return answer;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/** The Enhanced SOA send of one lead (`POST SelfServiceEmailControl/send`); reads the lead's SOAs again. */
export function useSendEnhancedSoa(leadId: number) {
  const client = useApiClient();
  const refresh = useRefreshLeadSoas();
  return useSWRMutation(
    apiKeys.sendEnhancedSoa(leadId),
    async (_key, { arg }: { arg: EnhancedSoaInviteBody }) => {
      const answer = await sendEnhancedSoaInvite(client, arg);
      if (answer.success === '1') await refresh(leadId);
      return answer;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/** Revokes a client invite (`GET clientInvite/{id}/delete`); reads the lead's SOAs and invites again. */
export function useDeleteClientInvite(leadId: number) {
  const client = useApiClient();
  const refresh = useRefreshLeadSoas();
  return useSWRMutation(
    apiKeys.deleteClientInvite(leadId),
    async (_key, { arg }: { arg: number }) => {
      const answer = await deleteClientInvite(client, arg);
      await refresh(leadId);
      return answer;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/** The SOA report (`POST soa/report`): the CSV to download, or the message that nothing matched. */
export function useSoaReport() {
  const client = useApiClient();
  return useSWRMutation(apiKeys.soaReport(), (_key, { arg }: { arg: SoaReportCriteria }) => getSoaReport(client, arg), {
    populateCache: false,
    revalidate: false,
    throwOnError: true,
  });
}

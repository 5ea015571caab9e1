import { buildQuickLinkDisplaySave, QUICK_LINK_HIERARCHY_TYPES } from '@meridian/domain';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import {
  createQuickLink,
  deleteQuickLink,
  getTargetLeadsSso,
  saveQuickLinkDisplay,
  searchQuickLinks,
  updateQuickLink,
} from './calls';
import type { QuickLink, QuickLinkPayload } from './contract';
import { useDialerAuthSettings } from '../dialer/hooks';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';
import { useAccountSettings, useUserSettings } from '../user/hooks';

/** A Target Leads hand-off is short-lived: refreshed while the dialog is open. */
const TARGET_LEADS_REFRESH_MS = 60_000;

/** Every quick link the user may see: system, account and their own (`POST user/{id}/quickLink/search`). */
export function useQuickLinks(userId: number) {
  const client = useApiClient();
  return useSWR(apiKeys.quickLinks(userId), async () => (await searchQuickLinks(client, userId)).result);
}

/**
 * What decides whether dialer-host links show: the dialer host (from the dialer's auth settings for
 * `currentRoute`, the same cache entry the dialer reads) and the account's and user's dialer flags
 * (kept current by the dialer settings form). `ready` once all three answered (or the host lookup failed).
 */
export function useDialerVisibility(accountId: number, userId: number, currentRoute: string) {
  const auth = useDialerAuthSettings(currentRoute);
  const account = useAccountSettings(accountId);
  const user = useUserSettings(userId);
  return {
    ready:
      (auth.data !== undefined || auth.error !== undefined) && account.data !== undefined && user.data !== undefined,
    dialerHost: auth.data?.phone_dialer_host,
    accountDialerActive: account.data?.phone_dialer_provider_active,
    userDialerActive: user.data?.phone_dialer_provider_active,
  };
}

/** `GET quicklink/targetLeadsSSO`: the hand-off URL or null; a failed call counts as none. */
export function useTargetLeadsUrl() {
  const client = useApiClient();
  const sso = useSWR(apiKeys.targetLeadsSso(), () => getTargetLeadsSso(client), {
    refreshInterval: TARGET_LEADS_REFRESH_MS,
  });
  return { ready: sso.data !== undefined || sso.error !== undefined, url: sso.data?.url ?? null };
}

/** The order the user gave the links this session: the list only, never saved (spec 01 §4). */
export function useQuickLinkOrder(userId: number) {
  const { data, mutate } = useSWR<number[]>(apiKeys.quickLinkOrder(userId), null);
  return { order: data, setOrder: (order: number[]) => void mutate(order, { revalidate: false }) };
}

/** The writes cache nothing themselves (they read the links again) and reject with the server's `ApiError`. */
const WRITE_OPTIONS = { populateCache: false, revalidate: false, throwOnError: true } as const;

export interface SaveQuickLinkArg {
  /** The link to update; a new link when left out. */
  quicklinkId?: number;
  payload: QuickLinkPayload;
}

/**
 * Creates or updates a quick link (spec 01 §4–§8) where it belongs: an account link (hierarchy 2)
 * under the account, any other under the user. Answers the server's answer (message and saved
 * link) at once; the user's links are read again meanwhile.
 */
export function useSaveQuickLink(userId: number, accountId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.saveQuickLink(userId),
    async (_key, { arg: { quicklinkId, payload } }: { arg: SaveQuickLinkArg }) => {
      const owner =
        payload.quicklink_hierarchy_type_id === QUICK_LINK_HIERARCHY_TYPES.account ? { accountId } : { userId };
      const answer =
        quicklinkId === undefined
          ? await createQuickLink(client, owner, payload)
          : await updateQuickLink(client, owner, quicklinkId, payload);
      void mutate(apiKeys.quickLinks(userId));
      return answer;
    },
    WRITE_OPTIONS,
  );
}

/** Deletes one of the user's quick links; answers once the links were read again. */
export function useDeleteQuickLink(userId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.deleteQuickLink(userId),
    async (_key, { arg: quicklinkId }: { arg: number }) => {
      const answer = await deleteQuickLink(client, userId, quicklinkId);
      await mutate(apiKeys.quickLinks(userId));
      return answer;
    },
    WRITE_OPTIONS,
  );
}

/**
 * Saves the shown/hidden flags of `links` as one batch (spec 01 §4 edit mode) and keeps their order
 * as the session's order (`useQuickLinkOrder`); answers once the links were read again.
 */
export function useSaveQuickLinkDisplay(userId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.saveQuickLinkDisplay(userId),
    async (_key, { arg: links }: { arg: ReadonlyArray<Pick<QuickLink, 'quicklink_id' | 'display'>> }) => {
      const answer = await saveQuickLinkDisplay(client, userId, buildQuickLinkDisplaySave(links));
      await mutate(
        apiKeys.quickLinkOrder(userId),
        links.map((link) => link.quicklink_id),
        { revalidate: false },
      );
      await mutate(apiKeys.quickLinks(userId));
      return answer;
    },
    WRITE_OPTIONS,
  );
}

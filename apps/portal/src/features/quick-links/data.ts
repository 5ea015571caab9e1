import { getDialerAuthSettings, getTargetLeadsSso, searchQuickLinks } from '@meridian/api';
import { useAccountSettings, useApiClient, useUserSettings } from '@meridian/api/react';
import useSWR from 'swr';

/** A Target Leads hand-off is short-lived: refreshed while the dialog is open. */
const TARGET_LEADS_REFRESH_MS = 60_000;

export const quickLinksKey = (userId: number) => ['quickLinks', userId] as const;

/** Every quick link the user may see: system, account and their own (`POST user/{id}/quickLink/search`). */
export function useQuickLinks(userId: number) {
  const client = useApiClient();
  return useSWR(quickLinksKey(userId), async () => (await searchQuickLinks(client, userId)).result, { revalidateOnFocus: false });
}

/**
 * What decides whether dialer-host links show: the dialer host (from the dialer's auth settings)
 * and the account's and user's dialer flags (the shell's settings, kept current by the dialer
 * settings form). `ready` once all three answered (or the host lookup failed).
 */
export function useDialerVisibility(accountId: number, userId: number) {
  const client = useApiClient();
  const auth = useSWR('quickLinksDialerHost', () => getDialerAuthSettings(client, window.location.pathname), { revalidateOnFocus: false });
  const account = useAccountSettings(accountId);
  const user = useUserSettings(userId);
  return {
    ready: (auth.data !== undefined || auth.error !== undefined) && account.data !== undefined && user.data !== undefined,
    dialerHost: auth.data?.phone_dialer_host,
    accountDialerActive: account.data?.phone_dialer_provider_active,
    userDialerActive: user.data?.phone_dialer_provider_active,
  };
}

/** `GET quicklink/targetLeadsSSO`: the hand-off URL or null; a failed call counts as none. */
export function useTargetLeadsUrl() {
  const client = useApiClient();
  const sso = useSWR('targetLeadsSso', () => getTargetLeadsSso(client), { refreshInterval: TARGET_LEADS_REFRESH_MS, revalidateOnFocus: false });
  return { ready: sso.data !== undefined || sso.error !== undefined, url: sso.data?.url ?? null };
}

/** The order the user gave the links this session: the list only, never saved (spec 01 §4). */
export function useQuickLinkOrder(userId: number) {
  const { data, mutate } = useSWR<number[]>(['quickLinkOrder', userId], null, { revalidateOnFocus: false, revalidateOnReconnect: false });
  return { order: data, setOrder: (order: number[]) => void mutate(order, { revalidate: false }) };
}

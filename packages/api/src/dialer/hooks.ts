import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { getDialerAuthSettings, listDialerBehaviorTypes, placePhoneCall, updateUserSettings } from './calls';
import type { DialerSettingsUpdate, PhoneCallRequest } from './contract';
import type { UserSettings } from '../user/contract';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';

/** `GET PhoneDialerProvider/listBehaviorTypes/`: 1 browser default, 2 provider, 3 ask each time. */
export function useDialerBehaviorTypes() {
  const client = useApiClient();
  return useSWR(apiKeys.dialerBehaviorTypes(), () => listDialerBehaviorTypes(client));
}

/** `GET PhoneDialerProvider/authSettings`: the provider's name and host, and whether the user's account is connected. */
export function useDialerAuthSettings(currentRoute: string) {
  const client = useApiClient();
  return useSWR(apiKeys.dialerAuthSettings(currentRoute), () => getDialerAuthSettings(client, currentRoute));
}

/**
 * Saves the user's own dialer settings (`POST user/{id}`: shown or hidden, and the click behaviour)
 * and writes what the server saved into the user's settings, which the dialer and the quick links
 * read. Answers the server's answer; rejects with its `ApiError`.
 */
export function useSaveDialerSettings(userId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.saveDialerSettings(userId),
    async (_key, { arg }: { arg: DialerSettingsUpdate }) => {
      const saved = await updateUserSettings(client, userId, arg);
      await mutate(
        apiKeys.userSettings(userId),
        (current?: UserSettings) =>
          current && {
            ...current,
            phone_dialer_provider_active: saved.phone_dialer_provider_active,
            phone_dialer_provider_behavior_type_id: saved.phone_dialer_provider_behavior_type_id,
          },
        { revalidate: false },
      );
      return saved;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/**
 * `POST PhoneDialerProvider/phoneCall`: places a call through the provider. A call to a lead is its
 * recorded call, so the lead's compliance checklist is read again (and its conversation log, which
 * lists failed calls too). Rejects with the server's
 * `ApiError` (a provider refusal is 424).
 */
export function usePlacePhoneCall() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.placePhoneCall(),
    async (_key, { arg }: { arg: PhoneCallRequest }) => {
      const leadId = Number(arg.lead_id);
      try {
        const answer = await placePhoneCall(client, arg);
        if (leadId > 0) await mutate(apiKeys.leadCompliance(leadId));
        return answer;
      } finally {
        // The call is in the lead's conversation log, placed or failed.
        if (leadId > 0) void mutate(apiKeys.conversationLog(leadId));
      }
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

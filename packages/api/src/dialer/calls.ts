import type { ApiClient } from '../core/client';
import {
  DialerSettingsUpdateAnswerStruct,
  PhoneCallAnswerStruct,
  PhoneDialerAuthSettingsStruct,
  PhoneDialerBehaviorTypesStruct,
  type DialerSettingsUpdate,
  type PhoneCallRequest,
} from './contract';

/** `GET PhoneDialerProvider/listBehaviorTypes/`. */
export async function listDialerBehaviorTypes(client: ApiClient) {
  return (
    await client.request({
      call: 'listDialerBehaviorTypes',
      method: 'GET',
      path: 'PhoneDialerProvider/listBehaviorTypes/',
      struct: PhoneDialerBehaviorTypesStruct,
    })
  ).data;
}

/** `GET PhoneDialerProvider/authSettings?laweb_current_route=…` (a path of the app to come back to). */
export async function getDialerAuthSettings(client: ApiClient, currentRoute: string) {
  return (
    await client.request({
      call: 'getDialerAuthSettings',
      method: 'GET',
      path: 'PhoneDialerProvider/authSettings',
      query: { laweb_current_route: currentRoute },
      struct: PhoneDialerAuthSettingsStruct,
    })
  ).data;
}

/**
 * `POST PhoneDialerProvider/phoneCall`. A provider refusal rejects with an ApiError (status 424)
 * carrying the provider's message, which the dialer set-up page shows.
 */
export async function placePhoneCall(client: ApiClient, body: PhoneCallRequest) {
  return (
    await client.request({
      call: 'placePhoneCall',
      method: 'POST',
      path: 'PhoneDialerProvider/phoneCall',
      body,
      struct: PhoneCallAnswerStruct,
    })
  ).data;
}

/** `POST user/{userId}`: the user's dialer settings. */
export async function updateUserSettings(client: ApiClient, userId: number, body: DialerSettingsUpdate) {
  return (
    await client.request({
      call: 'updateUserSettings',
      method: 'POST',
      path: `user/${userId}`,
      body,
      struct: DialerSettingsUpdateAnswerStruct,
    })
  ).data;
}

/** `POST account/{accountId}/settings`: the account's dialer settings (account_settings_edit). */
export async function updateAccountSettings(client: ApiClient, accountId: number, body: DialerSettingsUpdate) {
  return (
    await client.request({
      call: 'updateAccountSettings',
      method: 'POST',
      path: `account/${accountId}/settings`,
      body,
      struct: DialerSettingsUpdateAnswerStruct,
    })
  ).data;
}

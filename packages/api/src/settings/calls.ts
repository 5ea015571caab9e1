import type { ApiClient } from '../core/client';
import {
  CanSendTextStruct,
  CommunicationPreferencesStruct,
  CommunicationPreferencesUpdateAnswerStruct,
  SelfServiceConfigOptionStruct,
  SelfServiceConfigUpdateAnswerStruct,
  type CommunicationPreferencesUpdate,
  type SelfServiceConfigUpdate,
} from './contract';
import { searchAnswerStruct } from '../core/search';

const SelfServiceConfigSearchAnswerStruct = searchAnswerStruct(SelfServiceConfigOptionStruct);

/** `POST selfServiceConfig/search/` with criteria user_id: the user's self-service options (3, 4, 5, 6). */
export async function searchSelfServiceConfig(client: ApiClient, userId: number) {
  return (
    await client.request({
      call: 'searchSelfServiceConfig',
      method: 'POST',
      path: 'selfServiceConfig/search/',
      body: { search_type: 'simple', criteria: { user_id: { type: 'simple', value: [userId] } } },
      struct: SelfServiceConfigSearchAnswerStruct,
    })
  ).data;
}

/** `POST user/{userId}/selfServiceConfig/`: saves the array of option items for the user. */
export async function updateSelfServiceConfig(client: ApiClient, userId: number, options: SelfServiceConfigUpdate) {
  return (
    await client.request({
      call: 'updateSelfServiceConfig',
      method: 'POST',
      path: `user/${userId}/selfServiceConfig/`,
      body: options,
      struct: SelfServiceConfigUpdateAnswerStruct,
    })
  ).data;
}

/** `GET CommunicationPreference/user/{userId}`: every notification type with the user's email and text choices. */
export async function getCommunicationPreferences(client: ApiClient, userId: number) {
  return (
    await client.request({
      call: 'getCommunicationPreferences',
      method: 'GET',
      path: `CommunicationPreference/user/${userId}`,
      struct: CommunicationPreferencesStruct,
    })
  ).data;
}

/** `POST CommunicationPreference/` with `{ user_id, communication_preferences }`. */
export async function updateCommunicationPreferences(client: ApiClient, body: CommunicationPreferencesUpdate) {
  return (
    await client.request({
      call: 'updateCommunicationPreferences',
      method: 'POST',
      path: 'CommunicationPreference/',
      body,
      struct: CommunicationPreferencesUpdateAnswerStruct,
    })
  ).data;
}

/** `GET CommunicationPreference/canSendText`: whether texts can reach the signed-in user, and where. */
export async function canSendText(client: ApiClient) {
  return (
    await client.request({
      call: 'canSendText',
      method: 'GET',
      path: 'CommunicationPreference/canSendText',
      struct: CanSendTextStruct,
    })
  ).data;
}

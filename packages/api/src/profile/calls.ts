import type { ApiClient } from '../core/client';
import {
  ChangePasswordAnswerStruct,
  UserContactDeleteAnswerStruct,
  UserProfileUpdateAnswerStruct,
  WritingNumberStruct,
  type ChangePasswordRequest,
  type UserContactKind,
  type UserProfileUpdate,
} from './contract';
import { searchAnswerStruct, type SearchBody } from '../core/search';

/** `POST user/{userId}`: the profile (and dialer settings); answers the user as saved. */
export async function updateUserProfile(client: ApiClient, userId: number, body: UserProfileUpdate) {
  return (
    await client.request({
      call: 'updateUserProfile',
      method: 'POST',
      path: `user/${userId}`,
      body,
      struct: UserProfileUpdateAnswerStruct,
    })
  ).data;
}

/** `GET user/{userId}/{phone|email|address}/{rowId}/delete/`: removes one contact row before a save. */
export async function deleteUserContact(client: ApiClient, userId: number, kind: UserContactKind, rowId: number) {
  return (
    await client.request({
      call: 'deleteUserContact',
      method: 'GET',
      path: `user/${userId}/${kind}/${rowId}/delete/`,
      struct: UserContactDeleteAnswerStruct,
    })
  ).data;
}

/**
 * `POST userCredentials/{user_credentials_id}/changePassword`. A wrong current password rejects
 * with an ApiError (400) whose message is 'The current password entered is incorrect'.
 */
export async function changePassword(client: ApiClient, body: ChangePasswordRequest) {
  return (
    await client.request({
      call: 'changePassword',
      method: 'POST',
      path: `userCredentials/${body.user_credentials_id}/changePassword`,
      body,
      struct: ChangePasswordAnswerStruct,
    })
  ).data;
}

const WritingNumberSearchAnswerStruct = searchAnswerStruct(WritingNumberStruct);

/** `POST usercarrier/search/`: agent writing numbers (criteria `user_id`; one's own unless allowed to see others). */
export async function searchWritingNumbers(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchWritingNumbers',
      method: 'POST',
      path: 'usercarrier/search/',
      body,
      struct: WritingNumberSearchAnswerStruct,
    })
  ).data;
}

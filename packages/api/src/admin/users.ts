// The users' administration calls (spec 02 §7.4, issue 16): create, invite, user access, delete
// and bulk delete. Each is authorised by `user_manage` and scoped to the caller's account.
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  min,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import { USER_GENDERS } from '@meridian/domain';
import type { ApiClient } from '../core/client';
import { Flag } from '../core/common';
import { UserAddressEntryStruct, UserEmailEntryStruct, UserPhoneEntryStruct } from '../profile/contract';
import { searchRoles } from '../roles/calls';

const RowId = min(integer(), 1);

/**
 * Body of `POST user` (spec 02 §3.4 new-user payload): the user joins the caller's account
 * (`account_id`, when sent, must be it); `usercredentials` holds the one login with its initial password.
 */
export const NewUserRequestStruct = object({
  account_id: optional(RowId),
  fname: size(string(), 0, 25),
  lname: size(string(), 0, 25),
  gender: optional(nullable(enums([...USER_GENDERS, '']))),
  company: optional(nullable(size(string(), 0, 50))),
  npn: optional(nullable(size(string(), 0, 20))),
  role_id: RowId,
  usercredentials: size(
    array(
      object({
        login: size(string(), 0, 100),
        password: size(string(), 0, 200),
        context: optional(size(string(), 0, 100)),
      }),
    ),
    1,
    1,
  ),
  phones: size(array(UserPhoneEntryStruct), 1, 20),
  emails: size(array(UserEmailEntryStruct), 1, 20),
  addresses: optional(size(array(UserAddressEntryStruct), 0, 20)),
  /** Accepted for the spec's payload; the server stamps the registration date itself. */
  registration_date: optional(nullable(string())),
});
export type NewUserRequest = Infer<typeof NewUserRequestStruct>;

/** Answer of `POST user`: the new user's id and account ('New User has been created for account {account_id}.'). */
export const NewUserAnswerStruct = object({
  success: literal(true),
  user_id: number(),
  account_id: number(),
  message: string(),
});
export type NewUserAnswer = Infer<typeof NewUserAnswerStruct>;

/** Answer of `POST user/{id}/invite`: where the set-password link was sent, and until when it works. */
export const UserInviteAnswerStruct = object({
  success: literal(true),
  email: string(),
  expires_at: string(),
});
export type UserInviteAnswer = Infer<typeof UserInviteAnswerStruct>;

/** Answer of `GET user/{id}/userAccess`: what the user may do, and when they last signed in. */
export const UserAccessStruct = object({
  success: literal(true),
  user_id: number(),
  role_id: number(),
  role_name: string(),
  active: Flag,
  account_owner: boolean(),
  /** The role's permissions, sorted (none while the role is inactive). */
  permissions: array(string()),
  /** The access-control hash the user's next answer will carry. */
  hash: string(),
  last_access_date: nullable(string()),
  previous_login_date: nullable(string()),
});
export type UserAccess = Infer<typeof UserAccessStruct>;

/** Body of `POST user/bulkDelete`. */
export const UserBulkDeleteStruct = object({ user_ids: size(array(RowId), 1, 500) });
export type UserBulkDelete = Infer<typeof UserBulkDeleteStruct>;

/** Answer of `GET user/{id}/delete` and `POST user/bulkDelete`: who was deleted, and how many leads became Unassigned. */
export const UserDeleteAnswerStruct = object({
  success: literal(true),
  user_ids: array(number()),
  leads_unassigned: number(),
});
export type UserDeleteAnswer = Infer<typeof UserDeleteAnswerStruct>;

/** `POST user`: creates a user in the caller's account. */
export async function createUser(client: ApiClient, body: NewUserRequest) {
  return (await client.request({ call: 'createUser', method: 'POST', path: 'user', body, struct: NewUserAnswerStruct }))
    .data;
}

/** `POST user/{id}/invite`: emails the user a link to set their own password (spec 02 §7.4 "Invite user"). */
export async function inviteUser(client: ApiClient, userId: number) {
  return (
    await client.request({
      call: 'inviteUser',
      method: 'POST',
      path: `user/${userId}/invite`,
      body: {},
      struct: UserInviteAnswerStruct,
    })
  ).data;
}

/** `GET user/{id}/userAccess`. */
export async function getUserAccess(client: ApiClient, userId: number) {
  return (
    await client.request({
      call: 'getUserAccess',
      method: 'GET',
      path: `user/${userId}/userAccess`,
      struct: UserAccessStruct,
    })
  ).data;
}

/** `GET user/{id}/delete`: deletes one user; their leads become Unassigned. */
export async function deleteUser(client: ApiClient, userId: number) {
  return (
    await client.request({
      call: 'deleteUser',
      method: 'GET',
      path: `user/${userId}/delete`,
      struct: UserDeleteAnswerStruct,
    })
  ).data;
}

/** `POST user/bulkDelete`: deletes the users (all or none); their leads become Unassigned. */
export async function bulkDeleteUsers(client: ApiClient, body: UserBulkDelete) {
  return (
    await client.request({
      call: 'bulkDeleteUsers',
      method: 'POST',
      path: 'user/bulkDelete',
      body,
      struct: UserDeleteAnswerStruct,
    })
  ).data;
}

/** The account's roles for the User Profile dialog's role picker (`POST account/{id}/role/search`, every role by name). */
export async function searchAccountRoles(client: ApiClient, accountId: number) {
  const body = { criteria: {}, records_per_page: 500, orderby_field: 'role_name', orderby_direction: 'asc' } as const;
  return (await searchRoles(client, accountId, body)).result;
}

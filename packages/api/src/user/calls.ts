import type { ApiClient } from '../core/client';
import { ACCESS_CONTROL_HASH_HEADER, ACCESS_CONTROL_HEADER } from '../permissions/contract';
import { searchAnswerStruct, type SearchBody } from '../core/search';
import {
  AccountSettingsStruct,
  AccountStruct,
  UserDetailsStruct,
  UserSearchRowStruct,
  UserSettingsStruct,
  type UserDetails,
} from './contract';
import { ApiError } from '../core/errors';

export interface UserWithAccess {
  user: UserDetails;
  /** The permission list from the `X-Access-Control` header (only when asked with returnAcl). */
  permissions: string[] | undefined;
  /** The access-control hash from the `X-Access-Control-Hash` header. */
  hash: string | undefined;
}

function parsePermissions(header: string | null): string[] | undefined {
  if (header === null) return undefined;
  try {
    const value: unknown = JSON.parse(header);
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  } catch {
    // fall through
  }
  throw new ApiError('getUser', `Malformed ${ACCESS_CONTROL_HEADER} header`);
}

/** `GET user/{id}`; with `returnAcl` the permissions and hash come from the two headers. */
export async function getUser(client: ApiClient, userId: number, { returnAcl = false } = {}): Promise<UserWithAccess> {
  const { data, headers } = await client.request({
    call: 'getUser',
    method: 'GET',
    path: `user/${userId}`,
    query: returnAcl ? { return_acl: 1 } : undefined,
    struct: UserDetailsStruct,
  });
  return {
    user: data,
    permissions: returnAcl ? parsePermissions(headers.get(ACCESS_CONTROL_HEADER)) : undefined,
    hash: headers.get(ACCESS_CONTROL_HASH_HEADER) ?? undefined,
  };
}

export async function getUserSettings(client: ApiClient, userId: number) {
  return (
    await client.request({
      call: 'getUserSettings',
      method: 'GET',
      path: `user/${userId}/settings`,
      struct: UserSettingsStruct,
    })
  ).data;
}

export async function getAccount(client: ApiClient, accountId: number) {
  return (
    await client.request({ call: 'getAccount', method: 'GET', path: `account/${accountId}`, struct: AccountStruct })
  ).data;
}

export async function getAccountSettings(client: ApiClient, accountId: number) {
  return (
    await client.request({
      call: 'getAccountSettings',
      method: 'GET',
      path: `account/${accountId}/settings`,
      struct: AccountSettingsStruct,
    })
  ).data;
}

const UserSearchAnswerStruct = searchAnswerStruct(UserSearchRowStruct);

/** `POST user/search` with the generic search body. */
export async function searchUsers(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchUsers',
      method: 'POST',
      path: 'user/search',
      body,
      struct: UserSearchAnswerStruct,
    })
  ).data;
}

/**
 * Signs out: revokes the refresh family on the server (best effort), then ends the session
 * locally. Resolves either way, because the user asked to leave.
 */
export async function logout(options: {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  tokens?: { access_token: string; refresh_token?: string };
}) {
  const doFetch = options.fetch ?? globalThis.fetch;
  if (!options.tokens) return;
  try {
    await doFetch(`${(options.baseUrl ?? '').replace(/\/$/, '')}/auth/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${options.tokens.access_token}` },
      // Without a refresh token here the server reads (and clears) the HttpOnly refresh cookie.
      body: JSON.stringify(
        options.tokens.refresh_token === undefined ? {} : { refresh_token: options.tokens.refresh_token },
      ),
      credentials: 'same-origin',
    });
  } catch {
    // The tokens are dropped locally anyway; the family also dies by idle timeout.
  }
}

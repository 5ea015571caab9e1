// The agent's state licenses: read by state (spec 02 §7.4 `GET stateLicenseNumber/{state}`), listed,
// added and expired (paths not shown in the spec; docs/decisions/0003-state-licenses.md).
import {
  array,
  boolean,
  integer,
  literal,
  min,
  nullable,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import type { ApiClient } from '../core/client';

const RowId = min(integer(), 1);

/** `GET stateLicenseNumber/{state}`: the signed-in agent's license there (null when none is on file or it expired). */
export const StateLicenseStruct = object({
  state_id: string(),
  license_number: nullable(string()),
  /** MM/DD/YYYY, or null without an end date. Absent from servers older than the licenses screen. */
  expiration_date: optional(nullable(string())),
});
export type StateLicense = Infer<typeof StateLicenseStruct>;

/** A license of the list: every state on file, in force or expired. */
export const StateLicenseRowStruct = object({
  state_id: string(),
  state_name: string(),
  license_number: string(),
  /** MM/DD/YYYY, or null without an end date. */
  expiration_date: nullable(string()),
  /** Whether it is in force today (Central Time): what quoting and enrollment read. */
  active: boolean(),
});
export type StateLicenseRow = Infer<typeof StateLicenseRowStruct>;

export const StateLicenseListAnswerStruct = object({ success: literal(true), result: array(StateLicenseRowStruct) });

/**
 * Body of `POST stateLicenseNumber`: adds the user's license for a state, or replaces an expired one.
 * The server checks it with the domain's `validateStateLicense`.
 */
export const StateLicenseAddStruct = object({
  user_id: RowId,
  state_id: size(string(), 0, 50),
  license_number: size(string(), 0, 200),
  expiration_date: optional(nullable(size(string(), 0, 20))),
});
export type StateLicenseAdd = Infer<typeof StateLicenseAddStruct>;

/** Body of `POST stateLicenseNumber/{state}/expire`: whose license. */
export const StateLicenseExpireStruct = object({ user_id: RowId });

export const StateLicenseChangeAnswerStruct = object({ success: literal(true), message: string() });
export type StateLicenseChangeAnswer = Infer<typeof StateLicenseChangeAnswerStruct>;

export async function getStateLicenseNumber(client: ApiClient, state: string) {
  return (
    await client.request({
      call: 'getStateLicenseNumber',
      method: 'GET',
      path: `stateLicenseNumber/${encodeURIComponent(state)}`,
      struct: StateLicenseStruct,
    })
  ).data;
}

/** `GET user/{id}/stateLicenseNumber`: the user's licenses by state name (own, or any with user_manage). */
export async function listStateLicenses(client: ApiClient, userId: number) {
  return (
    await client.request({
      call: 'listStateLicenses',
      method: 'GET',
      path: `user/${userId}/stateLicenseNumber`,
      struct: StateLicenseListAnswerStruct,
    })
  ).data.result;
}

/** `POST stateLicenseNumber`: a state that already holds a license in force rejects (409). */
export async function addStateLicense(client: ApiClient, body: StateLicenseAdd) {
  return (
    await client.request({
      call: 'addStateLicense',
      method: 'POST',
      path: 'stateLicenseNumber',
      body,
      struct: StateLicenseChangeAnswerStruct,
    })
  ).data;
}

/** `POST stateLicenseNumber/{state}/expire`: the license ends today; it stays on file. */
export async function expireStateLicense(client: ApiClient, userId: number, state: string) {
  return (
    await client.request({
      call: 'expireStateLicense',
      method: 'POST',
      path: `stateLicenseNumber/${encodeURIComponent(state)}/expire`,
      body: { user_id: userId },
      struct: StateLicenseChangeAnswerStruct,
    })
  ).data;
}

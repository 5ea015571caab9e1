import type { ApiClient } from '../core/client';
import { toFormBody } from '../core/client';
import {
  AgreementAnswerStruct,
  SupportContactStruct,
  RegistrationAnswerStruct,
  RegistrationLinkAnswerStruct,
  RegistrationLinkListStruct,
  ValidateUrlAnswerStruct,
  type RegistrationAnswer,
  type RegistrationLinkRevoke,
} from './contract';
import { literal, object } from 'superstruct';
import { ApiError } from '../core/errors';
import { publicCall, REGISTRATION_API, type PublicCallOptions } from '../core/public-call';

export { REGISTRATION_API, type PublicCallOptions };

/** `POST validateUrl` with the invitation token; a rejection means an invalid link. */
export function validateRegistrationUrl(token: string, options: PublicCallOptions = {}) {
  return publicCall(
    'validateRegistrationUrl',
    ValidateUrlAnswerStruct,
    'validateUrl',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    },
    options,
  );
}

/** `GET agreement`: the user agreement HTML. */
export function getAgreement(options: PublicCallOptions = {}) {
  return publicCall('getAgreement', AgreementAnswerStruct, 'agreement', { method: 'GET' }, options);
}

/** `GET public/supportContact`: the support phone and sales site the registration messages name. */
export function getSupportContact(options: PublicCallOptions = {}) {
  return publicCall('getSupportContact', SupportContactStruct, 'supportContact', { method: 'GET' }, options);
}

/**
 * `POST registration`, form-urlencoded with spaces as `+`. A refusal with a message resolves
 * to `{ success: false, message }` (the screen shows it as returned); no usable answer rejects.
 */
export async function submitRegistration(
  payload: Record<string, unknown>,
  options: PublicCallOptions = {},
): Promise<RegistrationAnswer> {
  try {
    return await publicCall(
      'submitRegistration',
      RegistrationAnswerStruct,
      'registration',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: toFormBody(payload),
      },
      options,
    );
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status !== undefined &&
      error.status < 500 &&
      !error.message.startsWith('The answer was not JSON')
    ) {
      return { success: false, message: error.message, disabled: 'false' };
    }
    throw error;
  }
}

/** `GET registration/buildLink/account/{id}/role/{role}` (admins): an invitation link for a role. */
export async function buildRegistrationLink(
  client: ApiClient,
  accountId: number,
  roleId: number,
  options: { approval?: boolean } = {},
) {
  return (
    await client.request({
      call: 'buildRegistrationLink',
      method: 'GET',
      path: `registration/buildLink/account/${accountId}/role/${roleId}`,
      ...(options.approval ? { query: { approval: '1' } } : {}),
      struct: RegistrationLinkAnswerStruct,
    })
  ).data;
}

/** `GET registration/links/account/{id}` (admins): the account's current invitation links, newest first. */
export async function listRegistrationLinks(client: ApiClient, accountId: number) {
  return (
    await client.request({
      call: 'listRegistrationLinks',
      method: 'GET',
      path: `registration/links/account/${accountId}`,
      struct: RegistrationLinkListStruct,
    })
  ).data.result;
}

/** `POST registration/revokeLink/account/{id}` (admins): the link no longer opens registration. */
export async function revokeRegistrationLink(client: ApiClient, accountId: number, body: RegistrationLinkRevoke) {
  return (
    await client.request({
      call: 'revokeRegistrationLink',
      method: 'POST',
      path: `registration/revokeLink/account/${accountId}`,
      body,
      struct: object({ success: literal(true) }),
    })
  ).data;
}

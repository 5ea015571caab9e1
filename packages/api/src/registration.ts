import { mask, type Struct } from 'superstruct';
import type { ApiClient } from './client';
import { toFormBody } from './client';
import {
  AgreementAnswerStruct,
  RegistrationAnswerStruct,
  RegistrationLinkAnswerStruct,
  ValidateUrlAnswerStruct,
  type RegistrationAnswer,
} from './contract/registration';
import { ApiError } from './errors';

/** Options of the public (sign-in free) registration calls. */
export interface PublicCallOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

/** `{registrationApi}` of spec 01 §7. */
export const REGISTRATION_API = '/api/public/';

async function publicCall<T>(call: string, struct: Struct<T, unknown>, path: string, init: RequestInit, options: PublicCallOptions): Promise<T> {
  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(`${(options.baseUrl ?? '').replace(/\/$/, '')}${REGISTRATION_API}${path}?noCache=${Math.random().toString(36).slice(2)}`, {
      ...init,
      headers: { Accept: 'application/json', ...(init.headers as Record<string, string>) },
    });
  } catch (error) {
    throw new ApiError(call, error instanceof Error ? error.message : 'Network error');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(call, `The answer was not JSON (${response.status})`, response.status);
  }
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new ApiError(call, typeof message === 'string' ? message : `Request failed (${response.status})`, response.status);
  }
  try {
    return mask(body, struct);
  } catch (error) {
    throw new ApiError(call, `Malformed answer: ${error instanceof Error ? error.message : String(error)}`, response.status);
  }
}

/** `POST validateUrl` with the invitation token; a rejection means an invalid link. */
export function validateRegistrationUrl(token: string, options: PublicCallOptions = {}) {
  return publicCall('validateRegistrationUrl', ValidateUrlAnswerStruct, 'validateUrl', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  }, options);
}

/** `GET agreement`: the user agreement HTML. */
export function getAgreement(options: PublicCallOptions = {}) {
  return publicCall('getAgreement', AgreementAnswerStruct, 'agreement', { method: 'GET' }, options);
}

/**
 * `POST registration`, form-urlencoded with spaces as `+`. A refusal with a message resolves
 * to `{ success: false, message }` (the screen shows it as returned); no usable answer rejects.
 */
export async function submitRegistration(payload: Record<string, unknown>, options: PublicCallOptions = {}): Promise<RegistrationAnswer> {
  try {
    return await publicCall('submitRegistration', RegistrationAnswerStruct, 'registration', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: toFormBody(payload),
    }, options);
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined && error.status < 500 && !error.message.startsWith('The answer was not JSON')) {
      return { success: false, message: error.message, disabled: 'false' };
    }
    throw error;
  }
}

/** `GET registration/buildLink/account/{id}/role/{role}` (admins): an invitation link for a role. */
export async function buildRegistrationLink(client: ApiClient, accountId: number, roleId: number) {
  return (
    await client.request({
      call: 'buildRegistrationLink',
      method: 'GET',
      path: `registration/buildLink/account/${accountId}/role/${roleId}`,
      struct: RegistrationLinkAnswerStruct,
    })
  ).data;
}

import { mask, type Struct } from 'superstruct';
import { ApiError } from './errors';

/** Options of the public (sign-in free) calls: registration and the client's self-service page. */
export interface PublicCallOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

/** `{registrationApi}` of spec 01 §7. */
export const REGISTRATION_API = '/api/public/';

/** One call of the public (sign-in free) API: no token, a no-cache query, the answer checked by `struct`. */
export async function publicCall<T>(
  call: string,
  struct: Struct<T, unknown>,
  path: string,
  init: RequestInit,
  options: PublicCallOptions,
): Promise<T> {
  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(
      `${(options.baseUrl ?? '').replace(/\/$/, '')}${REGISTRATION_API}${path}?noCache=${Math.random().toString(36).slice(2)}`,
      {
        ...init,
        headers: { Accept: 'application/json', ...(init.headers as Record<string, string>) },
      },
    );
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
    throw new ApiError(
      call,
      typeof message === 'string' ? message : `Request failed (${response.status})`,
      response.status,
    );
  }
  try {
    return mask(body, struct);
  } catch (error) {
    throw new ApiError(
      call,
      `Malformed answer: ${error instanceof Error ? error.message : String(error)}`,
      response.status,
    );
  }
}

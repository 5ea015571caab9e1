import { TokenAnswerStruct } from '../auth/contract';
import { ACCESS_CONTROL_HASH_HEADER } from '../permissions/contract';
import { ApiError } from './errors';
import {
  callUrl,
  encodeBody,
  readAnswer,
  readErrorBody,
  readMessage,
  toFormBody,
  type ApiResponse,
  type BodyType,
  type RequestOptions,
} from './wire';

export { toFormBody, type ApiResponse, type BodyType, type RequestOptions };

/**
 * What the session keeps. In the browser the login cookie holds user_id and access_token, and the refresh
 * token lives in an HttpOnly cookie no script reads (`refreshTokenCookie`); other clients keep it here.
 */
export interface SessionTokens {
  user_id: number;
  access_token: string;
  refresh_token?: string;
}

/**
 * Where the tokens live (the login cookie in the browser). `read` is called before every
 * request, so a refresh done by another tab is picked up.
 */
export interface SessionStore {
  read(): SessionTokens | undefined;
  write(tokens: SessionTokens): void;
  clear(): void;
}

export type SignOutReason =
  'unauthorized' | 'refresh-failed' | 'expired-after-refresh' | 'access-control-changed' | 'signed-out';

export interface ApiClientOptions {
  /** Origin the app talks to; '' means the page's own. */
  baseUrl?: string;
  session: SessionStore;
  /** Called once when the session ends (401, failed refresh, a changed access-control hash). */
  onSignOut?: (reason: SignOutReason) => void;
  /** Called with the server's message on HTTP 500 (the portal shows a toast). */
  onServerError?: (message: string) => void;
  fetch?: typeof globalThis.fetch;
  /**
   * Runs `fn` holding a lock every tab shares, so two tabs never spend the same refresh token.
   * Defaults to the Web Locks API when the browser has it.
   */
  lock?: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
  /** The random `noCache` value (injectable for tests). */
  noCache?: () => string;
  /**
   * The refresh token travels in the server's HttpOnly `/auth` cookie (a browser): refreshes ask for
   * `token_delivery=cookie` and the session keeps no refresh token. Off by default (API clients).
   */
  refreshTokenCookie?: boolean;
  /**
   * How many times a creating call (a POST or PUT that is not a search) is sent again when it got no
   * answer (a network failure), a 502 or 503, or a 409 "still being processed". Each logical call carries
   * one `Idempotency-Key`, so the server runs it once however often it arrives. Default 2.
   */
  createRetries?: number;
  /** The Idempotency-Key of a new call (injectable for tests; default a random UUID). */
  idempotencyKey?: () => string;
  /** Waits between retries (injectable for tests). */
  sleep?: (ms: number) => Promise<void>;
}

/** The header a creating call carries so that a retry of it is answered, not run again. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Whether a call creates or changes something (so it carries an Idempotency-Key): a POST or PUT but a search. */
export function isCreatingCall(method: RequestOptions<unknown>['method'], path: string): boolean {
  return method !== 'GET' && !/search\/?$/i.test(path.split('?')[0]!);
}

const randomKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export interface ApiClient {
  request<T>(options: RequestOptions<T>): Promise<ApiResponse<T>>;
  /** Ends the session once: clears the tokens and tells `onSignOut`. */
  signOut(reason: SignOutReason): void;
  /** Accepts a new access-control hash (after the user's own permissions were reloaded). */
  acceptAccessControlHash(hash: string): void;
  readonly signedOut: boolean;
}

const REFRESH_LOCK = 'meridian-token-refresh';

/** The part of the Web Locks API used here (typed locally so Node code needs no DOM types). */
interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function defaultLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return locks ? locks.request(name, fn) : fn();
}

/** Spends the refresh token once at `/auth/token` and answers the new tokens. */
async function requestNewTokens(
  doFetch: typeof globalThis.fetch,
  baseUrl: string,
  noCache: string,
  latest: SessionTokens,
  refreshTokenCookie: boolean | undefined,
): Promise<SessionTokens> {
  const grant = refreshTokenCookie
    ? // A login cookie written before the refresh cookie existed still carries the token: spend it once.
      { grant_type: 'refresh_token', refresh_token: latest.refresh_token, token_delivery: 'cookie' }
    : { grant_type: 'refresh_token', refresh_token: latest.refresh_token };
  const response = await doFetch(`${baseUrl}/auth/token?noCache=${encodeURIComponent(noCache)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: toFormBody(grant),
    credentials: 'same-origin',
  });
  if (!response.ok)
    throw new ApiError('refreshToken', (await readMessage(response)) ?? 'Refresh failed', response.status);
  const answer = TokenAnswerStruct.mask(await response.json());
  return answer.refresh_token === undefined
    ? { user_id: answer.user_id, access_token: answer.access_token }
    : { user_id: answer.user_id, access_token: answer.access_token, refresh_token: answer.refresh_token };
}

/** How long to wait before sending a creating call again, or undefined when its answer is final. */
function retryDelayMs(response: Response, attempt: number): number | undefined {
  const busy = response.status === 409 && response.headers.has('Retry-After');
  if (response.status !== 502 && response.status !== 503 && !busy) return undefined;
  const retryAfter = Number(response.headers.get('Retry-After'));
  return Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 5) * 1000 : 250 * 2 ** attempt;
}

/** A refusal's ApiError with the server's message (reported to `onServerError` when the server failed). */
async function refusal(request: Pick<RequestOptions<unknown>, 'call'>, response: Response, options: ApiClientOptions) {
  const answer = await readErrorBody(response);
  const message = answer.message ?? `Request failed (${response.status})`;
  if (response.status >= 500) options.onServerError?.(message);
  return new ApiError(request.call, message, response.status, answer.result);
}

/**
 * The HTTP client with the session rules of spec 01 §4, §7 and §8:
 * a random `noCache` and the bearer token on every call; 401 ends the session; 419 triggers
 * exactly one refresh for any number of concurrent calls, each retried once; 500 reports the
 * server's message; a changed access-control hash ends the session.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  const doFetch =
    options.fetch ?? ((input: Parameters<typeof fetch>[0], init?: RequestInit) => globalThis.fetch(input, init));
  const lock = options.lock ?? defaultLock;
  const noCache = options.noCache ?? (() => Math.random().toString(36).slice(2) + Date.now().toString(36));
  const createRetries = options.createRetries ?? 2;
  const newKey = options.idempotencyKey ?? randomKey;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let refreshing: Promise<void> | undefined;
  let knownHash: string | undefined;
  let signedOut = false;

  function signOut(reason: SignOutReason) {
    if (signedOut) return;
    signedOut = true;
    refreshing = undefined;
    options.session.clear();
    options.onSignOut?.(reason);
  }

  /** One refresh for everyone: callers that saw 419 with `staleToken` wait for the same one. */
  function refreshAfter(staleToken: string): Promise<void> {
    const current = options.session.read();
    if (current && current.access_token !== staleToken) return Promise.resolve();
    refreshing ??= lock(REFRESH_LOCK, async () => {
      // Another tab may have refreshed while this one waited for the lock.
      const latest = options.session.read();
      if (!latest) throw new ApiError('refreshToken', 'Not signed in', 401);
      if (latest.access_token !== staleToken) return;
      options.session.write(await requestNewTokens(doFetch, baseUrl, noCache(), latest, options.refreshTokenCookie));
    })
      .catch((error: unknown) => {
        signOut('refresh-failed');
        throw error;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  /** `attempt`: how many times this creating call was sent again (with the same `key`). */
  async function send<T>(
    request: RequestOptions<T>,
    isRetry: boolean,
    key?: string,
    attempt = 0,
  ): Promise<ApiResponse<T>> {
    const again = key !== undefined && attempt < createRetries;
    if (signedOut) throw new ApiError(request.call, 'Signed out', 401);
    const tokens = options.session.read();
    if (!tokens) {
      signOut('unauthorized');
      throw new ApiError(request.call, 'Not signed in', 401);
    }
    const { body, contentType } = encodeBody(request.body, request.bodyType ?? 'json');
    const headers: Record<string, string> = {
      Accept: request.answer === 'blob' ? '*/*' : 'application/json',
      Authorization: `Bearer ${tokens.access_token}`,
    };
    if (contentType) headers['Content-Type'] = contentType;
    if (key !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = key;
    let response: Response;
    try {
      response = await doFetch(callUrl(baseUrl, request.path, request.query, noCache()), {
        method: request.method,
        headers,
        body,
      });
    } catch (error) {
      // No answer: the call may or may not have run. With its key, sending it again is safe.
      if (again) {
        await sleep(250 * 2 ** attempt);
        return send(request, isRetry, key, attempt + 1);
      }
      throw new ApiError(request.call, error instanceof Error ? error.message : 'Network error');
    }
    const delay = again ? retryDelayMs(response, attempt) : undefined;
    if (delay !== undefined) {
      await sleep(delay);
      return send(request, isRetry, key, attempt + 1);
    }

    if (response.status === 419) {
      if (isRetry) {
        signOut('expired-after-refresh');
        throw new ApiError(request.call, 'Session expired', 419);
      }
      try {
        await refreshAfter(tokens.access_token);
      } catch {
        throw new ApiError(request.call, 'Session expired', 419);
      }
      return send(request, true, key, attempt);
    }
    if (response.status === 401) {
      signOut('unauthorized');
      throw new ApiError(request.call, (await readMessage(response)) ?? 'Not signed in', 401);
    }

    const hash = response.headers.get(ACCESS_CONTROL_HASH_HEADER);
    if (hash) {
      if (knownHash === undefined) knownHash = hash;
      else if (hash !== knownHash) {
        signOut('access-control-changed');
        throw new ApiError(request.call, 'Your permissions changed. Please sign in again.', response.status);
      }
    }

    if (!response.ok) throw await refusal(request, response, options);
    return readAnswer(request, response);
  }

  return {
    request: (request) => send(request, false, isCreatingCall(request.method, request.path) ? newKey() : undefined),
    signOut,
    acceptAccessControlHash(hash) {
      knownHash = hash;
    },
    get signedOut() {
      return signedOut;
    },
  };
}

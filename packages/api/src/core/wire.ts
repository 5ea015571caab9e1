// The wire of one call: its URL, its encoded body, and the reading of its answer (spec 01 §4).
import { mask, type Struct } from 'superstruct';
import { ApiError } from './errors';

export type BodyType = 'json' | 'form' | 'multipart';

export interface RequestOptions<T> {
  /** The call's name, carried by any ApiError it raises. */
  call: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Path under `/api/`, e.g. `user/12`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  bodyType?: BodyType;
  /**
   * The answer is a file (a PDF, say), read as a Blob and checked by `struct` (e.g. `instance(Blob)`);
   * the session rules and refusals are as for JSON answers.
   */
  answer?: 'json' | 'blob';
  /** The answer's struct; extra fields are dropped, missing or mistyped ones are an ApiError. */
  struct: Struct<T, unknown>;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

/** Form bodies are urlencoded with spaces as `+` (URLSearchParams does exactly that). */
export function toFormBody(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}

export async function readMessage(response: Response): Promise<string | undefined> {
  return (await readErrorBody(response)).message;
}

/** The error answer's message and result, when it is JSON. */
export async function readErrorBody(
  response: Response,
): Promise<{ message?: string; result?: Record<string, unknown> }> {
  try {
    const body = (await response.clone().json()) as { message?: unknown; result?: unknown };
    return {
      message: typeof body.message === 'string' ? body.message : undefined,
      result:
        body.result !== null && typeof body.result === 'object' && !Array.isArray(body.result)
          ? (body.result as Record<string, unknown>)
          : undefined,
    };
  } catch {
    return {};
  }
}

/** The call's URL under `/api/`, with its query and a fresh `noCache`. */
export function callUrl(
  baseUrl: string,
  path: string,
  query: RequestOptions<unknown>['query'],
  noCache: string,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  params.set('noCache', noCache);
  return `${baseUrl}/api/${path.replace(/^\//, '')}?${params.toString()}`;
}

export function encodeBody(body: unknown, bodyType: BodyType): { body?: RequestInit['body']; contentType?: string } {
  if (body === undefined) return {};
  if (bodyType === 'form')
    return { body: toFormBody(body as Record<string, unknown>), contentType: 'application/x-www-form-urlencoded' };
  if (bodyType === 'multipart') return { body: body as FormData };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** A successful answer checked by the call's struct: a Blob for files, else JSON (204 as `{}`). */
export async function readAnswer<T>(request: RequestOptions<T>, response: Response): Promise<ApiResponse<T>> {
  const answered = (data: T) => ({ data, headers: response.headers, status: response.status });
  if (request.answer === 'blob') return answered(mask(await response.blob(), request.struct));
  let json: unknown;
  try {
    json = response.status === 204 ? {} : await response.json();
  } catch {
    throw new ApiError(request.call, 'The answer was not JSON', response.status);
  }
  try {
    return answered(mask(json, request.struct));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const path = (error as { path?: unknown[] }).path?.join('.') || 'root';
    throw new ApiError(request.call, `Malformed answer at ${path}: ${detail}`, response.status);
  }
}

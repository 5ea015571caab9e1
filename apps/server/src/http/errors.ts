import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type StructError, validate, type Struct } from 'superstruct';
import { applySecurityHeaders } from './security';
import { DATABASE_TIMEOUT_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE, databaseTrouble } from './database-errors';

/** The generic banner text of spec 01 §8, used for every unexpected failure. */
export const GENERIC_ERROR_MESSAGE = 'An error occurred, please try again';

/** An answer with a status and a message users may see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly result?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = () => new HttpError(404, 'Not found');

/** The 404 of a method and path no route answers (the path only: a query never goes into a message). */
export const noSuchCall = (method: string, pathname: string) =>
  `No such call: ${method} ${pathname.length > 200 ? `${pathname.slice(0, 200)}…` : pathname}`;
export const forbidden = () => new HttpError(403, 'You do not have permission to do this.');

/** Names the first problem of a body that does not match its struct. */
export function describeStructError(error: StructError): { field: string; message: string } {
  // Name the most specific problem: a failure deep in the body beats "the body is wrong".
  const failures = error.failures();
  const failure =
    failures.find((f) => f.path.length > 0 && f.value === undefined) ??
    failures.find((f) => f.path.length > 0) ??
    error;
  const field = failure.path.join('.') || 'body';
  if (failure.value === undefined) return { field, message: `${field} is required.` };
  return { field, message: `${field} is invalid: ${failure.message}` };
}

/** Validates a request body (or query) with a contract struct; a mismatch answers 400 naming the field. */
export function parseWith<T, S>(struct: Struct<T, S>, value: unknown): T {
  const [error, parsed] = validate(value ?? {}, struct, { coerce: true });
  if (error) {
    const { field, message } = describeStructError(error);
    throw new HttpError(400, message, { field });
  }
  return parsed;
}

const clientMessages: Record<number, string> = {
  400: 'The request could not be read.',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'The request is too large.',
  415: 'This content type is not supported.',
};

/** PostgreSQL's data exceptions (SQLSTATE class 22: numeric or datetime out of range, invalid text, NUL). */
function dataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Every error becomes `{ success: false, message, result? }`; a 500 never shows internals. */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    return reply
      .code(error.statusCode)
      .send({ success: false, message: error.message, ...(error.result ? { result: error.result } : {}) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is not valid JSON.'
        : (clientMessages[status] ?? 'The request could not be processed.');
    return reply.code(status).send({ success: false, message });
  }
  if (dataException(error)) {
    // A value the database could not take (out of range, a date it has no such day for, a character it
    // cannot store): the request's fault, which a guard or a validator should have named. Logged as an
    // error so the missing check is found; answered 400, never 500.
    request.log.error({ err: error }, 'a value the database refused reached it');
    return reply.code(400).send({ success: false, message: 'A value in the request could not be stored or searched.' });
  }
  const trouble = databaseTrouble(error);
  if (trouble) {
    // Not a fault of this request: said plainly, with when to try again, and logged without a stack.
    request.log.warn({ code: (error as { code?: unknown }).code, message: error.message }, `database ${trouble}`);
    return trouble === 'timeout'
      ? reply.code(504).send({ success: false, message: DATABASE_TIMEOUT_MESSAGE })
      : reply.code(503).header('Retry-After', '2').send({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ success: false, message: GENERIC_ERROR_MESSAGE });
}

/**
 * Errors Fastify raises before routing (a malformed URL such as `/api/%E0%A4%A`): the product's
 * error shape with the security headers, instead of Fastify's raw FST_ERR_BAD_URL answer.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  applySecurityHeaders(request, reply);
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send({ success: false, message: clientMessages[400] });
  request.log.error({ err: error }, 'request failed before routing');
  return reply.code(500).send({ success: false, message: GENERIC_ERROR_MESSAGE });
}

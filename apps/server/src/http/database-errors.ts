// A database that is away (restarting, failing over, refusing connections) or too slow (a statement past
// its limit, a request that waited too long for a connection) is not a bug of the request: it answers
// 503 or 504 with a message that says to try again, instead of the generic 500, and never hangs.

/** 503: the database cannot be reached right now. A load balancer may retry an idempotent request elsewhere. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** 504: the database did not answer within the configured limit (DB_STATEMENT_TIMEOUT_MS / DB_CONNECT_TIMEOUT_MS). */
export const DATABASE_TIMEOUT_MESSAGE = 'The database took too long to answer. Please try again in a moment.';

export type DatabaseTrouble = 'unavailable' | 'timeout';

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going or not there yet: admin_shutdown (a restart ended the session),
 * crash_shutdown, cannot_connect_now (starting up or shutting down), too_many_connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * SQLSTATEs of a statement stopped for taking too long: query_canceled (statement_timeout),
 * lock_not_available (lock_timeout), idle_in_transaction_session_timeout.
 */
const TIMEOUT_STATES = new Set(['57014', '55P03', '25P03']);

/**
 * node-postgres's own messages for a connection that died under a query, or one it could not get in time,
 * and the server's refusals of a new connection (a database closed to connections, a server starting).
 */
const CONNECTION_LOST =
  /Connection terminated|Connection ended unexpectedly|connection error and is not queryable|Client was closed|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)/i;
const POOL_TIMEOUT = /timeout exceeded when trying to connect/i;

/** Whether `error` (or the error it wraps) says the database is away or too slow; undefined for anything else. */
export function databaseTrouble(error: unknown): DatabaseTrouble | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== 'object') return undefined;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (TIMEOUT_STATES.has(code)) return 'timeout';
      if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08/.test(code)) return 'unavailable';
    }
    if (typeof message === 'string') {
      if (POOL_TIMEOUT.test(message)) return 'timeout';
      if (CONNECTION_LOST.test(message)) return 'unavailable';
    }
    // An AggregateError (a host name with several addresses, each refused) carries its errors in a list.
    current = cause ?? (Array.isArray(errors) ? (errors[0] as unknown) : undefined);
  }
  return undefined;
}

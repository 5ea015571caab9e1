/*
 * Safe retries (issue 29): a POST or PUT sent with an `Idempotency-Key` header runs once per key and user.
 *
 * - The first request claims the key (one INSERT … ON CONFLICT DO NOTHING, so two processes never both
 *   claim it), runs, and stores its answer before sending it (`preSerialization`).
 * - A repeat with the same method, path and body gets the stored answer with `Idempotent-Replayed: true`;
 *   with another method, path or body, 422; while the first still runs, 409 with Retry-After.
 * - An answer of 500 or more is not kept: the claim is dropped, so the retry runs the call again (a failed
 *   create rolled back). A claim whose process died before answering is taken over once `locked_until`
 *   passes (the request timeout and then some).
 * - Keys live 24 hours. They belong to the signed-in user: another user's key of the same text is another key.
 *
 * The store is the database (migration 0039), so the promise holds across the cluster's processes and restarts.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema';
import { tenant } from '../db/tenant';
import { HttpError } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key and its answer are kept. */
export const IDEMPOTENCY_TTL_HOURS = 24;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters.',
  reusedKey: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
} as const;

interface Claim {
  account_id: number;
  user_id: number;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed; its answer is stored before it is sent. */
    idempotencyClaim?: Claim;
  }
}

const KEY = /^[\x21-\x7e]{1,255}$/;

/** What makes two requests the same: the body as parsed (multipart: its declared length and type). */
function bodyHash(request: FastifyRequest): string {
  const contentType = String(request.headers['content-type'] ?? '');
  const body = contentType.startsWith('multipart/')
    ? `multipart:${request.headers['content-length'] ?? ''}`
    : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(body).digest('hex');
}

/**
 * The preHandler (after authentication): claims the key, or answers a repeat. `lockMs` is how long a
 * claim without an answer is held before another process may take it over.
 */
export function idempotencyGuard(db: Kysely<DB>, { lockMs }: { lockMs: number }) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' && request.method !== 'PUT') return;
    const raw = request.headers[IDEMPOTENCY_HEADER];
    if (raw === undefined) return;
    const principal = request.principal;
    if (!principal) return;
    const key = Array.isArray(raw) ? raw[0]! : raw;
    if (!KEY.test(key)) throw new HttpError(400, IDEMPOTENCY_MESSAGES.invalidKey, { field: 'Idempotency-Key' });

    const owner = { account_id: principal.account_id };
    const t = tenant(db, owner);
    const path = request.url.split('?')[0]!;
    const hash = bodyHash(request);
    const lockedUntil = sql<Date>`now() + make_interval(secs => ${lockMs / 1000})`;

    for (let attempt = 0; attempt < 3; attempt += 1) {
      const claimed = await t
        .insertInto('idempotency_key', {
          user_id: principal.user_id,
          idempotency_key: key,
          method: request.method,
          path,
          body_hash: hash,
          locked_until: lockedUntil,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('idempotency_key')
        .executeTakeFirst();
      if (claimed) {
        request.idempotencyClaim = { account_id: principal.account_id, user_id: principal.user_id, key };
        // Now and then, forget the keys past their day.
        if (Math.random() < 0.01)
          await t
            .deleteFrom('idempotency_key')
            .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`)
            .execute();
        return;
      }
      const row = await t
        .selectFrom('idempotency_key')
        .where('user_id', '=', principal.user_id)
        .where('idempotency_key', '=', key)
        .select([
          'method',
          'path',
          'body_hash',
          'status_code',
          'response',
          sql<boolean>`locked_until < now()`.as('abandoned'),
          sql<boolean>`created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`.as('expired'),
        ])
        .executeTakeFirst();
      if (!row) continue; // dropped in between (a 5xx answer): claim it again
      if (row.expired) {
        await t
          .deleteFrom('idempotency_key')
          .where('user_id', '=', principal.user_id)
          .where('idempotency_key', '=', key)
          .execute();
        continue;
      }
      if (row.method !== request.method || row.path !== path || row.body_hash !== hash)
        throw new HttpError(422, IDEMPOTENCY_MESSAGES.reusedKey, { field: 'Idempotency-Key' });
      if (row.status_code !== null) {
        return reply
          .code(row.status_code)
          .header(REPLAYED_HEADER, 'true')
          .type('application/json; charset=utf-8')
          .send(row.response === null ? undefined : JSON.parse(row.response));
      }
      if (row.abandoned) {
        // The process that claimed it died before answering: take it over (one taker wins).
        const taken = await t
          .updateTable('idempotency_key')
          .set({ locked_until: lockedUntil })
          .where('user_id', '=', principal.user_id)
          .where('idempotency_key', '=', key)
          .where('status_code', 'is', null)
          .where('locked_until', '<', sql<Date>`now()`)
          .returning('idempotency_key')
          .executeTakeFirst();
        if (taken) {
          request.idempotencyClaim = { account_id: principal.account_id, user_id: principal.user_id, key };
          return;
        }
        continue;
      }
      throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress, undefined, { 'Retry-After': '1' });
    }
    throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress, undefined, { 'Retry-After': '1' });
  };
}

/**
 * The preSerialization hook: keeps the claimed request's answer (under 500) before it is sent, or drops
 * the claim so a retry runs the call again.
 */
export function idempotencyStore(db: Kysely<DB>) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const t = tenant(db, { account_id: claim.account_id });
    if (reply.statusCode >= 500) {
      await t
        .deleteFrom('idempotency_key')
        .where('user_id', '=', claim.user_id)
        .where('idempotency_key', '=', claim.key)
        .execute();
    } else {
      await t
        .updateTable('idempotency_key')
        .set({ status_code: reply.statusCode, response: payload === undefined ? null : JSON.stringify(payload) })
        .where('user_id', '=', claim.user_id)
        .where('idempotency_key', '=', claim.key)
        .execute();
    }
    return payload;
  };
}

/**
 * An answer that never went through serialization (a string, a file, an error before the handler):
 * drop the claim so a retry runs the call again rather than waiting on it.
 */
export function idempotencyRelease(db: Kysely<DB>) {
  return async (request: FastifyRequest) => {
    const claim = request.idempotencyClaim;
    if (!claim) return;
    request.idempotencyClaim = undefined;
    await tenant(db, { account_id: claim.account_id })
      .deleteFrom('idempotency_key')
      .where('user_id', '=', claim.user_id)
      .where('idempotency_key', '=', claim.key)
      .execute();
  };
}

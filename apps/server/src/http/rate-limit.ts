import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { HttpError } from './errors';

export interface RateRule {
  /** Most hits allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit on `bucket` in a fixed window kept in the database, so every server process
 * shares it. Returns the hits so far in the window, this one included.
 */
export async function hit(
  db: Kysely<DB>,
  bucket: string,
  rule: RateRule,
): Promise<{ hits: number; retryAfter: number }> {
  const row = await sql<{ hits: number; window_start: Date }>`
    INSERT INTO rate_limit (bucket, hits, window_start) VALUES (${bucket}, 1, now())
    ON CONFLICT (bucket) DO UPDATE SET
      hits = CASE WHEN rate_limit.window_start < now() - make_interval(secs => ${rule.windowSeconds}) THEN 1 ELSE rate_limit.hits + 1 END,
      window_start = CASE WHEN rate_limit.window_start < now() - make_interval(secs => ${rule.windowSeconds}) THEN now() ELSE rate_limit.window_start END
    RETURNING hits, window_start`.execute(db);
  const { hits, window_start } = row.rows[0]!;
  const retryAfter = Math.max(
    1,
    Math.ceil(rule.windowSeconds - (Date.now() - new Date(window_start).getTime()) / 1000),
  );
  return { hits, retryAfter };
}

/** Reads a bucket without counting. */
export async function peek(db: Kysely<DB>, bucket: string, rule: RateRule): Promise<number> {
  const row = await db
    .selectFrom('rate_limit')
    .select('hits')
    .where('bucket', '=', bucket)
    .where(sql<boolean>`window_start >= now() - make_interval(secs => ${rule.windowSeconds})`)
    .executeTakeFirst();
  return row?.hits ?? 0;
}

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

export function tooMany(retryAfter: number): HttpError {
  return new HttpError(429, TOO_MANY_ATTEMPTS, undefined, { 'Retry-After': String(retryAfter) });
}

/** Clears a bucket (e.g. a username's failures after a successful sign-in). */
export async function reset(db: Kysely<DB>, bucket: string): Promise<void> {
  await db.deleteFrom('rate_limit').where('bucket', '=', bucket).execute();
}

// Signed hand-offs to partner sites (Target Leads, the CMS check, Plan Explorer): a base64url JSON
// payload and its HMAC-SHA256, `payload.signature`, verifiable by whoever shares the key. Each
// partner has its own key: a configured shared secret, or one derived from the server's signing
// key with the partner's label (so keys never repeat across partners and survive restarts).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { loadSigningKey } from './tokens';

/** The key of one kind of hand-off: sha256(secret) when configured, else HMAC(signing key, label). */
export async function handOffKey(
  db: Kysely<DB>,
  tokenSecret: string | undefined,
  { secret, label }: { secret: string | undefined; label: string },
): Promise<Buffer> {
  if (secret) return createHash('sha256').update(secret).digest();
  return createHmac('sha256', await loadSigningKey(db, tokenSecret))
    .update(label)
    .digest();
}

/** HMAC-SHA256 of `text`, base64url. */
export function handOffMac(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

/** `base64url(JSON(claims)).signature`. */
export function signHandOff(key: Buffer, claims: Record<string, unknown>): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${handOffMac(key, payload)}`;
}

/** The claims of a hand-off signed with `key` and not expired (`exp` in seconds), else undefined. */
export function verifyHandOff(key: Buffer, token: string, nowMs = Date.now()): Record<string, unknown> | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(handOffMac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof claims !== 'object' || claims === null) return undefined;
  const exp = (claims as { exp?: unknown }).exp;
  if (typeof exp !== 'number' || exp * 1000 <= nowMs) return undefined;
  return claims as Record<string, unknown>;
}

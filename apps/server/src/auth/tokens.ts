import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/** Claims of an access token: who, in which account, from which sign-in (family), until when. */
export interface AccessClaims {
  sub: number;
  acc: number;
  sid: string;
  iat: number;
  exp: number;
}

/** An expired token still names its sign-in (`claims`): sign-out uses it to end that sign-in. */
export type VerifyResult =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; claims: AccessClaims };

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** Signs and checks access tokens (JWT, HS256) with one key shared by every server process. */
export class TokenSigner {
  constructor(private readonly key: Buffer) {}

  sign(claims: Omit<AccessClaims, 'iat' | 'exp'>, ttlSeconds: number, nowMs = Date.now()): string {
    const iat = Math.floor(nowMs / 1000);
    const body = b64url(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds }));
    return `${HEADER}.${body}.${this.mac(`${HEADER}.${body}`)}`;
  }

  verify(token: string, nowMs = Date.now()): VerifyResult {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'invalid' };
    const expected = Buffer.from(this.mac(`${parts[0]}.${parts[1]}`));
    const given = Buffer.from(parts[2]!);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
    let claims: AccessClaims;
    try {
      claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as AccessClaims;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (!Number.isInteger(claims.sub) || !Number.isInteger(claims.acc) || typeof claims.sid !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    if (!Number.isFinite(claims.exp)) return { ok: false, reason: 'invalid' };
    if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired', claims };
    return { ok: true, claims };
  }

  private mac(data: string): string {
    return createHmac('sha256', this.key).update(data).digest('base64url');
  }
}

/** The signing key: TOKEN_SECRET, or one generated once and shared through the database. */
export async function loadSigningKey(db: Kysely<DB>, configured: string | undefined): Promise<Buffer> {
  if (configured) return createHash('sha256').update(configured).digest();
  await db
    .insertInto('server_secret')
    .values({ name: 'access_token_key', value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', 'access_token_key')
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}

/** A new opaque refresh token and the hash under which it is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

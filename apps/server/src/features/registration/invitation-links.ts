import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * What an invitation link names: the inviting account, the role given, an expiry, and (`apr`: 1)
 * whether a registration through it waits for an admin's approval before it can sign in.
 */
export interface InvitationClaims {
  acc: number;
  role: number;
  exp: number;
  apr?: 1;
}

export type InvitationCheck = { ok: true; claims: InvitationClaims } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Signs invitation tokens with a key derived from the server's signing key (so a token of one
 * kind can never pass as the other) and checks them in constant time.
 */
export class InvitationLinks {
  private readonly key: Buffer;

  constructor(signingKey: Buffer) {
    this.key = createHmac('sha256', signingKey).update('meridian/registration-link/v1').digest();
  }

  sign(
    accountId: number,
    roleId: number,
    ttlSeconds: number,
    nowMs = Date.now(),
    approval = false,
  ): { token: string; expiresAt: Date } {
    const exp = Math.floor(nowMs / 1000) + ttlSeconds;
    // A random id makes every link distinct, so revoking one never revokes another built in the same second.
    const jti = randomBytes(12).toString('base64url');
    const claims = { acc: accountId, role: roleId, exp, jti, ...(approval ? { apr: 1 } : {}) };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return { token: `${body}.${this.mac(body)}`, expiresAt: new Date(exp * 1000) };
  }

  verify(token: string, nowMs = Date.now()): InvitationCheck {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return { ok: false, reason: 'invalid' };
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
    let claims: InvitationClaims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as InvitationClaims;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (!Number.isInteger(claims.acc) || !Number.isInteger(claims.role) || !Number.isFinite(claims.exp))
      return { ok: false, reason: 'invalid' };
    if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

/** Revocations are stored by this hash of the token, never the token itself. */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The token of an invitation link given as the whole link, its path, or the token itself. */
export function invitationTokenOf(link: string): string {
  const trimmed = link.trim();
  if (!trimmed.includes('?')) return trimmed;
  try {
    return new URL(trimmed, 'http://link.invalid').searchParams.get('q') ?? '';
  } catch {
    return '';
  }
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a set-password link names: the user, when their password last changed, and an expiry. */
export interface SetPasswordClaims {
  acc: number;
  uid: number;
  /** The credentials' password_changed_at (ms): once the password is set the link no longer matches. */
  pwc: number;
  exp: number;
}

export type SetPasswordCheck = { ok: true; claims: SetPasswordClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** How long an invitation's set-password link works (designed: the spec words no period). */
export const SET_PASSWORD_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Signs the invitation's set-password tokens with a key derived from the server's signing key (a token
 * of another kind never passes as one) and checks them in constant time. Single use: the token names
 * the password's last change, which setting the password moves on.
 */
export class SetPasswordLinks {
  private readonly key: Buffer;

  constructor(signingKey: Buffer) {
    this.key = createHmac('sha256', signingKey).update('meridian/set-password-link/v1').digest();
  }

  sign(
    claims: Omit<SetPasswordClaims, 'exp'>,
    ttlSeconds = SET_PASSWORD_LINK_TTL_SECONDS,
    nowMs = Date.now(),
  ): { token: string; expiresAt: Date } {
    const exp = Math.floor(nowMs / 1000) + ttlSeconds;
    const jti = randomBytes(9).toString('base64url');
    const body = Buffer.from(JSON.stringify({ ...claims, exp, jti })).toString('base64url');
    return { token: `${body}.${this.mac(body)}`, expiresAt: new Date(exp * 1000) };
  }

  verify(token: string, nowMs = Date.now()): SetPasswordCheck {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return { ok: false, reason: 'invalid' };
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
    let claims: SetPasswordClaims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SetPasswordClaims;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (
      !Number.isSafeInteger(claims.acc) ||
      !Number.isSafeInteger(claims.uid) ||
      !Number.isFinite(claims.pwc) ||
      !Number.isFinite(claims.exp)
    )
      return { ok: false, reason: 'invalid' };
    if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { TokenAnswer } from '@meridian/api';
import type { ServerConfig } from '../config';
import { withoutTenantGuard } from '../db/tenant-guard';
import type { DB } from '../schema';
import { HttpError } from '../http/errors';
import { hit, tooMany } from '../http/rate-limit';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { checkPasswordAttempt, clearPasswordFailures, recordPasswordFailure } from './sign-in-limits';
import { hashRefreshToken, newRefreshToken, type TokenSigner } from './tokens';

/** The one failure message of sign-in: it never says whether the username exists. */
export const SIGN_IN_FAILED = 'The username or password you entered is incorrect.';
export const ACCOUNT_INACTIVE = 'This user account is not active. Please contact your account administrator.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** Sign-in, refresh-token rotation with reuse detection, and sign-out. */
export class AuthService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly signer: TokenSigner,
    private readonly config: ServerConfig,
  ) {}

  async passwordGrant(username: string, password: string, client: ClientInfo): Promise<TokenAnswer> {
    const rate = this.config.signInRate;
    const ipHit = await hit(this.db, `sign-in:ip:${client.ip}`, {
      limit: rate.perIp,
      windowSeconds: rate.windowSeconds,
    });
    if (ipHit.hits > rate.perIp) throw tooMany(ipHit.retryAfter);
    const login = username.trim().toLowerCase();
    await checkPasswordAttempt(this.db, rate, login, client.ip);

    const found = await withoutTenantGuard('sign-in: the account is known only once the username is found', () =>
      this.db
        .selectFrom('user_credentials as c')
        .innerJoin('app_user as u', (j) =>
          j.onRef('u.account_id', '=', 'c.account_id').onRef('u.user_id', '=', 'c.user_id'),
        )
        .innerJoin('account as a', 'a.account_id', 'u.account_id')
        .select([
          'c.password_hash',
          'u.user_id',
          'u.account_id',
          'u.active as user_active',
          'a.active as account_active',
        ])
        .where(sql<string>`lower(c.login)`, '=', login)
        .executeTakeFirst(),
    );

    const passwordOk = found
      ? await verifyPassword(found.password_hash, password)
      : (await burnPasswordCheck(password), false);
    if (!found || !passwordOk) {
      await recordPasswordFailure(this.db, rate, login, client.ip);
      await this.audit(
        found?.account_id ?? null,
        found?.user_id ?? null,
        login,
        client,
        false,
        found ? 'bad_password' : 'unknown_user',
      );
      throw new HttpError(401, SIGN_IN_FAILED);
    }
    if (found.user_active !== '1' || found.account_active !== '1') {
      await this.audit(found.account_id, found.user_id, login, client, false, 'inactive');
      throw new HttpError(403, ACCOUNT_INACTIVE);
    }

    await clearPasswordFailures(this.db, login, client.ip);
    const familyId = randomUUID();
    const answer = await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('token_family')
        .values({ family_id: familyId, account_id: found.account_id, user_id: found.user_id })
        .execute();
      await trx
        .updateTable('app_user')
        .set({ previous_login_date: sql`last_access_date`, last_access_date: sql`now()` })
        .where('account_id', '=', found.account_id)
        .where('user_id', '=', found.user_id)
        .execute();
      return this.issue(trx, found.user_id, found.account_id, familyId);
    });
    await this.audit(found.account_id, found.user_id, login, client, true, 'signed_in');
    return answer;
  }

  /**
   * Spends a refresh token for a new pair. A token spent twice means it leaked (or two tabs
   * raced): the whole family is revoked. A family idle longer than the idle timeout is refused.
   */
  async refreshGrant(refreshToken: string, client: ClientInfo): Promise<TokenAnswer> {
    const rate = this.config.signInRate;
    const ipHit = await hit(this.db, `token:ip:${client.ip}`, {
      limit: rate.perIp * 10,
      windowSeconds: rate.windowSeconds,
    });
    if (ipHit.hits > rate.perIp * 10) throw tooMany(ipHit.retryAfter);

    const tokenHash = hashRefreshToken(refreshToken);
    type Outcome = { ok: true; answer: TokenAnswer } | { ok: false; revoke?: { familyId: string; reason: string } };
    const outcome = await withoutTenantGuard('refresh: the account is known only once the token is found', () =>
      this.db.transaction().execute(async (trx): Promise<Outcome> => {
        const row = await trx
          .selectFrom('refresh_token as r')
          .innerJoin('token_family as f', 'f.family_id', 'r.family_id')
          .innerJoin('app_user as u', (j) =>
            j.onRef('u.account_id', '=', 'r.account_id').onRef('u.user_id', '=', 'r.user_id'),
          )
          .select([
            'r.family_id',
            'r.user_id',
            'r.account_id',
            'r.expires_at',
            'f.revoked_at',
            'u.active',
            sql<boolean>`f.last_used_at < now() - make_interval(secs => ${this.config.idleTimeout})`.as('idle'),
          ])
          .where('r.token_hash', '=', tokenHash)
          .executeTakeFirst();
        if (!row || row.revoked_at) return { ok: false };

        // Spend it atomically: only one caller can flip spent_at from null.
        const spent = await trx
          .updateTable('refresh_token')
          .set({ spent_at: sql`now()` })
          .where('token_hash', '=', tokenHash)
          .where('spent_at', 'is', null)
          .returning('token_hash')
          .executeTakeFirst();
        if (!spent) return { ok: false, revoke: { familyId: row.family_id, reason: 'refresh_token_reuse' } };
        if (row.idle || new Date(row.expires_at).getTime() <= Date.now() || row.active !== '1') {
          return { ok: false, revoke: { familyId: row.family_id, reason: row.idle ? 'idle_timeout' : 'expired' } };
        }
        await trx
          .updateTable('token_family')
          .set({ last_used_at: sql`now()` })
          .where('family_id', '=', row.family_id)
          .execute();
        return { ok: true, answer: await this.issue(trx, row.user_id, row.account_id, row.family_id) };
      }),
    );
    if (outcome.ok) return outcome.answer;
    // Revoke outside the transaction above, so the revocation is not rolled back with it.
    if (outcome.revoke) await this.revokeFamily(this.db, outcome.revoke.familyId, outcome.revoke.reason);
    throw new HttpError(401, SESSION_ENDED);
  }

  /** Revokes the family of a refresh token or of an access token's sign-in. */
  async logout({
    refreshToken,
    familyId,
  }: {
    refreshToken?: string | undefined;
    familyId?: string | undefined;
  }): Promise<void> {
    let family = familyId;
    if (!family && refreshToken) {
      const row = await withoutTenantGuard('logout: a refresh token names its family, not its account', () =>
        this.db
          .selectFrom('refresh_token')
          .select('family_id')
          .where('token_hash', '=', hashRefreshToken(refreshToken))
          .executeTakeFirst(),
      );
      family = row?.family_id;
    }
    if (family) await this.revokeFamily(this.db, family, 'logout');
  }

  private async issue(trx: Kysely<DB>, userId: number, accountId: number, familyId: string): Promise<TokenAnswer> {
    const refresh = newRefreshToken();
    await trx
      .insertInto('refresh_token')
      .values({
        token_hash: refresh.hash,
        family_id: familyId,
        account_id: accountId,
        user_id: userId,
        expires_at: new Date(Date.now() + this.config.refreshTokenTtl * 1000),
      })
      .execute();
    return {
      user_id: userId,
      access_token: this.signer.sign({ sub: userId, acc: accountId, sid: familyId }, this.config.accessTokenTtl),
      refresh_token: refresh.token,
      expires_in: this.config.accessTokenTtl,
      token_type: 'bearer',
    };
  }

  private async revokeFamily(db: Kysely<DB>, familyId: string, reason: string): Promise<void> {
    await withoutTenantGuard('a token family is revoked by its id, whose account is not known here', () =>
      db
        .updateTable('token_family')
        .set({ revoked_at: sql`now()`, revoked_reason: reason })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute(),
    );
  }

  private async audit(
    accountId: number | null,
    userId: number | null,
    login: string,
    client: ClientInfo,
    success: boolean,
    reason: string,
  ): Promise<void> {
    await this.db
      .insertInto('sign_in_audit')
      .values({
        account_id: accountId,
        user_id: userId,
        login: login.slice(0, 100),
        ip: client.ip,
        user_agent: client.userAgent?.slice(0, 300) ?? null,
        success,
        reason,
      })
      .execute();
  }
}

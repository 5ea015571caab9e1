import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_CONTROL_HASH_HEADER, type Permission } from '@meridian/api';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import type { TokenSigner } from './tokens';

/** Who is calling: resolved from the bearer token on every authenticated request. */
export interface Principal {
  user_id: number;
  account_id: number;
  role_id: number;
  role_name: string;
  family_id: string;
  permissions: ReadonlySet<string>;
  /** Changes whenever the role or its permissions change. */
  aclHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

export const TOKEN_EXPIRED = 'Your access token has expired.';
export const NOT_SIGNED_IN = 'You are not signed in.';

/** A stable digest of the role and its sorted permission list. */
export function accessControlHash(roleId: number, permissions: readonly string[]): string {
  return createHash('sha256')
    .update(`${roleId}:${[...permissions].sort().join(',')}`)
    .digest('base64url')
    .slice(0, 22);
}

/** Builds the preHandler that turns `Authorization: Bearer …` into `request.principal`. */
export function authenticator(db: Kysely<DB>, signer: TokenSigner) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new HttpError(401, NOT_SIGNED_IN);
    const verified = signer.verify(token);
    if (!verified.ok) throw new HttpError(verified.reason === 'expired' ? 419 : 401, verified.reason === 'expired' ? TOKEN_EXPIRED : NOT_SIGNED_IN);
    const { sub, acc, sid } = verified.claims;

    const row = await db
      .selectFrom('app_user as u')
      .innerJoin('role as r', (j) => j.onRef('r.account_id', '=', 'u.account_id').onRef('r.role_id', '=', 'u.role_id'))
      .innerJoin('account as a', 'a.account_id', 'u.account_id')
      .innerJoin('token_family as f', (j) => j.on('f.family_id', '=', sid).onRef('f.user_id', '=', 'u.user_id').onRef('f.account_id', '=', 'u.account_id'))
      .select([
        'u.user_id',
        'u.account_id',
        'u.role_id',
        'r.role_name',
        'r.active as role_active',
        'u.active',
        'a.active as account_active',
        'f.revoked_at',
        sql<string[]>`coalesce((SELECT array_agg(rp.permission_name ORDER BY rp.permission_name) FROM role_permission rp
          WHERE rp.account_id = u.account_id AND rp.role_id = u.role_id), '{}')`.as('permissions'),
      ])
      .where('u.account_id', '=', acc)
      .where('u.user_id', '=', sub)
      .executeTakeFirst();
    if (!row || row.revoked_at || row.active !== '1' || row.account_active !== '1') throw new HttpError(401, NOT_SIGNED_IN);

    const permissions = row.role_active ? row.permissions : [];
    const principal: Principal = {
      user_id: row.user_id,
      account_id: row.account_id,
      role_id: row.role_id,
      role_name: row.role_name,
      family_id: sid,
      permissions: new Set(permissions),
      aclHash: accessControlHash(row.role_id, permissions),
    };
    request.principal = principal;
    reply.header(ACCESS_CONTROL_HASH_HEADER, principal.aclHash);
  };
}

/** The principal of an authenticated route (the preHandler guarantees it). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new HttpError(401, NOT_SIGNED_IN);
  return request.principal;
}

export function hasPermission(principal: Principal, permission: Permission): boolean {
  return principal.permissions.has(permission);
}

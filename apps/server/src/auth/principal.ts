import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_CONTROL_HASH_HEADER, type Permission } from '@meridian/api';
import type { Database, PreparedStatement } from '../db/database';
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

interface PrincipalRow {
  user_id: number;
  account_id: number;
  role_id: number;
  role_name: string;
  role_active: boolean;
  active: string;
  account_active: string;
  revoked_at: Date | null;
  permissions: string[];
}

/**
 * The user, role, account and token family behind a token, with the role's permissions: run on
 * every authenticated request, so it is prepared once per connection (planning it cost more than
 * running it). Its values are the token family, the account and the user.
 */
export const PRINCIPAL_STATEMENT: PreparedStatement = {
  name: 'meridian_principal_v1',
  text: `SELECT u.user_id, u.account_id, u.role_id, r.role_name, r.active AS role_active, u.active,
      a.active AS account_active, f.revoked_at,
      coalesce((SELECT array_agg(rp.permission_name ORDER BY rp.permission_name) FROM role_permission rp
        WHERE rp.account_id = u.account_id AND rp.role_id = u.role_id), '{}') AS permissions
    FROM app_user u
    JOIN role r ON r.account_id = u.account_id AND r.role_id = u.role_id
    JOIN account a ON a.account_id = u.account_id
    JOIN token_family f ON f.family_id = $1::uuid AND f.user_id = u.user_id AND f.account_id = u.account_id
    WHERE u.account_id = $2::integer AND u.user_id = $3::integer`,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Builds the preHandler that turns `Authorization: Bearer …` into `request.principal`. */
export function authenticator(database: Pick<Database, 'prepared'>, signer: TokenSigner) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new HttpError(401, NOT_SIGNED_IN);
    const verified = signer.verify(token);
    if (!verified.ok) throw new HttpError(verified.reason === 'expired' ? 419 : 401, verified.reason === 'expired' ? TOKEN_EXPIRED : NOT_SIGNED_IN);
    const { sub, acc, sid } = verified.claims;
    if (!UUID.test(sid) || !Number.isSafeInteger(sub) || !Number.isSafeInteger(acc)) throw new HttpError(401, NOT_SIGNED_IN);

    const [row] = await database.prepared<PrincipalRow>(PRINCIPAL_STATEMENT, [sid, acc, sub]);
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

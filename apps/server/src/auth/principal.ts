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

/** The principal's columns, each named `<prefix><column>` so they can sit beside a route's own columns. */
function principalSelect(prefix: string): string {
  return `SELECT u.user_id AS ${prefix}user_id, u.account_id AS ${prefix}account_id, u.role_id AS ${prefix}role_id,
      r.role_name AS ${prefix}role_name, r.active AS ${prefix}role_active, u.active AS ${prefix}active,
      a.active AS ${prefix}account_active, f.revoked_at AS ${prefix}revoked_at,
      coalesce((SELECT array_agg(rp.permission_name ORDER BY rp.permission_name) FROM role_permission rp
        WHERE rp.account_id = u.account_id AND rp.role_id = u.role_id), '{}') AS ${prefix}permissions
    FROM app_user u
    JOIN role r ON r.account_id = u.account_id AND r.role_id = u.role_id
    JOIN account a ON a.account_id = u.account_id
    JOIN token_family f ON f.family_id = $1::uuid AND f.user_id = u.user_id AND f.account_id = u.account_id
    WHERE u.account_id = $2::integer AND u.user_id = $3::integer`;
}

/**
 * The user, role, account and token family behind a token, with the role's permissions: run on
 * every authenticated request, so it is prepared once per connection (planning it cost more than
 * running it). Its values are the token family, the account and the user.
 */
export const PRINCIPAL_STATEMENT: PreparedStatement = {
  name: 'meridian_principal_v1',
  text: principalSelect(''),
};

/** The prefix of the principal's columns in a statement built by `principalWith`. */
const PRINCIPAL_PREFIX = 'principal_';

/**
 * A statement that reads the principal and a route's own row in one round trip: the principal's
 * columns (prefixed) joined with `routeSql`, whose $1 is the caller's account (the token's, which the
 * principal must match) and whose $2… are the route's values. Values: family, account, user, then the
 * route's $2…. No principal row → no rows; no route row → the route's columns are null.
 */
export function principalWith(name: string, routeSql: string): PreparedStatement {
  const shifted = routeSql.replace(/\$(\d+)/g, (_, n: string) => (n === '1' ? '$2' : `$${Number(n) + 2}`));
  return {
    name,
    text: `SELECT principal.*, route.* FROM (${principalSelect(PRINCIPAL_PREFIX)}) principal
      LEFT JOIN (${shifted}) route ON TRUE`,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface TokenClaims {
  sub: number;
  acc: number;
  sid: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The checked token of a route that loads its principal itself (`loadsPrincipal`). */
    principalClaims?: TokenClaims;
  }
  interface FastifyContextConfig {
    /**
     * The handler reads the principal in its own statement (`principalWith` and `resolvePrincipalWith`),
     * so the token is checked before it but the database is asked once. Until it does, `principalOf`
     * answers 401.
     */
    loadsPrincipal?: boolean;
  }
}

function bearerClaims(request: FastifyRequest, signer: TokenSigner): TokenClaims {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw new HttpError(401, NOT_SIGNED_IN);
  const verified = signer.verify(token);
  if (!verified.ok)
    throw new HttpError(
      verified.reason === 'expired' ? 419 : 401,
      verified.reason === 'expired' ? TOKEN_EXPIRED : NOT_SIGNED_IN,
    );
  const { sub, acc, sid } = verified.claims;
  if (!UUID.test(sid) || !Number.isSafeInteger(sub) || !Number.isSafeInteger(acc))
    throw new HttpError(401, NOT_SIGNED_IN);
  return { sub, acc, sid };
}

/** The principal from its row, or 401 when the sign-in is revoked or the user or account inactive. */
function acceptPrincipal(request: FastifyRequest, reply: FastifyReply, sid: string, row: PrincipalRow | undefined) {
  if (!row || row.revoked_at || row.active !== '1' || row.account_active !== '1')
    throw new HttpError(401, NOT_SIGNED_IN);
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
  return principal;
}

/** Builds the preHandler that turns `Authorization: Bearer …` into `request.principal`. */
export function authenticator(database: Pick<Database, 'prepared'>, signer: TokenSigner) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const claims = bearerClaims(request, signer);
    if (request.routeOptions.config.loadsPrincipal) {
      request.principalClaims = claims;
      return;
    }
    const { sub, acc, sid } = claims;
    const [row] = await database.prepared<PrincipalRow>(PRINCIPAL_STATEMENT, [sid, acc, sub]);
    acceptPrincipal(request, reply, sid, row);
  };
}

/**
 * For a `loadsPrincipal` route: runs `statement` (from `principalWith`) with the route's values, accepts
 * the principal exactly as the preHandler would (401 otherwise), and answers it with the route's row,
 * or undefined when the route's query found nothing.
 */
export async function resolvePrincipalWith<R>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (statement: PreparedStatement, values: readonly unknown[]) => Promise<unknown[]>,
  statement: PreparedStatement,
  routeValues: readonly unknown[],
  /** A column the route's row always has (null when there is none). */
  routeKey: string,
): Promise<{ principal: Principal; row: R | undefined }> {
  const claims = request.principalClaims;
  if (!claims) throw new HttpError(401, NOT_SIGNED_IN);
  const [joined] = (await run(statement, [claims.sid, claims.acc, claims.sub, ...routeValues])) as
    Record<string, unknown>[] | [];
  let principalRow: PrincipalRow | undefined;
  let row: R | undefined;
  if (joined) {
    const own: Record<string, unknown> = {};
    const route: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(joined)) {
      if (key.startsWith(PRINCIPAL_PREFIX)) own[key.slice(PRINCIPAL_PREFIX.length)] = value;
      else route[key] = value;
    }
    principalRow = own as unknown as PrincipalRow;
    if (route[routeKey] !== null && route[routeKey] !== undefined) row = route as R;
  }
  return { principal: acceptPrincipal(request, reply, claims.sid, principalRow), row };
}

/** The principal of an authenticated route (the preHandler guarantees it). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new HttpError(401, NOT_SIGNED_IN);
  return request.principal;
}

export function hasPermission(principal: Principal, permission: Permission): boolean {
  return principal.permissions.has(permission);
}

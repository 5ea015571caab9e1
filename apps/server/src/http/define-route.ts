import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Struct } from 'superstruct';
import type { Permission } from '@meridian/api';
import { hasPermission, principalOf, resolvePrincipalWith, type Principal } from '../auth/principal';
import type { PreparedStatement } from '../db/database';
import { forbidden, notFound, parseWith } from './errors';
import { pathId } from './path-id';

/** What a handler receives: the request, its principal, and its parsed path ids, query and body. */
export interface RouteContext<Auth extends boolean, Id extends string, Query, Body> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller (undefined on a public route, declared with `auth: false`). */
  principal: Auth extends false ? undefined : Principal;
  /** The path ids named in `ids`, each a positive whole number (anything else answered 404). */
  ids: Record<Id, number>;
  query: Query;
  body: Body;
  /** The route's own row read with the principal (`joined`); undefined when its query found nothing. */
  joinedRow: unknown;
}

/**
 * A route whose own row is read in the same statement as the principal (`principalWith`): the
 * preHandler only checks the token and the database is asked once. A revoked sign-in or a changed
 * role still takes effect on the next request: nothing is remembered between requests.
 */
export interface JoinedPrincipalRead<Id extends string> {
  statement: PreparedStatement;
  /** The statement's own values after the principal's; an invalid path id arrives as undefined. */
  values: (ids: Partial<Record<Id, number>>) => readonly unknown[];
  /** A column the route's row always has. */
  key: string;
  run: (statement: PreparedStatement, values: readonly unknown[]) => Promise<unknown[]>;
}

export interface RouteDefinition<Auth extends boolean, Id extends string, Query, Body, Answer> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** `false` for a public route (sign-in, public registration); every other route needs a principal. */
  auth?: Auth;
  /** Path parameters that are ids: not a positive whole number answers 404, as a missing row does. */
  ids?: readonly Id[];
  /** A path id that must be the caller's own account: another account answers 404 (existence never leaks). */
  ownAccount?: NoInfer<Id>;
  /** A path id that must be the caller's own user id: another answers 404. */
  ownUser?: NoInfer<Id>;
  /** The permission the caller needs (any of a list); without it the answer is `refusal`. */
  permission?: Permission | readonly Permission[];
  /** How a missing permission answers: 403 (default), or 404 where existence must not leak. */
  refusal?: 403 | 404;
  /**
   * A rule a permission name cannot say (one's own row, or a user manager; an admin role): throws its
   * refusal (404 where existence must not leak). Runs after `permission`, before the query and body are read.
   */
  authorize?: (principal: Principal, ids: Record<NoInfer<Id>, number>) => void;
  /** The query string's struct (coerced); a mismatch answers 400 naming the field. */
  query?: Struct<Query, unknown>;
  /** The body's struct (coerced); a mismatch answers 400 naming the field. */
  body?: Struct<Body, unknown>;
  /** Read the principal together with the route's row in one statement (see JoinedPrincipalRead). */
  joined?: JoinedPrincipalRead<NoInfer<Id>>;
  handler: (context: RouteContext<Auth, Id, Query, Body>) => Promise<Answer> | Answer;
}

/** What a declared route requires, as the route table test reads it (`routeDeclarations`). */
export interface RouteDeclaration {
  method: string;
  url: string;
  auth: boolean;
  permissions: readonly Permission[] | undefined;
}

/**
 * The administration calls: every route they match must declare a permission, and the route table
 * test calls each as an agent expecting 403. An entry ending in '/' matches every route under it; any
 * other entry matches that route url exactly (the spec's own admin paths, such as `/api/notice`, sit
 * beside calls agents make, such as `/api/noticeOutstandingCount/:id`). An entry starting with a method
 * ('POST /api/account/:id') matches that method only: agents read `GET account/{id}`, admins change it.
 */
export const ADMIN_PATH_PREFIXES: readonly string[] = [
  '/api/admin/',
  // Notices (spec 02 §7.7); agents' own notice calls (/api/noticeOutstandingCount/:id,
  // /api/user/:id/userNotice/…) are not under these.
  '/api/notice/search',
  '/api/notice',
  '/api/notice/:id',
  '/api/notice/:id/delete',
  // Lead instructions, product filters and account (issue 16); `LeadInstructions/search`, `plan/search`,
  // `GET account/{id}` and `GET account/{id}/settings` are read by agents too.
  '/api/leadInstructions',
  '/api/leadInstructions/:id',
  // SMS accounts (features/sms-accounts).
  '/api/smsAccount/',
  '/api/smsAccount',
  '/api/productFilter',
  '/api/productFilter/search',
  '/api/productFilter/:id/delete',
  'POST /api/account/:id',
  'POST /api/account/:id/settings',
  // The accounts as platform staff run them (features/accounts/platform.ts).
  'POST /api/account/search',
  '/api/account/:id/delete',
  '/api/account/:id/totalAgents',
  '/api/account/:id/cobrand',
  // Roles and registration links (spec 02 §7.7).
  '/api/account/:id/role/search',
  '/api/account/:id/role',
  '/api/account/:id/role/:roleId',
  '/api/role/',
  '/api/permission/',
  '/api/registration/',
  // The users' administration (spec 02 §7.4).
  '/api/user',
  '/api/user/bulkDelete',
  '/api/user/:id/delete',
  '/api/user/:id/invite',
  '/api/user/:id/userAccess',
  // Lead sources, campaigns and segments, partners and tracking codes (features/origination/admin-routes.ts).
  // The SOA report (features/soa); agents' own SOA calls are not under it.
  '/api/soa/report',
  '/api/LeadVendor',
  '/api/LeadVendor/:id',
  '/api/LeadVendor/:id/delete',
  '/api/account/:accountId/campaign',
  '/api/campaign/:id',
  '/api/campaign/:id/delete',
  '/api/campaign/:campaignId/campaignSegment',
  '/api/campaignSegment/:id',
  '/api/campaignSegment/:id/delete',
  '/api/b2bpartner/search',
  '/api/account/:accountId/b2bpartner',
  '/api/b2bPartner/:id',
  '/api/b2bPartner/:id/delete',
  '/api/account/:accountId/b2bpartnerTrackingCode',
  '/api/account/:accountId/b2bpartnerTrackingCode/search',
  '/api/account/:accountId/b2bpartnerTrackingCode/:id',
  '/api/account/:accountId/b2bpartnerTrackingCode/:id/delete',
  // Lead imports (spec 02 §7.7; features/lead-import): every call needs lead_import.
  '/api/leadImportFile',
  '/api/leadImportFile/',
];

/** Whether a declared route (its url, and its method for method-qualified entries) is an administration call. */
export function isAdminRoute(url: string, method?: string): boolean {
  return ADMIN_PATH_PREFIXES.some((entry) => {
    const [entryMethod, entryUrl] = entry.includes(' ') ? entry.split(' ') : [undefined, entry];
    if (entryMethod !== undefined && entryMethod !== method) return false;
    return entryUrl!.endsWith('/') ? url.startsWith(entryUrl!) : url === entryUrl;
  });
}

const declarations = new WeakMap<FastifyInstance, RouteDeclaration[]>();

/**
 * Every route declared with `defineRoute` on this app (or its plugins' instances), with what it
 * requires: the route table test holds each admin route to a named permission.
 */
export function routeDeclarations(app: FastifyInstance): readonly RouteDeclaration[] {
  return declarations.get(rootOf(app)) ?? [];
}

function rootOf(app: FastifyInstance): FastifyInstance {
  // Encapsulated plugin instances share the root's prototype chain; the root has no parent.
  let current = app;
  while (
    Object.getPrototypeOf(current) &&
    typeof (Object.getPrototypeOf(current) as FastifyInstance).route === 'function'
  )
    current = Object.getPrototypeOf(current) as FastifyInstance;
  return current;
}

/** The path ids that are valid, leaving out the ones that are not (answered 404 once the caller is known). */
function validIds<Id extends string>(request: FastifyRequest, ids: readonly Id[]): Partial<Record<Id, number>> {
  const valid: Partial<Record<Id, number>> = {};
  for (const name of ids) {
    try {
      valid[name] = pathId(request, name);
    } catch {
      // Answered 404 once the caller is known (an unknown caller gets 401 first).
    }
  }
  return valid;
}

/**
 * The query string without `noCache`: "every GET and POST carries a random noCache query parameter"
 * (spec 01 §7, spec 02 §7), so no route's query struct has to list it.
 */
function withoutNoCache(query: unknown): unknown {
  if (query === null || typeof query !== 'object' || !Object.hasOwn(query, 'noCache')) return query;
  const { noCache: _ignored, ...rest } = query as Record<string, unknown>;
  return rest;
}

/**
 * Declares one route: resolves the principal (unless `auth: false`), checks path ids, the caller's
 * own account or user, the permission and the `authorize` rule — in that order — then parses the
 * query and the body with their api structs, and answers what the handler returns.
 */
export function defineRoute<
  Answer,
  const Id extends string = never,
  Query = undefined,
  Body = undefined,
  Auth extends boolean = true,
>(app: FastifyInstance, definition: RouteDefinition<Auth, Id, Query, Body, Answer>): void {
  const { method, url, auth, ids = [], ownAccount, ownUser, permission, refusal = 403, authorize, joined } = definition;
  const permissions: readonly Permission[] | undefined =
    permission === undefined ? undefined : typeof permission === 'string' ? [permission] : permission;
  const root = rootOf(app);
  const declared = declarations.get(root) ?? [];
  declared.push({ method, url, auth: auth !== false, permissions });
  declarations.set(root, declared);
  app.route({
    method,
    url,
    ...(joined ? { config: { loadsPrincipal: true } } : {}),
    handler: async (request, reply) => {
      const valid = validIds(request, ids);
      let principal: Principal | undefined;
      let joinedRow: unknown;
      if (joined) {
        const read = await resolvePrincipalWith(
          request,
          reply,
          joined.run,
          joined.statement,
          joined.values(valid),
          joined.key,
        );
        principal = read.principal;
        joinedRow = read.row;
      } else if (auth !== false) principal = principalOf(request);
      if (ids.some((name) => valid[name] === undefined)) throw notFound();
      const parsedIds = valid as Record<Id, number>;
      if (principal) {
        if (ownAccount !== undefined && parsedIds[ownAccount] !== principal.account_id) throw notFound();
        if (ownUser !== undefined && parsedIds[ownUser] !== principal.user_id) throw notFound();
        if (permissions && !permissions.some((p) => hasPermission(principal, p)))
          throw refusal === 404 ? notFound() : forbidden();
        authorize?.(principal, parsedIds);
      }
      const query = (
        definition.query ? parseWith(definition.query, withoutNoCache(request.query)) : undefined
      ) as Query;
      const body = (definition.body ? parseWith(definition.body, request.body) : undefined) as Body;
      return definition.handler({
        request,
        reply,
        principal: principal as RouteContext<Auth, Id, Query, Body>['principal'],
        ids: parsedIds,
        query,
        body,
        joinedRow,
      });
    },
  });
}

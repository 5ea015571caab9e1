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

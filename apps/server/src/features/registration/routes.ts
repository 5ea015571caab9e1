import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  RegistrationLinkRevokeStruct,
  RegistrationRequestStruct,
  ValidateUrlRequestStruct,
  type RegistrationAnswer,
  type RegistrationLinkAnswer,
  type RegistrationLinkList,
  type ValidateUrlAnswer,
} from '@meridian/api';
import { REGISTRATION_MESSAGES, validateRegistration, withSupportContact, type SupportContact } from '@meridian/domain';
import type { ServerConfig } from '../../config';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound, parseWith } from '../../http/errors';
import { hit } from '../../http/rate-limit';
import { checkInvitation, ownerOf, type Invitation } from './invitation';
import { invitationTokenOf, type InvitationLinks } from './invitation-links';
import { register } from './register';
import { currentAgreement, findRole, listCurrentLinks, recordBuiltLink, revokeInvitation } from './repository';

/** The message the client recognises (spec 01 §4: the message contains 'Role Expired'). */
export const ROLE_EXPIRED_MESSAGE =
  'Role Expired: the role of this registration link is no longer valid. Please contact the account owner.';
export const INVALID_LINK_MESSAGE = 'This registration link is not valid.';
export const TOO_MANY_REGISTRATIONS = 'Too many registration attempts from this network. Please try again later.';

interface Deps {
  db: Kysely<DB>;
  links: InvitationLinks;
  config: ServerConfig;
}

const clientIp = (request: FastifyRequest) => request.ip;

export async function publicRegistrationRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const rate = { limit: config.registrationRatePerIp, windowSeconds: 3600 };

  // Not in the spec: the support phone and sales site its registration messages name (config).
  defineRoute(app, {
    method: 'GET',
    url: '/api/public/supportContact',
    auth: false,
    handler: (): SupportContact => config.supportContact,
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/public/agreement',
    auth: false,
    handler: async () => {
      const row = await currentAgreement(db);
      return { agreement: row.html, version: row.version };
    },
  });

  // Rate-limited before the body is read: the body is parsed in the handler.
  defineRoute(app, {
    method: 'POST',
    url: '/api/public/validateUrl',
    auth: false,
    handler: async ({ request }): Promise<ValidateUrlAnswer> => {
      const ipHit = await hit(db, `validate-url:ip:${clientIp(request)}`, {
        limit: rate.limit * 10,
        windowSeconds: 3600,
      });
      if (ipHit.hits > rate.limit * 10)
        throw new HttpError(429, TOO_MANY_REGISTRATIONS, undefined, { 'Retry-After': String(ipHit.retryAfter) });
      const { token } = parseWith(ValidateUrlRequestStruct, request.body);
      const invitation = await checkInvitation(db, deps.links, token);
      if (invitation.kind === 'invalid') throw new HttpError(400, INVALID_LINK_MESSAGE);
      const owner = await ownerOf(db, invitation.accountId);
      return { message: invitation.kind === 'role-expired' ? ROLE_EXPIRED_MESSAGE : '', ...owner };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/public/registration',
    auth: false,
    handler: async ({ request, reply }): Promise<RegistrationAnswer> => {
      const ipHit = await hit(db, `registration:ip:${clientIp(request)}`, rate);
      if (ipHit.hits > rate.limit)
        throw new HttpError(429, TOO_MANY_REGISTRATIONS, undefined, { 'Retry-After': String(ipHit.retryAfter) });

      const body = parseWith(RegistrationRequestStruct, request.body);
      // The client's checks are not trusted: the same domain rules run here.
      const errors = validateRegistration(body);
      const firstError = Object.values(errors)[0];
      if (firstError) throw new HttpError(400, firstError, { errors });

      let invitation: Invitation | undefined;
      if (body.source) {
        invitation = await checkInvitation(db, deps.links, body.source);
        if (invitation.kind === 'invalid')
          throw new HttpError(400, withSupportContact(REGISTRATION_MESSAGES.invalidLink, config.supportContact));
        if (invitation.kind === 'role-expired') throw new HttpError(400, ROLE_EXPIRED_MESSAGE);
      }

      const login = body.login!.trim();
      const outcome = await register(db, body, {
        login,
        invitation: invitation?.kind === 'valid' ? invitation : undefined,
        ip: clientIp(request),
        userAgent: request.headers['user-agent'],
      });
      if (outcome === 'login-taken') throw new HttpError(409, `The username ${login} is already in use.`);

      // A free registration, or one through a link that asks for approval, waits before it can sign in.
      const waits = invitation?.kind !== 'valid' || invitation.approval;
      reply.code(201);
      return {
        success: true,
        message: waits ? REGISTRATION_MESSAGES.pendingValidation : REGISTRATION_MESSAGES.accountCreated,
        disabled: waits ? 'true' : 'false',
      };
    },
  });
}

/**
 * Admin calls: `GET registration/buildLink/account/{id}/role/{role}` (spec 02 §7.7), the list of the
 * account's current links, and revoking one. Each needs `registration_link_build`, own account only.
 */
export async function registrationLinkRoutes(app: FastifyInstance, deps: Deps) {
  const { db, links, config } = deps;
  defineRoute(app, {
    method: 'GET',
    url: '/api/registration/buildLink/account/:id/role/:role',
    ids: ['id', 'role'],
    ownAccount: 'id',
    permission: 'registration_link_build',
    handler: async ({ request, principal, ids: { id: accountId, role: roleId } }): Promise<RegistrationLinkAnswer> => {
      const role = await findRole(db, principal, roleId);
      if (!role || !role.active) throw notFound();
      // `?approval=1`: a registration through the link waits in Users → Pending registrations until activated.
      const approval = (request.query as { approval?: unknown }).approval === '1';
      const { token, expiresAt } = links.sign(accountId, roleId, config.registrationLinkTtl, Date.now(), approval);
      const linkId = await recordBuiltLink(db, principal, {
        roleId,
        roleName: role.role_name,
        token,
        expiresAt,
        approval,
      });
      const path = `/registration/?q=${encodeURIComponent(token)}`;
      // The configured public address, never the Host header (an attacker could set it to their own site).
      return {
        link: `${config.publicUrl}${path}`,
        path,
        expires_at: expiresAt.toISOString(),
        link_id: linkId,
        approval_required: approval,
      };
    },
  });

  // The account's links that still open registration (the links themselves are never kept: only their hashes).
  defineRoute(app, {
    method: 'GET',
    url: '/api/registration/links/account/:id',
    ids: ['id'],
    ownAccount: 'id',
    permission: 'registration_link_build',
    handler: async ({ principal }): Promise<RegistrationLinkList> => ({
      result: await listCurrentLinks(db, principal, new Date()),
    }),
  });

  // Revokes an invitation link of the caller's account: body `{ link_id }` (a listed link) or `{ link }`
  // (the link, its path, or its token).
  defineRoute(app, {
    method: 'POST',
    url: '/api/registration/revokeLink/account/:id',
    ids: ['id'],
    ownAccount: 'id',
    permission: 'registration_link_build',
    body: RegistrationLinkRevokeStruct,
    handler: async ({ principal, ids: { id: accountId }, body }) => {
      if ('link_id' in body) {
        if (!(await revokeInvitation(db, principal, { linkId: body.link_id }))) throw notFound();
        return { success: true };
      }
      const token = invitationTokenOf(body.link);
      const check = links.verify(token);
      if (check.ok && check.claims.acc !== accountId) throw notFound();
      if (!check.ok) throw new HttpError(400, INVALID_LINK_MESSAGE, { field: 'link' });
      await revokeInvitation(db, principal, { token, expiresAt: new Date(check.claims.exp * 1000) });
      return { success: true };
    },
  });
}

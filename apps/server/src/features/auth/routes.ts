import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LogoutRequestStruct, PasswordGrantStruct, RefreshGrantStruct } from '@meridian/api';
import type { AuthService } from '../../auth/service';
import type { TokenSigner } from '../../auth/tokens';
import { renderForgotPasswordPage, renderSignInPage } from '../../auth/sign-in-page';
import { defineRoute } from '../../http/define-route';
import { HttpError, parseWith } from '../../http/errors';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export async function authRoutes(app: FastifyInstance, { auth, signer }: { auth: AuthService; signer: TokenSigner }) {
  defineRoute(app, {
    method: 'GET',
    url: '/auth/login',
    auth: false,
    handler: async ({ request, reply }) => {
      const { referrer } = request.query as { referrer?: string };
      return reply.type('text/html; charset=utf-8').send(renderSignInPage({ referrer }));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/forgot-password',
    auth: false,
    handler: async ({ reply }) => reply.type('text/html; charset=utf-8').send(renderForgotPasswordPage()),
  });

  // The grant type picks the body's struct: it is parsed in the handler.
  defineRoute(app, {
    method: 'POST',
    url: '/auth/token',
    auth: false,
    handler: async ({ request }) => {
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        throw new HttpError(415, 'Send the token request as form data (application/x-www-form-urlencoded).');
      }
      const grantType = (request.body as { grant_type?: unknown } | undefined)?.grant_type;
      if (grantType === 'password') {
        const grant = parseWith(PasswordGrantStruct, request.body);
        return auth.passwordGrant(grant.username, grant.password, clientOf(request));
      }
      if (grantType === 'refresh_token') {
        const grant = parseWith(RefreshGrantStruct, request.body);
        return auth.refreshGrant(grant.refresh_token, clientOf(request));
      }
      throw new HttpError(400, "grant_type must be 'password' or 'refresh_token'.", { field: 'grant_type' });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/logout',
    auth: false,
    body: LogoutRequestStruct,
    handler: async ({ request, body }) => {
      const header = request.headers.authorization;
      const bearer = header?.startsWith('Bearer ') ? signer.verify(header.slice(7).trim()) : undefined;
      // An expired access token still names its sign-in; a forged one names nothing.
      // An expired access token still names its sign-in (its signature is checked); a forged one names nothing.
      const familyId = bearer && (bearer.ok || bearer.reason === 'expired') ? bearer.claims.sid : undefined;
      await auth.logout({ refreshToken: body.refresh_token, familyId });
      return { success: true };
    },
  });
}

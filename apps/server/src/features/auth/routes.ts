import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LogoutRequestStruct,
  PasswordGrantStruct,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  RefreshGrantStruct,
  type TokenAnswer,
} from '@meridian/api';
import { SESSION_ENDED, type AuthService } from '../../auth/service';
import type { TokenSigner } from '../../auth/tokens';
import { renderForgotPasswordPage, renderSignInPage } from '../../auth/sign-in-page';
import { defineRoute } from '../../http/define-route';
import { HttpError, parseWith } from '../../http/errors';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** The refresh cookie's attributes: no script reads it, no other site sends it, only `/auth` receives it. */
const refreshCookie = (maxAge: number) =>
  ({ path: REFRESH_COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'strict', maxAge }) as const;

/**
 * The token answer as asked: in cookie delivery the refresh token goes into the HttpOnly cookie and the
 * body leaves it out; otherwise the body carries it (the spec's token object, for API clients).
 */
function deliver(reply: FastifyReply, answer: TokenAnswer, cookie: boolean, refreshTokenTtl: number) {
  if (!cookie) return answer;
  const { refresh_token, ...rest } = answer;
  void reply.setCookie(REFRESH_COOKIE, refresh_token ?? '', refreshCookie(refreshTokenTtl));
  return rest;
}

const clearRefreshCookie = (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, refreshCookie(0));

export async function authRoutes(
  app: FastifyInstance,
  { auth, signer, refreshTokenTtl }: { auth: AuthService; signer: TokenSigner; refreshTokenTtl: number },
) {
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
    handler: async ({ request, reply }) => {
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        throw new HttpError(415, 'Send the token request as form data (application/x-www-form-urlencoded).');
      }
      const grantType = (request.body as { grant_type?: unknown } | undefined)?.grant_type;
      if (grantType === 'password') {
        const grant = parseWith(PasswordGrantStruct, request.body);
        const answer = await auth.passwordGrant(grant.username, grant.password, clientOf(request));
        return deliver(reply, answer, grant.token_delivery === 'cookie', refreshTokenTtl);
      }
      if (grantType === 'refresh_token') {
        const grant = parseWith(RefreshGrantStruct, request.body);
        const fromCookie = request.cookies[REFRESH_COOKIE] || undefined;
        const token = grant.refresh_token ?? fromCookie;
        if (!token) {
          throw new HttpError(400, 'refresh_token is required (in the form, or the refresh cookie of a sign-in).', {
            field: 'refresh_token',
          });
        }
        // A token read from the cookie is answered in the cookie only, never in a body a script could read.
        const cookie = grant.token_delivery === 'cookie' || grant.refresh_token === undefined;
        try {
          return deliver(reply, await auth.refreshGrant(token, clientOf(request)), cookie, refreshTokenTtl);
        } catch (error) {
          if (cookie && error instanceof HttpError && error.message === SESSION_ENDED) clearRefreshCookie(reply);
          throw error;
        }
      }
      throw new HttpError(400, "grant_type must be 'password' or 'refresh_token'.", { field: 'grant_type' });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/logout',
    auth: false,
    body: LogoutRequestStruct,
    handler: async ({ request, reply, body }) => {
      const header = request.headers.authorization;
      const bearer = header?.startsWith('Bearer ') ? signer.verify(header.slice(7).trim()) : undefined;
      // An expired access token still names its sign-in (its signature is checked); a forged one names nothing.
      const familyId = bearer && (bearer.ok || bearer.reason === 'expired') ? bearer.claims.sid : undefined;
      const cookieToken = request.cookies[REFRESH_COOKIE] || undefined;
      await auth.logout({ refreshToken: body.refresh_token ?? cookieToken, familyId });
      if (request.cookies[REFRESH_COOKIE] !== undefined) clearRefreshCookie(reply);
      return { success: true };
    },
  });
}

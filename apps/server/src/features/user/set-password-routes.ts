import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { USERS_ADMIN_MESSAGES, validatePasswordChange } from '@meridian/domain';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { setPasswordByLink, setPasswordLinkLogin } from './admin-repository';
import { renderPasswordSetPage, renderSetPasswordPage, renderSetPasswordRefusedPage } from './set-password-page';
import type { SetPasswordLinks } from './set-password-links';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The invitation's set-password page (public, the token is the key): GET shows the rules and the
 * form, POST sets the password once and sends the user on to sign in.
 */
export async function setPasswordRoutes(
  app: FastifyInstance,
  { db, links }: { db: Kysely<DB>; links: SetPasswordLinks },
) {
  const claimsOf = (token: string) => {
    const checked = links.verify(token);
    if (checked.ok) return { claims: checked.claims };
    return {
      refusal:
        checked.reason === 'expired'
          ? USERS_ADMIN_MESSAGES.setPasswordExpiredLink
          : USERS_ADMIN_MESSAGES.setPasswordInvalidLink,
    };
  };

  defineRoute(app, {
    method: 'GET',
    url: '/auth/set-password',
    auth: false,
    handler: async ({ request, reply }) => {
      const token = text((request.query as { token?: unknown }).token);
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer');
      const { claims, refusal } = claimsOf(token);
      const login = claims && (await setPasswordLinkLogin(db, claims));
      if (!login)
        return reply
          .code(400)
          .send(renderSetPasswordRefusedPage(refusal ?? USERS_ADMIN_MESSAGES.setPasswordInvalidLink));
      return reply.send(renderSetPasswordPage({ token, login }));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/set-password',
    auth: false,
    handler: async ({ request, reply }) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const token = text(form.token);
      const values = { new_password: text(form.new_password), confirm: text(form.confirm) };
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer');
      const { claims, refusal } = claimsOf(token);
      const login = claims && (await setPasswordLinkLogin(db, claims));
      if (!claims || !login)
        return reply
          .code(400)
          .send(renderSetPasswordRefusedPage(refusal ?? USERS_ADMIN_MESSAGES.setPasswordInvalidLink));
      const errors = validatePasswordChange(values, { askCurrent: false });
      const error = errors.new_password ?? errors.confirm;
      if (error) return reply.code(400).send(renderSetPasswordPage({ token, login, error }));
      const set = await setPasswordByLink(db, claims, values.new_password);
      if (!set) return reply.code(400).send(renderSetPasswordRefusedPage(USERS_ADMIN_MESSAGES.setPasswordInvalidLink));
      return reply.send(renderPasswordSetPage(set));
    },
  });
}

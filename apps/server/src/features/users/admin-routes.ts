import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PROFILE_MESSAGES } from '@meridian/domain';
import { UserActiveChangeStruct, type UserActiveAnswer } from '@meridian/api';
import type { DB } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { iso, setUserActive } from './repository';

/** The users' administration calls (issue 16), each authorised by `user_manage` and scoped by account. */
export async function userAdminRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  // Activates (also a pending self-registration, replacing the `user:activate` command for staff)
  // or deactivates a user of the caller's account. One's own flag cannot change (spec 02 §6).
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/user/:id/active',
    ids: ['id'],
    permission: 'user_manage',
    authorize: (principal, { id }) => {
      if (id === principal.user_id) throw new HttpError(403, PROFILE_MESSAGES.roleChangeDenied);
    },
    body: UserActiveChangeStruct,
    handler: async ({ principal, ids: { id }, body }): Promise<UserActiveAnswer> => {
      const saved = await setUserActive(db, principal, id, body.active);
      if (!saved) throw notFound();
      return {
        success: true,
        user_id: saved.user_id,
        active: saved.active,
        active_changed_date: iso(saved.active_changed_date),
      };
    },
  });
}

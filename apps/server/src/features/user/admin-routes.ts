import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isAddressBegun, PROFILE_MESSAGES, profileEditRights, validateNewUser } from '@meridian/domain';
import {
  NewUserRequestStruct,
  UserActiveChangeStruct,
  UserBulkDeleteStruct,
  type NewUserAnswer,
  type UserAccess,
  type UserActiveAnswer,
  type UserDeleteAnswer,
  type UserInviteAnswer,
} from '@meridian/api';
import type { ServerConfig } from '../../config';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { iso, setUserActive } from './repository';
import { createUser, deleteUsers, findUserAccess, inviteUser } from './admin-repository';
import type { SetPasswordLinks } from './set-password-links';

export interface UserAdminDeps {
  db: Kysely<DB>;
  links: SetPasswordLinks;
  config: Pick<ServerConfig, 'publicUrl'>;
}

/** The users' administration calls (issue 16), each authorised by `user_manage` and scoped by account. */
export async function userAdminRoutes(app: FastifyInstance, { db, links, config }: UserAdminDeps) {
  // Activates (also a pending self-registration, replacing the `user:activate` command for staff)
  // or deactivates a user of the caller's account. One's own flag cannot change (spec 02 §6).
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/user/:id/active',
    ids: ['id'],
    permission: 'user_manage',
    authorize: (principal, { id }) => {
      const rights = profileEditRights({ editingSelf: id === principal.user_id });
      if (!rights.canChangeActive) throw new HttpError(403, PROFILE_MESSAGES.roleChangeDenied);
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

  // Spec 02 §7.4 "Create user": the new-user payload, checked with the Add User dialog's rules.
  defineRoute(app, {
    method: 'POST',
    url: '/api/user',
    permission: 'user_manage',
    body: NewUserRequestStruct,
    handler: async ({ reply, principal, body }): Promise<NewUserAnswer> => {
      if (body.account_id !== undefined && body.account_id !== principal.account_id) throw notFound();
      const errors = validateNewUser({
        fname: body.fname,
        lname: body.lname,
        role_id: body.role_id,
        login: body.usercredentials[0]!.login.trim(),
        password: body.usercredentials[0]!.password,
        email: body.emails[0]?.email,
        phone: body.phones[0]?.phone,
        addresses: body.addresses ?? [],
      });
      const [field, message] = Object.entries(errors)[0] ?? [];
      if (field && message) throw new HttpError(400, message, { field });
      // A row with nothing typed is not an address (the validator passed over it too).
      const created = await createUser(db, principal, {
        ...body,
        addresses: (body.addresses ?? []).filter(isAddressBegun),
      });
      reply.code(201);
      return created;
    },
  });

  // Spec 02 §7.4 "Invite user" (path not shown): emails a link to set their own password.
  defineRoute(app, {
    method: 'POST',
    url: '/api/user/:id/invite',
    ids: ['id'],
    permission: 'user_manage',
    handler: async ({ principal, ids: { id } }): Promise<UserInviteAnswer> => {
      const invited = await inviteUser(db, principal, id, { links, publicUrl: config.publicUrl });
      if (!invited) throw notFound();
      return invited;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/user/:id/userAccess',
    ids: ['id'],
    permission: 'user_manage',
    handler: async ({ principal, ids: { id } }): Promise<UserAccess> => {
      const access = await findUserAccess(db, principal, id);
      if (!access) throw notFound();
      return access;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/user/:id/delete',
    ids: ['id'],
    permission: 'user_manage',
    handler: async ({ principal, ids: { id } }): Promise<UserDeleteAnswer> => deleteUsers(db, principal, [id]),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/bulkDelete',
    permission: 'user_manage',
    body: UserBulkDeleteStruct,
    handler: async ({ principal, body }): Promise<UserDeleteAnswer> => deleteUsers(db, principal, body.user_ids),
  });
}

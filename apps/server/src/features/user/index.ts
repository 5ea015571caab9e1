export * from './routes';
export { userAdminRoutes } from './admin-routes';
export { setPasswordRoutes } from './set-password-routes';
export { SetPasswordLinks } from './set-password-links';
export { loadUserDetails, PRINCIPAL_AND_USER_STATEMENT, USER_DETAILS_STATEMENT } from './repository';

import { tenant } from '../../db/tenant';
import type { ServerFeature } from '../../feature';
import { userAdminRoutes } from './admin-routes';
import { userRoutes } from './routes';
import { SetPasswordLinks } from './set-password-links';
import { setPasswordRoutes } from './set-password-routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const usersFeature: ServerFeature = {
  name: 'user',
  publicRoutes: (app, { db, signingKey }) => setPasswordRoutes(app, { db, links: new SetPasswordLinks(signingKey) }),
  routes: async (api, { db, config, signingKey }) => {
    await userRoutes(api, { db });
    await userAdminRoutes(api, { db, links: new SetPasswordLinks(signingKey), config });
  },
  // The users' administration (spec 02 §7.4); every url under /api/admin/ is one too.
  adminRoutes: [
    '/api/user',
    '/api/user/bulkDelete',
    '/api/user/:id/delete',
    '/api/user/:id/invite',
    '/api/user/:id/userAccess',
  ],
  audited: {
    user: {
      permission: 'user_manage',
      // A deleted user's History still reads: their audit rows are the account's.
      exists: async (db, owner, id) =>
        (await tenant(db, owner)
          .selectFrom('app_user')
          .select('user_id')
          .where('user_id', '=', id)
          .executeTakeFirst()) !== undefined ||
        (await tenant(db, owner)
          .selectFrom('admin_audit')
          .select('audit_id')
          .where('entity', '=', 'user')
          .where('entity_id', '=', id)
          .where('action', '=', 'delete')
          .executeTakeFirst()) !== undefined,
    },
  },
};

export * from './routes';

import { tenant } from '../../db/tenant';
import type { ServerFeature } from '../../feature';
import { roleRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const rolesFeature: ServerFeature = {
  name: 'roles',
  routes: (api, { db }) => roleRoutes(api, { db }),
  adminRoutes: [
    '/api/account/:id/role/search',
    '/api/account/:id/role',
    '/api/account/:id/role/:roleId',
    '/api/role/',
    '/api/permission/',
  ],
  audited: {
    role: {
      permission: 'role_manage',
      exists: async (db, owner, id) =>
        (await tenant(db, owner).selectFrom('role').select('role_id').where('role_id', '=', id).executeTakeFirst()) !==
        undefined,
    },
  },
};

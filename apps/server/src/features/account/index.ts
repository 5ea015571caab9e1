export * from './routes';
export { accountAdminRoutes, cobrandLogoUrl, publicCobrandRoutes } from './admin-routes';

import type { ServerFeature } from '../../feature';
import { accountAdminRoutes, publicCobrandRoutes } from './admin-routes';
import { accountRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const accountFeature: ServerFeature = {
  name: 'account',
  publicRoutes: (app, { db }) => publicCobrandRoutes(app, { db }),
  routes: async (api, { db, config }) => {
    await accountRoutes(api, { db });
    await accountAdminRoutes(api, { db, config });
  },
  // Agents read `GET account/{id}` and `GET account/{id}/settings`; admins change them (the POST of
  // settings is features/settings'), and platform staff run the accounts (platform.ts).
  adminRoutes: [
    'POST /api/account/:id',
    'POST /api/account/:id/settings',
    'POST /api/account/search',
    '/api/account/:id/delete',
    '/api/account/:id/totalAgents',
    '/api/account/:id/cobrand',
  ],
  audited: {
    account: { permission: 'account_settings_edit', exists: async (_db, owner, id) => id === owner.account_id },
  },
};

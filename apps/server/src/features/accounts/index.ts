export * from './routes';
export { accountAdminRoutes, cobrandLogoUrl, publicCobrandRoutes } from './admin-routes';

import type { ServerFeature } from '../../feature';
import { accountAdminRoutes, publicCobrandRoutes } from './admin-routes';
import { accountRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const accountsFeature: ServerFeature = {
  name: 'accounts',
  publicRoutes: (app, { db }) => publicCobrandRoutes(app, { db }),
  routes: async (api, { db, config }) => {
    await accountRoutes(api, { db });
    await accountAdminRoutes(api, { db, config });
  },
};

export * from './routes';
export { userAdminRoutes } from './admin-routes';
export { setPasswordRoutes } from './set-password-routes';
export { SetPasswordLinks } from './set-password-links';
export { loadUserDetails, PRINCIPAL_AND_USER_STATEMENT, USER_DETAILS_STATEMENT } from './repository';

import type { ServerFeature } from '../../feature';
import { userAdminRoutes } from './admin-routes';
import { userRoutes } from './routes';
import { SetPasswordLinks } from './set-password-links';
import { setPasswordRoutes } from './set-password-routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const usersFeature: ServerFeature = {
  name: 'users',
  publicRoutes: (app, { db, signingKey }) => setPasswordRoutes(app, { db, links: new SetPasswordLinks(signingKey) }),
  routes: async (api, { db, config, signingKey }) => {
    await userRoutes(api, { db });
    await userAdminRoutes(api, { db, links: new SetPasswordLinks(signingKey), config });
  },
};

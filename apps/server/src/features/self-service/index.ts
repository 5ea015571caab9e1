export { clientLinkRoutes, publicClientRoutes } from './routes';

import type { ServerFeature } from '../../feature';
import { clientLinkRoutes, publicClientRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const selfServiceFeature: ServerFeature = {
  name: 'self-service',
  publicRoutes: (app, { db, config, ssnCipher }) => publicClientRoutes(app, { db, config, ssnCipher }),
  routes: (api, { db, config }) => clientLinkRoutes(api, { db, config }),
  // Clients' self-service links: read in History by the admins who read every user.
  audited: { client_link: { permission: 'user_view_all' } },
};

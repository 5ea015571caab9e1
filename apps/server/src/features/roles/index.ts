export * from './routes';

import type { ServerFeature } from '../../feature';
import { roleRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const rolesFeature: ServerFeature = {
  name: 'roles',
  routes: (api, { db }) => roleRoutes(api, { db }),
};

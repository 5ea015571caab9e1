export * from './routes';

import type { ServerFeature } from '../../feature';
import { settingsRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const settingsFeature: ServerFeature = {
  name: 'settings',
  routes: (api, { db }) => settingsRoutes(api, { db }),
};

export * from './routes';

import type { ServerFeature } from '../../feature';
import { ssoRoutes } from './routes';
import { seedSsoDemoData } from './seed';

/** The feature as app.ts registers it (src/feature.ts). */
export const ssoFeature: ServerFeature = {
  name: 'sso',
  routes: (api, { db, config }) => ssoRoutes(api, { db, config }),
  seed: seedSsoDemoData,
};

export * from './routes';

import type { ServerFeature } from '../../feature';
import { dialerRoutes } from './routes';
import { seedDialerDemoData } from './seed';

/** The feature as app.ts registers it (src/feature.ts). */
export const dialerFeature: ServerFeature = {
  name: 'dialer',
  routes: (api, { db, config }) => dialerRoutes(api, { db, config }),
  seed: seedDialerDemoData,
};

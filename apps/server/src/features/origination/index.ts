export * from './routes';
export { originationAdminRoutes, ORIGINATION_ADMIN_URLS } from './admin-routes';

import type { ServerFeature } from '../../feature';
import { ORIGINATION_ADMIN_URLS, originationAdminRoutes } from './admin-routes';
import { ORIGINATION_AUDITED } from './audited';
import { originationRoutes } from './routes';
import { seedOriginationDemoData } from './seed';

/** The feature as app.ts registers it (src/feature.ts). */
export const originationFeature: ServerFeature = {
  name: 'origination',
  routes: async (api, { db }) => {
    await originationRoutes(api, { db });
    await originationAdminRoutes(api, { db });
  },
  seed: seedOriginationDemoData,
  adminRoutes: ORIGINATION_ADMIN_URLS,
  audited: ORIGINATION_AUDITED,
};

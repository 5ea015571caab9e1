export * from './routes';
export { noticeAdminRoutes } from './admin-routes';

import type { ServerFeature } from '../../feature';
import { noticeAdminRoutes } from './admin-routes';
import { noticeRoutes } from './routes';
import { seedNoticesDemoData } from './seed';

/** The feature as app.ts registers it (src/feature.ts). */
export const noticesFeature: ServerFeature = {
  name: 'notices',
  routes: async (api, { db }) => {
    await noticeRoutes(api, { db });
    await noticeAdminRoutes(api, { db });
  },
  seed: seedNoticesDemoData,
};

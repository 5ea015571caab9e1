export * from './routes';
export { EXPORT_ROW_LIMIT } from './repository';
export { leadExportRoutes } from './lead-export-routes';
export { LEAD_EXPORT_QUEUE } from './lead-export';

import type { ServerFeature } from '../../feature';
import { leadExportRoutes } from './lead-export-routes';
import { exportRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const exportsFeature: ServerFeature = {
  name: 'lead-exports',
  routes: async (api, { db, jobs, ssnCipher }) => {
    await exportRoutes(api, { db });
    await leadExportRoutes(api, { db, jobs, ssnCipher });
  },
  // Who exported which leads: read in History by the admins who read every user.
  audited: { lead_export: { permission: 'user_view_all' } },
};

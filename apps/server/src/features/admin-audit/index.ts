export { adminAuditRoutes, ADMIN_AUDIT_PERMISSIONS } from './routes';
export { writeAdminAudit, type AdminChange } from './repository';

import type { ServerFeature } from '../../feature';
import { adminAuditRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const adminAuditFeature: ServerFeature = {
  name: 'admin-audit',
  routes: (api, { db }) => adminAuditRoutes(api, { db }),
};

export { adminAuditRoutes, composeAuditedRecords } from './routes';
export { writeAdminAudit, hasAuditHistory, type AdminChange } from './repository';

import type { ServerFeature } from '../../feature';
import { adminAuditRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts): it composes the other features' `audited`. */
export const adminAuditFeature: ServerFeature = {
  name: 'admin-audit',
  routes: (api, { db, features }) => adminAuditRoutes(api, { db, features }),
};

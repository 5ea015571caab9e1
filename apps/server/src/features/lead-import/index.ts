export { leadImportRoutes } from './routes';
export { LEAD_IMPORT_BATCH, LEAD_IMPORT_QUEUE, leadImportJobHandler, runBatch, type LeadImportJobPayload } from './run';

import type { ServerFeature } from '../../feature';
import { leadImportRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const leadImportFeature: ServerFeature = {
  name: 'lead-import',
  routes: (api, { db, jobs, config }) =>
    leadImportRoutes(api, {
      db,
      jobs,
      batchSize: config.leadImportBatchRows,
      batchPauseMs: config.leadImportBatchPauseMs,
    }),
  // Every call needs lead_import (spec 02 §7.7).
  adminRoutes: ['/api/leadImportFile', '/api/leadImportFile/'],
  audited: { lead_import: { permission: 'lead_import' } },
};

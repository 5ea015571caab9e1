export { reportRoutes } from './routes';

import type { ServerFeature } from '../../feature';
import { reportRoutes } from './routes';
import { seedReportsDemoData } from './seed';

/** The feature as app.ts registers it (src/feature.ts). */
export const reportsFeature: ServerFeature = {
  name: 'reports',
  routes: (api, { db }) => reportRoutes(api, { db }),
  seed: seedReportsDemoData,
};

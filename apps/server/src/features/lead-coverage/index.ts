export { coverageRoutes } from './routes';

import type { ServerFeature } from '../../feature';
import { coverageRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const leadCoverageFeature: ServerFeature = {
  name: 'lead-coverage',
  routes: (api, { db }) => coverageRoutes(api, { db }),
};

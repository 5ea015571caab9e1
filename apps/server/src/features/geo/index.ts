export * from './routes';

import type { ServerFeature } from '../../feature';
import { geoRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const geoFeature: ServerFeature = {
  name: 'geo',
  routes: (api, { database }) => geoRoutes(api, { database }),
};

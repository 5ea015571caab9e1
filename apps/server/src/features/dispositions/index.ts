export { dispositionRoutes } from './routes';

import type { ServerFeature } from '../../feature';
import { dispositionRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const dispositionsFeature: ServerFeature = {
  name: 'dispositions',
  routes: (api, { db }) => dispositionRoutes(api, { db }),
};

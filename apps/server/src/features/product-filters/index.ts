export { productFilterRoutes } from './routes';

import type { ServerFeature } from '../../feature';
import { productFilterRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const productFiltersFeature: ServerFeature = {
  name: 'product-filters',
  routes: (api, { db }) => productFilterRoutes(api, { db }),
};

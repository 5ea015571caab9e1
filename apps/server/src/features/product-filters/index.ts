export { productFilterRoutes } from './routes';

import type { ServerFeature } from '../../feature';
import { productFilterRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const productFiltersFeature: ServerFeature = {
  name: 'product-filters',
  routes: (api, { db }) => productFilterRoutes(api, { db }),
  // `plan/search` is read by agents too.
  adminRoutes: ['/api/productFilter', '/api/productFilter/search', '/api/productFilter/:id/delete'],
  // A deleted plan of the filter keeps its History: it exists while its audit rows do.
  audited: { product_filter: { permission: 'product_filter_manage' } },
};

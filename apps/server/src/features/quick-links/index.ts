export * from './routes';
export { SYSTEM_HIERARCHY_ID, visibleLinks } from './repository';

import type { ServerFeature } from '../../feature';
import { quickLinkRoutes } from './routes';
import { seedQuickLinksDemoData } from './seed';

/** The feature as app.ts registers it (src/feature.ts). */
export const quickLinksFeature: ServerFeature = {
  name: 'quick-links',
  routes: (api, { db, config }) => quickLinkRoutes(api, { db, config }),
  seed: seedQuickLinksDemoData,
};

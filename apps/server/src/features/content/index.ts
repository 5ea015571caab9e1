export { contentRoutes, publicContentRoutes } from './routes';
export { loadContent } from './seed';

import type { ServerFeature } from '../../feature';
import { contentRoutes, publicContentRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const contentFeature: ServerFeature = {
  name: 'content',
  publicRoutes: (app, { db }) => publicContentRoutes(app, { db }),
  routes: (api, { db }) => contentRoutes(api, { db }),
};

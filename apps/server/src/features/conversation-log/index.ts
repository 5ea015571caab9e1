export { conversationLogRoutes } from './routes';

import type { ServerFeature } from '../../feature';
import { conversationLogRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const conversationLogFeature: ServerFeature = {
  name: 'conversation-log',
  routes: (api, { db }) => conversationLogRoutes(api, { db }),
};

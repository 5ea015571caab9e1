export { leadInstructionRoutes } from './routes';

import type { ServerFeature } from '../../feature';
import { leadInstructionRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const leadInstructionsFeature: ServerFeature = {
  name: 'lead-instructions',
  routes: (api, { db }) => leadInstructionRoutes(api, { db }),
};

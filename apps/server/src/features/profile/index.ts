export * from './routes';
export * from './writing-numbers';
export * from './state-licenses';

import type { ServerFeature } from '../../feature';
import { profileRoutes } from './routes';
import { seedProfileDemoData } from './seed';
import { stateLicenseRoutes } from './state-licenses';
import { writingNumberRoutes } from './writing-numbers';

/** The feature as app.ts registers it (src/feature.ts). */
export const profileFeature: ServerFeature = {
  name: 'profile',
  routes: async (api, { db, config }) => {
    await profileRoutes(api, { db, config });
    await writingNumberRoutes(api, { db });
    await stateLicenseRoutes(api, { db });
  },
  seed: seedProfileDemoData,
};

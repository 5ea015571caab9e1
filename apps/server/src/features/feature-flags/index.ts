export * from './routes';
export { accountFlagValues, setAccountFlags } from './account-overrides';
export { flagsOfUser } from './repository';
export { applyEnvironmentFlag } from './environment';

import type { ServerFeature } from '../../feature';
import { applyEnvironmentFlag } from './environment';
import { featureFlagRoutes, publicFeatureFlagRoutes } from './routes';
import { seedFeatureFlagsDemoData } from './seed';

/** The feature as app.ts registers it (src/feature.ts). */
export const featureFlagsFeature: ServerFeature = {
  name: 'feature-flags',
  setup: ({ db, config }) => applyEnvironmentFlag(db, config.environment),
  publicRoutes: (app, { db }) => publicFeatureFlagRoutes(app, { db }),
  routes: (api, { db }) => featureFlagRoutes(api, { db }),
  seed: seedFeatureFlagsDemoData,
};

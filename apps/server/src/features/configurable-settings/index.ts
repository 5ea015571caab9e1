export * from './routes';
export { TEXTING } from './repository';
export { selfServiceOptions } from './repository';

import type { ServerFeature } from '../../feature';
import { configurableSettingsRoutes } from './routes';
import { seedConfigurableSettingsDemoData } from './seed';

/** The feature as app.ts registers it (src/feature.ts). */
export const configurableSettingsFeature: ServerFeature = {
  name: 'configurable-settings',
  routes: (api, { db }) => configurableSettingsRoutes(api, { db }),
  seed: seedConfigurableSettingsDemoData,
};

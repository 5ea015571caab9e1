export * from './routes';

import type { ServerFeature } from '../../feature';
import { authRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const authFeature: ServerFeature = {
  name: 'auth',
  publicRoutes: (app, { auth, signer, config }) =>
    authRoutes(app, { auth, signer, refreshTokenTtl: config.refreshTokenTtl }),
};

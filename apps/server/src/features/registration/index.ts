export * from './routes';
export { InvitationLinks } from './invitation-links';
export { openAccount } from './repository';

import { tenant } from '../../db/tenant';
import type { ServerFeature } from '../../feature';
import { InvitationLinks } from './invitation-links';
import { publicRegistrationRoutes, registrationLinkRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const registrationFeature: ServerFeature = {
  name: 'registration',
  publicRoutes: (app, { db, config, signingKey }) =>
    publicRegistrationRoutes(app, { db, config, links: new InvitationLinks(signingKey) }),
  routes: (api, { db, config, signingKey }) =>
    registrationLinkRoutes(api, { db, config, links: new InvitationLinks(signingKey) }),
  adminRoutes: ['/api/registration/'],
  audited: {
    registration_link: {
      permission: 'registration_link_build',
      exists: async (db, owner, id) =>
        (await tenant(db, owner)
          .selectFrom('registration_link')
          .select('link_id')
          .where('link_id', '=', id)
          .executeTakeFirst()) !== undefined,
    },
  },
};

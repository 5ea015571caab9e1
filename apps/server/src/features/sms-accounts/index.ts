export { smsAccountRoutes } from './routes';
export { senderFor } from './repository';

import type { ServerFeature } from '../../feature';
import { smsAccountRoutes } from './routes';
import { seedSmsAccountsDemoData } from './seed';

/** The feature as app.ts registers it (src/feature.ts). */
export const smsAccountsFeature: ServerFeature = {
  name: 'sms-accounts',
  routes: (api, { db }) => smsAccountRoutes(api, { db }),
  seed: seedSmsAccountsDemoData,
  adminRoutes: ['/api/smsAccount/', '/api/smsAccount'],
  audited: { sms_account: { permission: 'sms_account_manage' } },
};

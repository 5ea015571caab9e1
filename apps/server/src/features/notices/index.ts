export * from './routes';
export { noticeAdminRoutes } from './admin-routes';

import { tenant } from '../../db/tenant';
import type { ServerFeature } from '../../feature';
import { noticeAdminRoutes } from './admin-routes';
import { noticeRoutes } from './routes';
import { seedNoticesDemoData } from './seed';

/** The feature as app.ts registers it (src/feature.ts). */
export const noticesFeature: ServerFeature = {
  name: 'notices',
  routes: async (api, { db }) => {
    await noticeRoutes(api, { db });
    await noticeAdminRoutes(api, { db });
  },
  seed: seedNoticesDemoData,
  adminRoutes: ['/api/notice/search', '/api/notice', '/api/notice/:id', '/api/notice/:id/delete'],
  audited: {
    notice: {
      permission: 'notice_manage',
      exists: async (db, owner, id) =>
        (await tenant(db, owner)
          .selectFrom('notice')
          .select('notice_id')
          .where('notice_id', '=', id)
          .executeTakeFirst()) !== undefined,
    },
  },
};

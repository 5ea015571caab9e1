import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  NoticeDismissBodyStruct,
  NoticeSearchBodyStruct,
  type NoticeCount,
  type NoticeDismissAnswer,
  type NoticeSearchAnswer,
} from '@meridian/api';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { dismissNotices, outstandingNotices, searchNotices } from './repository';

export async function noticeRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  // The path's user id must be the caller's: notices are personal.
  defineRoute(app, {
    method: 'GET',
    url: '/api/noticeOutstandingCount/:id',
    ids: ['id'],
    ownUser: 'id',
    handler: async ({ principal }): Promise<NoticeCount> => {
      const { count, important } = await outstandingNotices(db, principal);
      return { notice_outstanding_count: count, includes_important: important ? '1' : '0' };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/:id/userNotice/search',
    ids: ['id'],
    ownUser: 'id',
    body: NoticeSearchBodyStruct,
    handler: async ({ principal, body }): Promise<NoticeSearchAnswer> => {
      const { total, pageSize, result } = await searchNotices(db, principal, body);
      return {
        success: true,
        total_records: total,
        page_number: body.page_number,
        records_per_page: body.page_number === 0 ? result.length : pageSize,
        result,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/:id/userNotice/dismiss',
    ids: ['id'],
    ownUser: 'id',
    body: NoticeDismissBodyStruct,
    handler: async ({ principal, body }): Promise<NoticeDismissAnswer> => {
      const dismissed = await dismissNotices(db, principal, [...new Set(body.notice_ids)]);
      // A notice of another account answers exactly like a missing one.
      if (dismissed === undefined) throw notFound();
      return { success: true, dismissed };
    },
  });
}

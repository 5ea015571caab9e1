import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  NoticeDismissBodyStruct,
  NoticeSearchBodyStruct,
  type Notice,
  type NoticeCount,
  type NoticeDismissAnswer,
  type NoticeSearchAnswer,
} from '@meridian/api';
import { DISMISSED_NOTICES_PAGE_SIZE } from '@meridian/domain';
import { principalOf, type Principal } from '../auth/principal';
import type { DB } from '../db/schema';
import { notFound, parseWith } from '../http/errors';
import { pathId } from './users';

/** Page 0 (the first load) answers the whole list, at most this many. */
const WHOLE_LIST_LIMIT = 500;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The path's user id must be the caller's: notices are personal. */
function ownUserId(principal: Principal, id: number): number {
  if (id !== principal.user_id) throw notFound();
  return id;
}

/** Notices of the caller's account that are live now (started, not ended, active). */
function liveNotices(db: Kysely<DB>, principal: Principal) {
  return db
    .selectFrom('notice as n')
    .where('n.account_id', '=', principal.account_id)
    .where('n.active', '=', '1')
    .where('n.start_date', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('n.end_date', 'is', null), eb('n.end_date', '>=', sql<Date>`now()`)]));
}

function notDismissed(principal: Principal) {
  return sql<boolean>`NOT EXISTS (SELECT 1 FROM user_notice un WHERE un.account_id = n.account_id AND un.user_id = ${principal.user_id} AND un.notice_id = n.notice_id)`;
}

export async function noticeRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  app.get('/api/noticeOutstandingCount/:id', async (request): Promise<NoticeCount> => {
    const principal = principalOf(request);
    ownUserId(principal, pathId(request));
    const row = await liveNotices(db, principal)
      .where(notDismissed(principal))
      .select([sql<string>`count(*)`.as('n'), sql<boolean>`coalesce(bool_or(n.important_popup = '1'), false)`.as('important')])
      .executeTakeFirstOrThrow();
    return { notice_outstanding_count: Number(row.n), includes_important: row.important ? '1' : '0' };
  });

  app.post('/api/user/:id/userNotice/search', async (request): Promise<NoticeSearchAnswer> => {
    const principal = principalOf(request);
    ownUserId(principal, pathId(request));
    const body = parseWith(NoticeSearchBodyStruct, request.body);

    const columns = [
      'n.notice_id',
      'n.notice_title',
      'n.notice_text',
      'n.start_date',
      'n.end_date',
      'n.important_popup',
    ] as const;
    // quickNotify: unread important notices, oldest first (the pop-up shows one at a time);
    // openNotify: unread notices; pastNotify: the ones this user dismissed, live or not.
    const base =
      body.mode === 'pastNotify'
        ? db
            .selectFrom('notice as n')
            .innerJoin('user_notice as un', (j) => j.onRef('un.account_id', '=', 'n.account_id').onRef('un.notice_id', '=', 'n.notice_id').on('un.user_id', '=', principal.user_id))
            .where('n.account_id', '=', principal.account_id)
            .select(columns)
            .select('un.dismissed_date')
        : (body.mode === 'quickNotify' ? liveNotices(db, principal).where('n.important_popup', '=', '1') : liveNotices(db, principal))
            .where(notDismissed(principal))
            .select(columns)
            .select(sql<Date | null>`NULL::timestamptz`.as('dismissed_date'));

    const pageSize = body.page_number === 0 ? WHOLE_LIST_LIMIT : (body.records_per_page ?? DISMISSED_NOTICES_PAGE_SIZE);
    const offset = body.page_number === 0 ? 0 : (body.page_number - 1) * pageSize;
    const ordered =
      body.mode === 'quickNotify'
        ? base.orderBy('n.start_date', 'asc').orderBy('n.notice_id', 'asc')
        : base.orderBy('n.start_date', 'desc').orderBy('n.notice_id', 'desc');
    const [rows, total] = await Promise.all([
      ordered.limit(pageSize).offset(offset).execute(),
      base.clearSelect().select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    ]);
    const result: Notice[] = rows.map((r) => ({
      notice_id: r.notice_id,
      notice_title: r.notice_title,
      notice_text: r.notice_text,
      start_date: iso(r.start_date)!,
      end_date: iso(r.end_date),
      dismissed_date: iso(r.dismissed_date),
      important_popup: r.important_popup,
    }));
    return {
      success: true,
      total_records: Number(total.total),
      page_number: body.page_number,
      records_per_page: body.page_number === 0 ? result.length : pageSize,
      result,
    };
  });

  app.post('/api/user/:id/userNotice/dismiss', async (request): Promise<NoticeDismissAnswer> => {
    const principal = principalOf(request);
    const userId = ownUserId(principal, pathId(request));
    const { notice_ids } = parseWith(NoticeDismissBodyStruct, request.body);
    const ids = [...new Set(notice_ids)];
    return db.transaction().execute(async (trx) => {
      const found = await trx.selectFrom('notice').select('notice_id').where('account_id', '=', principal.account_id).where('notice_id', 'in', ids).execute();
      // A notice of another account answers exactly like a missing one.
      if (found.length !== ids.length) throw notFound();
      const inserted = await trx
        .insertInto('user_notice')
        .values(ids.map((notice_id) => ({ account_id: principal.account_id, user_id: userId, notice_id })))
        // Dismissing again keeps the first dismissal's date.
        .onConflict((oc) => oc.columns(['account_id', 'user_id', 'notice_id']).doNothing())
        .returning('notice_id')
        .execute();
      return { success: true as const, dismissed: inserted.length };
    });
  });
}

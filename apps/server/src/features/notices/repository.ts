import { sql, type Kysely } from 'kysely';
import type { Notice, NoticeSearchBody } from '@meridian/api';
import { DISMISSED_NOTICES_PAGE_SIZE } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant } from '../../db/tenant';
import { pageOffset } from '../../http/paging';

type Reader = Pick<Principal, 'account_id' | 'user_id'>;

/** Page 0 (the first load) answers the whole list, at most this many. */
const WHOLE_LIST_LIMIT = 500;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Notices of the caller's account that are live now (started, not ended, active). */
function liveNotices(db: Kysely<DB>, reader: Reader) {
  return tenant(db, reader)
    .selectFrom('notice as n')
    .where('n.active', '=', '1')
    .where(forReader(reader))
    .where('n.start_date', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('n.end_date', 'is', null), eb('n.end_date', '>=', sql<Date>`now()`)]));
}

/** The account's notices and the ones for this reader alone (appointment reminders, features/calendar). */
function forReader(reader: Reader) {
  return sql<boolean>`(n.recipient_user_id IS NULL OR n.recipient_user_id = ${reader.user_id})`;
}

function notDismissed(reader: Reader) {
  return sql<boolean>`NOT EXISTS (SELECT 1 FROM user_notice un WHERE un.account_id = n.account_id AND un.user_id = ${reader.user_id} AND un.notice_id = n.notice_id)`;
}

/** How many live notices the reader has not dismissed, and whether one of them is important. */
export async function outstandingNotices(db: Kysely<DB>, reader: Reader) {
  const row = await liveNotices(db, reader)
    .where(notDismissed(reader))
    .select([
      sql<string>`count(*)`.as('n'),
      sql<boolean>`coalesce(bool_or(n.important_popup = '1'), false)`.as('important'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), important: row.important };
}

/**
 * One page of the reader's notices. quickNotify: unread important notices, oldest first (the pop-up
 * shows one at a time); openNotify: unread notices; pastNotify: the ones this user dismissed, live or not.
 */
export async function searchNotices(db: Kysely<DB>, reader: Reader, body: NoticeSearchBody) {
  const columns = [
    'n.notice_id',
    'n.notice_title',
    'n.notice_text',
    'n.start_date',
    'n.end_date',
    'n.important_popup',
  ] as const;
  const base =
    body.mode === 'pastNotify'
      ? tenant(db, reader)
          .selectFrom('notice as n')
          .innerJoin('user_notice as un', (j) =>
            j
              .onRef('un.account_id', '=', 'n.account_id')
              .onRef('un.notice_id', '=', 'n.notice_id')
              .on('un.user_id', '=', reader.user_id),
          )
          .select(columns)
          .select('un.dismissed_date')
      : (body.mode === 'quickNotify'
          ? liveNotices(db, reader).where('n.important_popup', '=', '1')
          : liveNotices(db, reader)
        )
          .where(notDismissed(reader))
          .select(columns)
          .select(sql<Date | null>`NULL::timestamptz`.as('dismissed_date'));

  const pageSize = body.page_number === 0 ? WHOLE_LIST_LIMIT : (body.records_per_page ?? DISMISSED_NOTICES_PAGE_SIZE);
  const offset = body.page_number === 0 ? 0 : pageOffset(body.page_number, pageSize);
  const ordered =
    body.mode === 'quickNotify'
      ? base.orderBy('n.start_date', 'asc').orderBy('n.notice_id', 'asc')
      : base.orderBy('n.start_date', 'desc').orderBy('n.notice_id', 'desc');
  const [rows, total] = await Promise.all([
    ordered.limit(pageSize).offset(offset).execute(),
    base
      .clearSelect()
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
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
  return { total: Number(total.total), pageSize, result };
}

/**
 * Dismisses notices of the reader's account; answers how many were newly dismissed, or undefined
 * when one of them is not the account's (as missing). Dismissing again keeps the first date.
 */
export function dismissNotices(db: Kysely<DB>, reader: Reader, noticeIds: number[]) {
  return db.transaction().execute(async (trx) => {
    const t = tenant(trx, reader);
    const found = await t.selectFrom('notice').select('notice_id').where('notice_id', 'in', noticeIds).execute();
    if (found.length !== noticeIds.length) return undefined;
    const inserted = await t
      .insertInto(
        'user_notice',
        noticeIds.map((notice_id) => ({ user_id: reader.user_id, notice_id })),
      )
      .onConflict((oc) => oc.columns(['account_id', 'user_id', 'notice_id']).doNothing())
      .returning('notice_id')
      .execute();
    return inserted.length;
  });
}

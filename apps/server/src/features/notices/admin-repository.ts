// The admin side of notices (issue 16, spec 02 §7.7): the account's notices listed, created, edited
// and deleted by holders of `notice_manage`, each change written to the admin audit.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { AdminNotice, NoticeStatus } from '@meridian/api';
import { DISPLAY_TIME_ZONE } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { Flag } from '../../db/columns';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { HttpError } from '../../http/errors';
import type { SearchEntity, TypedCriterion } from '../../search/generic';
import { writeAdminAudit } from '../admin-audit';

type Writer = Pick<Principal, 'account_id' | 'user_id'>;

/** A notice as the admin saves it: checked, its text sanitized, its dates as calendar days (YYYY-MM-DD). */
export interface NoticeValues {
  notice_title: string;
  notice_text: string;
  start_day: string;
  end_day: string | null;
  important_popup: Flag;
}

/** Where a notice stands now, as SQL (the same words as `NOTICE_STATUSES`). */
const STATUS = sql<NoticeStatus>`(CASE WHEN n.start_date > now() THEN 'scheduled'
  WHEN n.end_date IS NOT NULL AND n.end_date < now() THEN 'ended' ELSE 'published' END)`;

/** The first moment of a day in Central Time, where the product's days are. */
const dayStart = (day: string) => sql<Date>`(${day}::date::timestamp AT TIME ZONE ${DISPLAY_TIME_ZONE})`;
/** The last moment of a day in Central Time: the notice shows through its end day. */
const dayEnd = (day: string) =>
  sql<Date>`((${day}::date + 1)::timestamp AT TIME ZONE ${DISPLAY_TIME_ZONE} - interval '1 millisecond')`;

function anyStatus(criterion: TypedCriterion): RawBuilder<boolean> {
  if (criterion.type === 'range') throw new HttpError(400, 'A range is not allowed here', { field: 'criteria' });
  const values = criterion.values.map((v) => String(v).toLowerCase());
  return sql<boolean>`${STATUS} IN (${sql.join(values)})`;
}

/** The notice search's fields (POST notice/search). */
export const adminNoticeSearch: SearchEntity = {
  name: 'notice',
  fields: {
    notice_id: { column: 'n.notice_id', kind: 'integer' },
    notice_title: { column: 'n.notice_title', kind: 'text', match: 'contains' },
    notice_text: { column: 'n.notice_text', kind: 'text', sortable: false },
    start_date: { column: 'n.start_date', kind: 'date', zone: DISPLAY_TIME_ZONE },
    end_date: { column: 'n.end_date', kind: 'date', zone: DISPLAY_TIME_ZONE },
    important_popup: { column: 'n.important_popup', kind: 'flag' },
    status: { column: 'status', kind: 'text', condition: anyStatus },
    created_at: { column: 'n.created_at', kind: 'date', zone: DISPLAY_TIME_ZONE },
  },
  defaultOrder: { field: 'start_date', direction: 'desc' },
  defaultPageSize: 25,
  maxPageSize: 200,
};

/** The account's notices with their status, for `applySearch`. */
export function adminNoticeBase(db: Kysely<DB>, owner: TenantOwner) {
  return (
    tenant(db, owner)
      .selectFrom('notice as n')
      // A user's own reminders (features/calendar) are not the account's notices.
      .where('n.recipient_user_id', 'is', null)
      .select([
        'n.notice_id',
        'n.notice_title',
        'n.notice_text',
        'n.start_date',
        'n.end_date',
        'n.important_popup',
        STATUS.as('status'),
        'n.created_at',
      ])
  );
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

type NoticeRow = Awaited<ReturnType<ReturnType<typeof adminNoticeBase>['executeTakeFirstOrThrow']>>;

export function toAdminNotice(row: NoticeRow): AdminNotice {
  return {
    notice_id: row.notice_id,
    notice_title: row.notice_title,
    notice_text: row.notice_text,
    start_date: iso(row.start_date)!,
    end_date: iso(row.end_date),
    important_popup: row.important_popup,
    status: row.status,
    created_at: iso(row.created_at)!,
  };
}

/** What the audit keeps of a notice. */
function audited(row: NoticeRow) {
  const { notice_title, notice_text, important_popup } = row;
  return { notice_title, notice_text, start_date: iso(row.start_date), end_date: iso(row.end_date), important_popup };
}

function findNotice(trx: Transaction<DB>, owner: TenantOwner, noticeId: number) {
  return adminNoticeBase(trx, owner).where('n.notice_id', '=', noticeId).executeTakeFirst();
}

function stored(values: NoticeValues) {
  return {
    notice_title: values.notice_title,
    notice_text: values.notice_text,
    start_date: dayStart(values.start_day),
    end_date: values.end_day === null ? null : dayEnd(values.end_day),
    important_popup: values.important_popup,
  };
}

/** Creates a notice of the writer's account and writes its audit row, in one transaction. */
export function createNotice(db: Kysely<DB>, writer: Writer, values: NoticeValues) {
  return db.transaction().execute(async (trx) => {
    const { notice_id } = await tenant(trx, writer)
      .insertInto('notice', { ...stored(values), created_by_user_id: writer.user_id })
      .returning('notice_id')
      .executeTakeFirstOrThrow();
    const after = (await findNotice(trx, writer, notice_id))!;
    await writeAdminAudit(trx, writer, {
      entity: 'notice',
      entity_id: notice_id,
      action: 'create',
      after: audited(after),
    });
    return toAdminNotice(after);
  });
}

/** Updates a notice of the writer's account (undefined when it is not one) and writes its audit row. */
export function updateNotice(db: Kysely<DB>, writer: Writer, noticeId: number, values: NoticeValues) {
  return db.transaction().execute(async (trx) => {
    const before = await findNotice(trx, writer, noticeId);
    if (!before) return undefined;
    await tenant(trx, writer).updateTable('notice').set(stored(values)).where('notice_id', '=', noticeId).execute();
    const after = (await findNotice(trx, writer, noticeId))!;
    await writeAdminAudit(trx, writer, {
      entity: 'notice',
      entity_id: noticeId,
      action: 'update',
      before: audited(before),
      after: audited(after),
    });
    return toAdminNotice(after);
  });
}

/**
 * Deletes a notice of the writer's account (with who read it) and writes its audit row; false when
 * it is not one.
 */
export function deleteNotice(db: Kysely<DB>, writer: Writer, noticeId: number) {
  return db.transaction().execute(async (trx) => {
    const before = await findNotice(trx, writer, noticeId);
    if (!before) return false;
    await tenant(trx, writer).deleteFrom('user_notice').where('notice_id', '=', noticeId).execute();
    await tenant(trx, writer).deleteFrom('notice').where('notice_id', '=', noticeId).execute();
    await writeAdminAudit(trx, writer, {
      entity: 'notice',
      entity_id: noticeId,
      action: 'delete',
      before: audited(before),
    });
    return true;
  });
}

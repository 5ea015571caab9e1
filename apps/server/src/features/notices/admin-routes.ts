import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  EXPORT_TYPES,
  NoticeDraftStruct,
  SearchBodyStruct,
  type AdminNoticeSearchAnswer,
  type NoticeDeleteAnswer,
  type NoticeDraft,
  type NoticeSaveAnswer,
} from '@meridian/api';
import { fromSearchDate, toSearchDate, validateNoticeDraft, type NoticeDraftErrors } from '@meridian/domain';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { sanitizeNoticeHtml } from '../../html/sanitize';
import { applySearch } from '../../search/generic';
import {
  adminNoticeBase,
  adminNoticeSearch,
  createNotice,
  deleteNotice,
  toAdminNotice,
  updateNotice,
  type NoticeValues,
} from './admin-repository';

/** A YYYYMMDD date as MM/DD/YYYY for the domain validator (anything else kept, so it is refused as typed). */
const asUsDate = (value: string | null | undefined) => fromSearchDate(value) || (value ?? '').trim();

/** `MM/DD/YYYY` → `YYYY-MM-DD`. */
const isoDay = (usDate: string) => {
  const d = toSearchDate(usDate);
  return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
};

const FIELD_ORDER = ['notice_title', 'start_date', 'end_date', 'notice_text'] as const;

/**
 * The draft checked as the portal's form checks it (`validateNoticeDraft`), the text first sanitized
 * with the notice allow-list, so text that is only a script counts as empty. A refusal answers 400
 * with the first message, its field, and every field's message.
 */
export function checkNoticeDraft(body: NoticeDraft): NoticeValues {
  const notice_text = sanitizeNoticeHtml(body.notice_text, EXPORT_TYPES);
  const start = asUsDate(body.start_date);
  const end = asUsDate(body.end_date);
  const errors: NoticeDraftErrors = validateNoticeDraft({
    notice_title: body.notice_title,
    notice_text,
    start_date: start,
    end_date: end,
  });
  const field = FIELD_ORDER.find((name) => errors[name]);
  if (field) throw new HttpError(400, errors[field]!, { field, errors });
  return {
    notice_title: body.notice_title.trim(),
    notice_text,
    start_day: isoDay(start),
    end_day: end === '' ? null : isoDay(end),
    important_popup: body.important_popup,
  };
}

/** Notices' administration (issue 16), each call authorised by `notice_manage` and scoped by account. */
export async function noticeAdminRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/notice/search',
    permission: 'notice_manage',
    body: SearchBodyStruct,
    handler: async ({ principal, body }): Promise<AdminNoticeSearchAnswer> => {
      const { query, count, plan } = applySearch(adminNoticeBase(db, principal), adminNoticeSearch, body);
      const [rows, total] = await Promise.all([query.execute(), count.executeTakeFirst()]);
      return {
        success: true,
        total_records: Number((total as unknown as { total: string } | undefined)?.total ?? 0),
        page_number: plan.page,
        records_per_page: plan.pageSize,
        result: rows.map(toAdminNotice),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/notice',
    permission: 'notice_manage',
    body: NoticeDraftStruct,
    handler: async ({ principal, body }): Promise<NoticeSaveAnswer> => ({
      success: true,
      result: await createNotice(db, principal, checkNoticeDraft(body)),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/notice/:id',
    ids: ['id'],
    permission: 'notice_manage',
    body: NoticeDraftStruct,
    handler: async ({ principal, ids: { id }, body }): Promise<NoticeSaveAnswer> => {
      const saved = await updateNotice(db, principal, id, checkNoticeDraft(body));
      if (!saved) throw notFound();
      return { success: true, result: saved };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/notice/:id/delete',
    ids: ['id'],
    permission: 'notice_manage',
    handler: async ({ principal, ids: { id } }): Promise<NoticeDeleteAnswer> => {
      if (!(await deleteNotice(db, principal, id))) throw notFound();
      return { success: true, notice_id: id };
    },
  });
}

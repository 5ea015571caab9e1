import {
  array,
  boolean,
  enums,
  integer,
  literal,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import { Flag } from '../core/common';
import { searchAnswerStruct } from '../core/search';

/** The user-notice search modes: unread important ones for the pop-up, unread, dismissed. */
export const NOTICE_SEARCH_MODES = ['quickNotify', 'openNotify', 'pastNotify'] as const;

/** A notice as a user sees it (spec 01 §3). Dates are ISO 8601 instants. */
export const NoticeStruct = object({
  notice_id: number(),
  notice_title: string(),
  /** HTML; may hold a download tag: `<download type="{export type}">label</download>`. */
  notice_text: string(),
  start_date: string(),
  end_date: nullable(string()),
  /** Null while unread. */
  dismissed_date: nullable(string()),
  important_popup: Flag,
});
export type Notice = Infer<typeof NoticeStruct>;

/** Answer of `GET noticeOutstandingCount/{id}`, polled every 120 000 ms. */
export const NoticeCountStruct = object({
  notice_outstanding_count: number(),
  /** '1' when an unread notice is important (the pop-up opens). */
  includes_important: Flag,
});
export type NoticeCount = Infer<typeof NoticeCountStruct>;

/**
 * Body of `POST user/{id}/userNotice/search`. Page 0 (the first load) answers every notice of
 * the mode; pages from 1 come `records_per_page` at a time (35 unless given).
 */
export const NoticeSearchBodyStruct = object({
  mode: enums(NOTICE_SEARCH_MODES),
  page_number: min(integer(), 0),
  records_per_page: optional(max(min(integer(), 1), 200)),
});
export type NoticeSearchBody = Infer<typeof NoticeSearchBodyStruct>;

export const NoticeSearchAnswerStruct = searchAnswerStruct(NoticeStruct);
export type NoticeSearchAnswer = Infer<typeof NoticeSearchAnswerStruct>;

/** Body of `POST user/{id}/userNotice/dismiss`. */
export const NoticeDismissBodyStruct = object({
  notice_ids: size(array(min(integer(), 1)), 1, 500),
});
export type NoticeDismissBody = Infer<typeof NoticeDismissBodyStruct>;

export const NoticeDismissAnswerStruct = object({
  success: literal(true),
  /** How many notices were newly marked read. */
  dismissed: number(),
});
export type NoticeDismissAnswer = Infer<typeof NoticeDismissAnswerStruct>;

/**
 * The CSV exports a notice's download tag may name (`GET export/{type}`; spec 01 §7: lead export,
 * current plan, PDP retention, multi-client Rx, pharmacy and AEP disruption reports).
 */
export const EXPORT_TYPES = [
  'lead_export',
  'current_plan',
  'pdp_retention',
  'multi_client_rx',
  'pharmacy',
  'aep_disruption',
] as const;
export const ExportTypeStruct = enums(EXPORT_TYPES);
export type ExportType = Infer<typeof ExportTypeStruct>;

/**
 * The exports the database has no data for yet (no drug lists or pharmacies are kept, as for the
 * reports' `REPORTS_WITHOUT_DATA`): `GET export/{type}` answers 422 with `REPORT_MESSAGES.noDrugData`.
 */
export const EXPORTS_WITHOUT_DATA = ['pharmacy', 'aep_disruption'] as const satisfies readonly ExportType[];
export type ExportWithoutData = (typeof EXPORTS_WITHOUT_DATA)[number];

/**
 * Answer of `GET export/{type}` asked with `Accept: application/json` (other callers get the
 * CSV itself). No content (204) when there is nothing to export: nothing is downloaded.
 */
export const ExportAnswerStruct = object({
  success: optional(boolean()),
  file_name: optional(string()),
  csv: optional(string()),
  row_count: optional(number()),
});
export type ExportAnswer = Infer<typeof ExportAnswerStruct>;

/** Where a notice stands for agents now: shown (published), not yet (scheduled), or past its end (ended). */
export const NOTICE_STATUSES = ['published', 'scheduled', 'ended'] as const;
export const NoticeStatusStruct = enums(NOTICE_STATUSES);
export type NoticeStatus = Infer<typeof NoticeStatusStruct>;

/**
 * A notice as the admin Notices screen lists it (`POST notice/search`). Dates are ISO 8601 instants:
 * the start is the first moment of its day and the end the last moment of its day, in Central Time.
 */
export const AdminNoticeStruct = object({
  notice_id: number(),
  notice_title: string(),
  /** Sanitized HTML; may hold a download tag. */
  notice_text: string(),
  start_date: string(),
  end_date: nullable(string()),
  important_popup: Flag,
  status: NoticeStatusStruct,
  created_at: string(),
});
export type AdminNotice = Infer<typeof AdminNoticeStruct>;

export const AdminNoticeSearchAnswerStruct = searchAnswerStruct(AdminNoticeStruct);
export type AdminNoticeSearchAnswer = Infer<typeof AdminNoticeSearchAnswerStruct>;

/**
 * Body of `POST notice` (create) and `POST notice/{id}` (update). Dates are sent as YYYYMMDD (spec
 * 01 §9); `end_date` empty or null for a notice without an end. The text is HTML the server
 * sanitizes before storing. The domain's `validateNoticeDraft` names every refusal.
 */
export const NoticeDraftStruct = object({
  notice_title: size(string(), 0, 2_000),
  notice_text: size(string(), 0, 200_000),
  start_date: string(),
  end_date: optional(nullable(string())),
  important_popup: Flag,
});
export type NoticeDraft = Infer<typeof NoticeDraftStruct>;

/** Answer of `POST notice` and `POST notice/{id}`: the notice as stored (its text sanitized). */
export const NoticeSaveAnswerStruct = object({ success: literal(true), result: AdminNoticeStruct });
export type NoticeSaveAnswer = Infer<typeof NoticeSaveAnswerStruct>;

/** Answer of `GET notice/{id}/delete`. */
export const NoticeDeleteAnswerStruct = object({ success: literal(true), notice_id: number() });
export type NoticeDeleteAnswer = Infer<typeof NoticeDeleteAnswerStruct>;

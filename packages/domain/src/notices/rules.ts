// Notices (spec 01 §3, §4 Notices, §7, §9).
import {
  DISMISSED_NOTICES_PAGE_SIZE,
  NOTICE_FIRST_PAGE_NUMBER,
  PAST_NOTICES_FIRST_PAGE_NUMBER,
  type NoticeMode,
} from '../core/constants/search';
import type { Notice, NotificationCount } from '../shell/types';
import { formatCentralDate } from '../core/format/central-time';
import { isOn } from '../core/internal/flags';
import { asText } from '../core/internal/text';

/** Notice lists are grouped by start date (MM/dd/yyyy, Central Time), in the order they arrive. */
export function groupNoticesByStartDate<T extends Pick<Notice, 'start_date'>>(
  notices: readonly T[] | null | undefined,
): Array<{ date: string; notices: T[] }> {
  const groups: Array<{ date: string; notices: T[] }> = [];
  for (const notice of notices ?? []) {
    const date = formatCentralDate(notice.start_date);
    const group = groups.find((g) => g.date === date);
    if (group) group.notices.push(notice);
    else groups.push({ date, notices: [notice] });
  }
  return groups;
}

/** Whether a notice is unread (no dismissed date). */
export function isNoticeUnread(notice: Pick<Notice, 'dismissed_date'>): boolean {
  return asText(notice.dismissed_date).trim() === '';
}

/** The important pop-up opens when the polled count says an important notice exists, one at a time. */
export function shouldOpenImportantPopup(
  count: Partial<NotificationCount> | null | undefined,
  popupOpen: boolean,
): boolean {
  return !popupOpen && isOn(count?.includes_important);
}

/** Above this count the bell's badge says `99+`, so it stays the width of two digits. */
const BADGE_MAX = 99;

/** The bell badge text; hidden (undefined) when the count is 0, `99+` past 99. */
export function notificationBadge(count: Partial<NotificationCount> | null | undefined): string | undefined {
  const n = Number(count?.notice_outstanding_count);
  if (!Number.isFinite(n) || n <= 0) return undefined;
  return n > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(n));
}

/** The first page of a notice search: 0 on first load, 1 for past notices, which come 35 a page. */
export function noticeSearchStart(mode: NoticeMode): {
  mode: NoticeMode;
  page_number: number;
  records_per_page?: number;
} {
  return mode === 'pastNotify'
    ? { mode, page_number: PAST_NOTICES_FIRST_PAGE_NUMBER, records_per_page: DISMISSED_NOTICES_PAGE_SIZE }
    : { mode, page_number: NOTICE_FIRST_PAGE_NUMBER };
}

/** A download tag of notice text (spec 01 §3): `<download type="current_plan">label</download>`. */
export interface NoticeDownloadTag {
  /** The export it names, trimmed ('' when the tag has no type). */
  type: string;
  /** The tag's inner HTML. */
  label: string;
}

const DOWNLOAD_TAG = /<download\b([^>]*)>([\s\S]*?)<\/download\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/**
 * Replaces each download tag in notice HTML with what `replace` makes of it (a link to the export,
 * or just its label). The result is still server HTML: render it through the sanitizer.
 */
export function replaceNoticeDownloadTags(
  html: string | null | undefined,
  replace: (tag: NoticeDownloadTag) => string,
): string {
  return asText(html).replace(DOWNLOAD_TAG, (_tag, attributes: string, label: string) => {
    const match = TYPE_ATTRIBUTE.exec(attributes);
    return replace({ type: (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim(), label });
  });
}

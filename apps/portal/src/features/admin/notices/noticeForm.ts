import type { AdminNotice, NoticeDraft } from '@meridian/api';
import { formatCentralDate, toSearchDate, validateNoticeDraft, type NoticeDraftErrors } from '@meridian/domain';

/** The New / Edit Notice form as typed: dates as MM/DD/YYYY. */
export interface NoticeFormValues {
  notice_title: string;
  notice_text: string;
  start_date: string;
  end_date: string;
  important: boolean;
}

/** A new notice starts today, without an end; an existing one shows its own values. */
export function noticeFormValues(notice: AdminNotice | undefined, now: Date): NoticeFormValues {
  if (!notice)
    return { notice_title: '', notice_text: '', start_date: formatCentralDate(now), end_date: '', important: false };
  return {
    notice_title: notice.notice_title,
    notice_text: notice.notice_text,
    start_date: formatCentralDate(notice.start_date),
    end_date: notice.end_date ? formatCentralDate(notice.end_date) : '',
    important: notice.important_popup === '1',
  };
}

/** The domain's check, the same one the server runs. */
export const noticeFormErrors = (values: NoticeFormValues): NoticeDraftErrors => validateNoticeDraft(values);

/** The body of `POST notice` / `POST notice/{id}`: dates sent as YYYYMMDD. */
export function noticeDraft(values: NoticeFormValues): NoticeDraft {
  return {
    notice_title: values.notice_title.trim(),
    notice_text: values.notice_text,
    start_date: toSearchDate(values.start_date),
    end_date: values.end_date.trim() === '' ? null : toSearchDate(values.end_date),
    important_popup: values.important ? '1' : '0',
  };
}

/** `MM/DD/YYYY` → the ISO instant NoticeDetail's "Posted …" line reads (noon, Central Time, on that day). */
export function previewStart(usDate: string): string {
  const key = toSearchDate(usDate);
  if (!key) return '';
  return `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)}T18:00:00Z`;
}

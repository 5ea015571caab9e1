// A notice as the admin writes it (spec 01 §3 notice fields; issue 16 Notices). The portal's form
// and the server (`POST notice`, `POST notice/{id}`) run the same check.
import { dateKey, parseUsDate } from '../core/internal/calendar';
import { asText, charLength, isBlank } from '../core/internal/text';
import { NOTICE_ADMIN_MESSAGES as M } from './messages';

/** A notice title's longest form (lists still show only the first 46 characters). */
export const NOTICE_TITLE_INPUT_MAX_LENGTH = 200;
/** The longest notice text, as HTML. */
export const NOTICE_TEXT_MAX_LENGTH = 20_000;

export interface NoticeDraftValues {
  notice_title?: string | null;
  /** HTML from the rich-text editor. */
  notice_text?: string | null;
  /** MM/DD/YYYY. */
  start_date?: string | null;
  /** MM/DD/YYYY, or empty for a notice without an end. */
  end_date?: string | null;
}

export type NoticeDraftErrors = Partial<Record<'notice_title' | 'notice_text' | 'start_date' | 'end_date', string>>;

/** Whether notice HTML shows any text (tags and non-breaking spaces alone do not count). */
export function noticeTextHasContent(html: string | null | undefined): boolean {
  return (
    asText(html)
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
      .trim() !== ''
  );
}

/**
 * Title required, at most 200 characters; text required (some visible text), at most 20,000
 * characters of HTML; a start date; an optional end date on or after the start date.
 */
export function validateNoticeDraft(values: NoticeDraftValues | null | undefined): NoticeDraftErrors {
  const v = values ?? {};
  const errors: NoticeDraftErrors = {};
  if (isBlank(v.notice_title)) errors.notice_title = M.titleRequired;
  else if (charLength(asText(v.notice_title).trim()) > NOTICE_TITLE_INPUT_MAX_LENGTH)
    errors.notice_title = M.titleTooLong;
  if (!noticeTextHasContent(v.notice_text)) errors.notice_text = M.textRequired;
  else if (asText(v.notice_text).length > NOTICE_TEXT_MAX_LENGTH) errors.notice_text = M.textTooLong;
  const start = parseUsDate(v.start_date);
  if (isBlank(v.start_date)) errors.start_date = M.startRequired;
  else if (!start) errors.start_date = M.startInvalid;
  if (!isBlank(v.end_date)) {
    const end = parseUsDate(v.end_date);
    if (!end) errors.end_date = M.endInvalid;
    else if (start && dateKey(end) < dateKey(start)) errors.end_date = M.endBeforeStart;
  }
  return errors;
}

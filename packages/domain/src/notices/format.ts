// Notices in lists: truncated titles and the 'today' rule (spec 01 §3, §9).
import { NOTICE_TITLE_MAX_LENGTH } from '../core/constants/limits';
import { centralDate, dateKey } from '../core/internal/calendar';
import { type DateInput, toInstant } from '../core/internal/instant';
import { asText } from '../core/internal/text';
import { formatCentralDate } from '../core/format/central-time';

/**
 * A notice title as lists show it: at most 46 characters, a longer title cut to 45 and ended
 * with '…'. Counts characters as users do (an emoji is one). Idempotent.
 */
export function truncateNoticeTitle(title: string | null | undefined): string {
  const chars = Array.from(asText(title));
  if (chars.length <= NOTICE_TITLE_MAX_LENGTH) return chars.join('');
  return `${chars
    .slice(0, NOTICE_TITLE_MAX_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}

/** A notice's posted date: 'today' when it falls on today's date in Central Time, else `MM/dd/yyyy`; '' when not a date. */
export function formatNoticePostedDate(value: DateInput, now: Date): string {
  const posted = toInstant(value);
  if (!posted) return '';
  return dateKey(centralDate(posted)) === dateKey(centralDate(now)) ? 'today' : formatCentralDate(posted);
}

/** A notice group's or notice's posted line: 'Posted today' or 'Posted 11/20/2026' (the word 'Posted' is ours). */
export function noticePostedLabel(value: DateInput, now: Date): string {
  return `Posted ${formatNoticePostedDate(value, now)}`.trim();
}

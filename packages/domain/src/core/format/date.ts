// Dates as users type them (`MM/DD/YYYY`, auto-inserted slashes) and as searches send them (`YYYYMMDD`)
// (spec 01 §5 Date validators and masks, §9).
import { DATE_INPUT_MAX_LENGTH } from '../constants/limits';
import { calendarDate, formatUsDate, parseUsDate } from '../internal/calendar';
import { asText, digitsOf } from '../internal/text';

/**
 * The date input mask: only digits and slashes, slashes inserted after the month and the day,
 * at most 10 characters. A slash the user typed right after a complete month or day is kept, so
 * typing `12/` shows `12/`. Idempotent.
 */
export function formatDateInput(value: string | null | undefined): string {
  const typed = asText(value).replace(/[^\d/]/g, '');
  const digits = digitsOf(typed).slice(0, 8);
  let formatted = digits.slice(0, 2);
  if (digits.length > 2) formatted += `/${digits.slice(2, 4)}`;
  if (digits.length > 4) formatted += `/${digits.slice(4)}`;
  if (typed.endsWith('/') && (digits.length === 2 || digits.length === 4)) formatted += '/';
  return formatted.slice(0, DATE_INPUT_MAX_LENGTH);
}

/** `MM/DD/YYYY` → `YYYYMMDD`; anything that is not a real date gives ''. */
export function toSearchDate(value: string | null | undefined): string {
  const date = parseUsDate(value);
  if (!date) return '';
  return `${String(date.year).padStart(4, '0')}${String(date.month).padStart(2, '0')}${String(date.day).padStart(2, '0')}`;
}

/** `YYYYMMDD` → `MM/DD/YYYY`; anything that is not a real date gives ''. */
export function fromSearchDate(value: string | null | undefined): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(asText(value).trim());
  if (!match) return '';
  const date = calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  return date ? formatUsDate(date) : '';
}

// Calendar dates without a time, and 'today' as it is in Central Time: the product shows every
// date in America/Chicago, so the server and every browser agree on which day it is.
import { TZDate } from '@date-fns/tz';
import { DISPLAY_TIME_ZONE } from '../constants/app';
import { asText, pad2 } from './text';

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A sortable number: 2026-11-21 → 20261121. */
export function dateKey(date: CalendarDate): number {
  return date.year * 10_000 + date.month * 100 + date.day;
}

/** The calendar date of an instant in Central Time. An invalid instant gives NaN parts, which compare false. */
export function centralDate(instant: Date): CalendarDate {
  const local = new TZDate(instant.getTime(), DISPLAY_TIME_ZONE);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

/** The same day n years later (29 February becomes 28 February in a common year). */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/** A real calendar date from its parts, or undefined. */
export function calendarDate(year: number, month: number, day: number): CalendarDate | undefined {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** `MM/DD/YYYY` (surrounding spaces allowed) as a real calendar date, or undefined. */
export function parseUsDate(value: unknown): CalendarDate | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(asText(value).trim());
  if (!match) return undefined;
  return calendarDate(Number(match[3]), Number(match[1]), Number(match[2]));
}

export function formatUsDate(date: CalendarDate): string {
  return `${pad2(date.month)}/${pad2(date.day)}/${String(date.year).padStart(4, '0')}`;
}

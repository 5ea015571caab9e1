// Dates and times as the product shows them: in Central Time (spec 01 §2 Header, §9).
import { TZDate, tzName } from '@date-fns/tz';
import { format } from 'date-fns';
import { DISPLAY_TIME_ZONE } from '../constants/app';
import { type DateInput, toInstant } from '../internal/instant';

function central(value: DateInput): TZDate | undefined {
  const instant = toInstant(value);
  return instant && new TZDate(instant.getTime(), DISPLAY_TIME_ZONE);
}

/** `MM/dd/yyyy` in Central Time; '' when the value is not a date. */
export function formatCentralDate(value: DateInput): string {
  const date = central(value);
  return date ? format(date, 'MM/dd/yyyy') : '';
}

/** `MM/dd/yyyy hh:mm a CST` (or CDT) in Central Time; '' when the value is not a date. */
export function formatCentralDateTime(value: DateInput): string {
  const date = central(value);
  return date ? `${format(date, 'MM/dd/yyyy hh:mm a')} ${tzName(DISPLAY_TIME_ZONE, date, 'short')}` : '';
}

/** The header's date, month, year, weekday and clock. */
export interface HeaderClock {
  weekday: string;
  month: string;
  day: string;
  year: string;
  time: string;
  /** CST or CDT. */
  zone: string;
}

/** The header clock for an instant (refreshed every CLOCK_TICK_MS); undefined for an invalid instant. */
export function headerClock(now: Date): HeaderClock | undefined {
  const date = central(now);
  if (!date) return undefined;
  return {
    weekday: format(date, 'EEEE'),
    month: format(date, 'MMMM'),
    day: format(date, 'd'),
    year: format(date, 'yyyy'),
    time: format(date, 'hh:mm:ss a'),
    zone: tzName(DISPLAY_TIME_ZONE, date, 'short'),
  };
}

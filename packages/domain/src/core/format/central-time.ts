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

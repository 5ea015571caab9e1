// Instants from what the wire and callers hand us. A date-time without a zone is Central wall time,
// because that is how the product shows and enters every time.
import { TZDate } from '@date-fns/tz';
import { DISPLAY_TIME_ZONE } from '../constants/app';
import { calendarDate } from './calendar';
import { asText } from './text';

export type DateInput = Date | string | number | null | undefined;

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?$/;
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function wallTime(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): Date | undefined {
  if (!calendarDate(year, month, day) || hours > 23 || minutes > 59 || seconds > 59) return undefined;
  return new TZDate(year, month - 1, day, hours, minutes, seconds, DISPLAY_TIME_ZONE);
}

/** A valid instant, or undefined: Dates and epoch milliseconds as they are; ISO strings with a zone; zone-less strings as Central time. */
export function toInstant(value: DateInput | unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  const text = asText(value).trim();
  if (ZONED_ISO.test(text)) {
    const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
    if (!calendarDate(year, month, day)) return undefined;
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [, y, mo, d, h, mi, s] = local.map(Number) as number[];
    return wallTime(y!, mo!, d!, h || 0, mi || 0, s || 0);
  }
  const us = US_DATE.exec(text);
  if (us) return wallTime(Number(us[3]), Number(us[1]), Number(us[2]));
  return undefined;
}

// The header clock (spec 01 §2 Header). Built on Intl rather than date-fns so the portal's
// first screen does not carry a date library for one ticking line.
import { DISPLAY_TIME_ZONE } from '../core/constants/app';

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

let parts: Intl.DateTimeFormat | undefined;

/** The header clock for an instant (refreshed every CLOCK_TICK_MS); undefined for an invalid instant. */
export function headerClock(now: Date): HeaderClock | undefined {
  if (Number.isNaN(now.getTime())) return undefined;
  parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DISPLAY_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  });
  // Every part asked for above is always present for a valid instant.
  const p = Object.fromEntries(parts.formatToParts(now).map((part) => [part.type, part.value])) as Record<
    Intl.DateTimeFormatPartTypes,
    string
  >;
  return {
    weekday: p.weekday,
    month: p.month,
    day: p.day,
    year: p.year,
    time: `${p.hour}:${p.minute}:${p.second} ${p.dayPeriod}`,
    zone: p.timeZoneName,
  };
}

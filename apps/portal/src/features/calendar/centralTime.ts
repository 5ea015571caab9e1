import { TZDate } from '@date-fns/tz';
import { DISPLAY_TIME_ZONE } from '@meridian/domain';
import { format } from 'date-fns';

// The portal shows every time in America/Chicago (spec 02 §9). The calendar library lays events out
// in the browser's own zone, so it is handed "wall clock" dates: local dates whose fields read as the
// Central date and time; a drag's answer is read back the same way.

// TZDate's own toISOString writes the zone's offset (-06:00); the wire carries UTC (Z).
const utcIso = (at: TZDate) => new Date(at.getTime()).toISOString();

/** An instant's Central date (MM/DD/YYYY) and time (HH:mm); empty parts for an empty or invalid instant. */
export function centralParts(iso: string | null | undefined): { date: string; time: string } {
  const at = iso ? new Date(iso) : undefined;
  if (!at || Number.isNaN(at.getTime())) return { date: '', time: '' };
  const local = new TZDate(at.getTime(), DISPLAY_TIME_ZONE);
  return { date: format(local, 'MM/dd/yyyy'), time: format(local, 'HH:mm') };
}

/** The instant of a Central MM/DD/YYYY and HH:mm, as ISO; '' when the date is not a real date. */
export function centralInstant(date: string, time: string): string {
  const d = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date.trim());
  const t = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!d) return '';
  const [hours, minutes] = t ? [Number(t[1]), Number(t[2])] : [0, 0];
  const [month, day] = [Number(d[1]), Number(d[2])];
  const at = new TZDate(Number(d[3]), month - 1, day, hours, minutes, DISPLAY_TIME_ZONE);
  // 13/01 or 02/30 roll over into another date: not a date.
  return at.getMonth() === month - 1 && at.getDate() === day ? utcIso(at) : '';
}

/** A local date whose fields are the instant's Central date and time (what the calendar lays out). */
export function toWallClock(iso: string | Date): Date {
  const local = new TZDate(new Date(iso).getTime(), DISPLAY_TIME_ZONE);
  return new Date(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    local.getHours(),
    local.getMinutes(),
    local.getSeconds(),
  );
}

/** The instant a wall-clock date (from the calendar) stands for, as ISO. */
export function fromWallClock(wall: Date): string {
  return utcIso(
    new TZDate(
      wall.getFullYear(),
      wall.getMonth(),
      wall.getDate(),
      wall.getHours(),
      wall.getMinutes(),
      DISPLAY_TIME_ZONE,
    ),
  );
}

/** A wall-clock date's MM/DD/YYYY and HH:mm (a slot the agent clicked). */
export function wallClockParts(wall: Date): { date: string; time: string } {
  return { date: format(wall, 'MM/dd/yyyy'), time: format(wall, 'HH:mm') };
}

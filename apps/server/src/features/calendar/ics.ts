// An iCalendar feed (RFC 5545) of an agent's appointments: one VEVENT per appointment, timed ones
// in UTC, all-day ones as DATE values of their Central Time days. Tasks are not in the feed (most
// calendar apps ignore VTODO in subscribed feeds). Lines end in CRLF and fold at 75 octets.
import { centralDateTime } from '@meridian/domain';
import type { Appointment } from '@meridian/api';

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20261201T160000Z */
function utc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The Central Time day of an instant as a DATE value: 20261201. */
function centralDay(iso: string): string {
  const [month, day, year] = centralDateTime(iso).date.split('/');
  return `${year}${month}${day}`;
}

export interface IcsFeed {
  /** The calendar's name, shown by the subscribing app. */
  name: string;
  /** The host part of each event's UID. */
  host: string;
  /** DTSTAMP of every event (the feed's generation time). */
  now: Date;
  appointments: readonly Appointment[];
}

export function renderIcs({ name, host, now, appointments }: IcsFeed): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Meridian//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
    'X-WR-TIMEZONE:America/Chicago',
  ];
  for (const item of appointments) {
    if (item.start_time === null || item.end_time === null) continue;
    const allDay = item.allday_flag === '1';
    // An all-day appointment ends the day after its last day (DTEND is exclusive).
    const endDay = allDay ? nextDay(centralDay(item.end_time), centralDay(item.start_time)) : '';
    lines.push(
      'BEGIN:VEVENT',
      `UID:appointment-${item.appointment_id}@${host}`,
      `DTSTAMP:${utc(now.toISOString())}`,
      allDay ? `DTSTART;VALUE=DATE:${centralDay(item.start_time)}` : `DTSTART:${utc(item.start_time)}`,
      allDay ? `DTEND;VALUE=DATE:${endDay}` : `DTEND:${utc(item.end_time)}`,
      `SUMMARY:${text(item.title)}`,
      ...(item.description ? [`DESCRIPTION:${text(item.description)}`] : []),
      ...(item.lead_name ? [`X-MERIDIAN-LEAD:${text(item.lead_name)}`] : []),
      `PRIORITY:${item.importance === 1 ? 1 : 5}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** The DATE after `last` (YYYYMMDD), and never before the day after `first`. */
function nextDay(last: string, first: string): string {
  const day = last < first ? first : last;
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)) + 1));
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfWeek } from 'date-fns';
import { DISPLAY_TIME_ZONE } from '../core/constants/app';
import { REPORT_CHART_DEFAULT_WEEKS, REPORT_CHART_MAX_WEEKS } from './vocabulary';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar day as YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1;
}

/** The Monday of the week a YYYY-MM-DD day falls in, as YYYY-MM-DD. */
export function weekStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return format(startOfWeek(new Date(y, m - 1, d), { weekStartsOn: 1 }), 'yyyy-MM-dd');
}

/** The Mondays of the weeks from `from` to `to` (YYYY-MM-DD, inclusive), oldest first. */
export function chartWeeks(from: string, to: string): string[] {
  const weeks: string[] = [];
  const [y, m, d] = weekStart(from).split('-').map(Number) as [number, number, number];
  const last = weekStart(to);
  for (let day = new Date(y, m - 1, d); ; day = addDays(day, 7)) {
    const week = format(day, 'yyyy-MM-dd');
    if (week > last || weeks.length > REPORT_CHART_MAX_WEEKS) break;
    weeks.push(week);
  }
  return weeks;
}

/** The default chart range at `now`: the current Central week and the weeks before it, as YYYY-MM-DD days. */
export function defaultChartRange(now: Date): { from: string; to: string } {
  const today = format(new TZDate(now.getTime(), DISPLAY_TIME_ZONE), 'yyyy-MM-dd');
  const [y, m, d] = weekStart(today).split('-').map(Number) as [number, number, number];
  const from = format(addDays(new Date(y, m - 1, d), -7 * (REPORT_CHART_DEFAULT_WEEKS - 1)), 'yyyy-MM-dd');
  return { from, to: today };
}

/** Whether a chart range is usable: two real days, from not after to, at most REPORT_CHART_MAX_WEEKS weeks. */
export function isChartRange(from: string, to: string): boolean {
  return isIsoDay(from) && isIsoDay(to) && from <= to && chartWeeks(from, to).length <= REPORT_CHART_MAX_WEEKS;
}

/** A week's label on a chart and in its table: 'Week of 11/16/2026'. */
export function formatChartWeek(week: string): string {
  const match = ISO_DAY.exec(week);
  return match ? `Week of ${match[2]}/${match[3]}/${match[1]}` : week;
}

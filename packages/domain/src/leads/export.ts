// CSV exports and plan-year grouping (spec 01 §9).
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { DISPLAY_TIME_ZONE } from '../core/constants/app';
import { asText } from '../core/internal/text';

/** A CSV export file name: report type, user id and a Central-time timestamp, e.g. `lead_export_42_20261121-230905.csv`. */
export function exportFileName(reportType: string, userId: number | string, now: Date): string {
  const type =
    asText(reportType)
      .trim()
      .replace(/[^\w-]+/g, '_') || 'export';
  const stamp = Number.isNaN(now.getTime())
    ? 'unknown'
    : format(new TZDate(now.getTime(), DISPLAY_TIME_ZONE), 'yyyyMMdd-HHmmss');
  return `${type}_${asText(userId).trim()}_${stamp}.csv`;
}

/** Items grouped by their plan_year, years ascending. */
export function groupByPlanYear<T extends { plan_year: number | string }>(
  items: readonly T[] | null | undefined,
): Array<{ plan_year: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items ?? []) {
    const year = asText(item.plan_year).trim();
    groups.set(year, [...(groups.get(year) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([plan_year, list]) => ({ plan_year, items: list }));
}

/** The recent-lead export (type 2) holds the leads of this many days, today included. */
export const RECENT_LEAD_EXPORT_DAYS = 30;

/** A lead export's report type in its file name (spec 01 §9: account 1, recent lead 2, search criteria 3, lead list 4). */
export const LEAD_EXPORT_REPORT_TYPES = {
  1: 'account_leads',
  2: 'recent_leads',
  3: 'search_leads',
  4: 'lead_list',
} as const;

/**
 * Spec 01 §8: a CSV export with no data downloads nothing; the user is told why. The spec gives no
 * words, so these are ours, one message for every CSV download: the lead exports, the reports page's
 * reports and a notice's download link.
 */
export const EMPTY_EXPORT_MESSAGE = 'There is no data to export, so nothing was downloaded.';

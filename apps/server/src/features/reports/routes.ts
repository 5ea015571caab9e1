// Reports (spec 02 §7.7, issue 17). The report calls run a report over what the caller may see and
// answer its id; `GET download/{id}` answers its CSV (204 when empty: nothing is downloaded, spec 01
// §8), named by report type, user id and time (spec 01 §9). The charts of the reports page are
// `GET reports/chart/{name}`. Every call needs reports_view.
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  REPORT_PATHS,
  ReportChartQueryStruct,
  ReportFiltersStruct,
  type ReportChart,
  type ReportChartSeries,
  type ReportDownloadAnswer,
  type ReportFilters,
  type ReportRunAnswer,
} from '@meridian/api';
import {
  IMPORT_OUTCOME_LABELS,
  LEAD_IMPORT_ROW_OUTCOMES,
  REPORT_CHARTS,
  REPORT_MESSAGES,
  REPORT_TYPES,
  REPORTS_WITHOUT_DATA,
  chartWeeks,
  defaultChartRange,
  exportFileName,
  isChartRange,
  weekStart,
  type ReportChartName,
  type ReportType,
} from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { toCsv } from '../../export/csv';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { REPORTS, chartCounts, readReportRun, recordReportRun, type ReportQuery } from './repository';

const VIEW = 'reports_view' as const;

/** MM/DD/YYYY → YYYY-MM-DD when it is a real date; undefined when blank; 400 otherwise. */
function wireDate(value: string | undefined, field: string): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  const date = match && new Date(Date.UTC(Number(match[3]), Number(match[1]) - 1, Number(match[2])));
  if (!match || !date || date.getUTCMonth() !== Number(match[1]) - 1 || date.getUTCDate() !== Number(match[2]))
    throw new HttpError(400, `${field} is invalid: a date as MM/DD/YYYY.`, {
      [field]: [{ MESSAGE: `${field} is invalid: a date as MM/DD/YYYY.` }],
    });
  return `${match[3]}-${match[1]}-${match[2]}`;
}

function reportQuery(filters: ReportFilters): ReportQuery {
  const { date_from, date_to, ...rest } = filters;
  const from = wireDate(date_from, 'date_from');
  const to = wireDate(date_to, 'date_to');
  if (from !== undefined && to !== undefined && to < from) {
    const message = REPORT_MESSAGES.toBeforeFrom('date_to', 'date_from');
    throw new HttpError(400, message, { date_to: [{ MESSAGE: message }] });
  }
  return { ...rest, from, to };
}

/** A report's rows; the drug, pharmacy and disruption reports have no data here and say so (422). */
function reportRows(db: Kysely<DB>, principal: Principal, type: ReportType, filters: ReportFilters) {
  if (REPORTS_WITHOUT_DATA.includes(type) || (type !== 'lead_report' && type !== 'aicoe_data'))
    throw new HttpError(422, REPORT_MESSAGES.noDrugData);
  return REPORTS[type].rows(db, principal, reportQuery(filters));
}

/** How a chart's series are ordered: largest total first, by name, or a fixed list of groups. */
type SeriesOrder = 'total' | 'label' | { fixed: ReadonlyArray<{ key: string; label: string }> };

function seriesOrder(name: ReportChartName): SeriesOrder {
  if (name === 'import_outcomes')
    return { fixed: LEAD_IMPORT_ROW_OUTCOMES.map((key) => ({ key, label: IMPORT_OUTCOME_LABELS[key] })) };
  return name.endsWith('_by_agent') ? 'label' : 'total';
}

/**
 * The chart's series: one per group, a count per week (0 where none). Dispositions and lead sources
 * come largest total first; agents by name, so an agent keeps one place (and colour) on every chart;
 * import outcomes always all four, in the run's order (imported, updated, skipped, refused).
 */
function toSeries(
  weeks: readonly string[],
  counts: Awaited<ReturnType<typeof chartCounts>>,
  order: SeriesOrder,
): ReportChartSeries[] {
  const index = new Map(weeks.map((week, i) => [week, i]));
  const byKey = new Map<string, ReportChartSeries>();
  const fixed = typeof order === 'object' ? order.fixed : [];
  for (const { key, label } of fixed) byKey.set(key, { key, label, values: weeks.map(() => 0), total: 0 });
  for (const row of counts) {
    const series = byKey.get(row.key) ?? { key: row.key, label: row.label, values: weeks.map(() => 0), total: 0 };
    const at = index.get(row.week);
    if (at !== undefined) {
      series.values[at] = (series.values[at] ?? 0) + row.count;
      series.total += row.count;
    }
    byKey.set(row.key, series);
  }
  const byName = (a: ReportChartSeries, b: ReportChartSeries) =>
    a.label.localeCompare(b.label) || a.key.localeCompare(b.key);
  if (typeof order === 'object') return [...byKey.values()];
  return [...byKey.values()].sort(order === 'label' ? byName : (a, b) => b.total - a.total || byName(a, b));
}

export async function reportRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  for (const type of REPORT_TYPES) {
    defineRoute(app, {
      method: 'POST',
      url: `/api/${REPORT_PATHS[type]}`,
      permission: VIEW,
      body: ReportFiltersStruct,
      handler: async ({ principal, body }): Promise<ReportRunAnswer> => {
        const rows = await reportRows(db, principal, type, body);
        const report_id = await recordReportRun(db, principal, type, body, rows.length);
        return { success: true, report_id, report_type: type, row_count: rows.length };
      },
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/api/download/:id',
    ids: ['id'],
    permission: VIEW,
    handler: async ({ principal, ids, request, reply }) => {
      const run = await readReportRun(db, principal, ids.id);
      if (!run) throw notFound();
      const type = run.report_type;
      const rows = await reportRows(db, principal, type, run.filters as ReportFilters);
      if (rows.length === 0) return reply.code(204).send();
      const csv = toCsv(REPORTS[type as keyof typeof REPORTS].columns, rows);
      const fileName = exportFileName(type, principal.user_id, new Date());
      if ((request.headers.accept ?? '').includes('application/json')) {
        const answer: ReportDownloadAnswer = { success: true, file_name: fileName, csv, row_count: rows.length };
        return answer;
      }
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/chart/:name',
    permission: VIEW,
    query: ReportChartQueryStruct,
    handler: async ({ principal, request, query }): Promise<ReportChart> => {
      const { name } = request.params as { name: string };
      if (!(REPORT_CHARTS as readonly string[]).includes(name)) throw notFound();
      const range = query.from === undefined && query.to === undefined ? defaultChartRange(new Date()) : query;
      if (range.from === undefined || range.to === undefined || !isChartRange(range.from, range.to))
        throw new HttpError(400, REPORT_MESSAGES.chartRange, { from: [{ MESSAGE: REPORT_MESSAGES.chartRange }] });
      const from = weekStart(range.from);
      const weeks = chartWeeks(from, range.to);
      const counts = await chartCounts(db, principal, name as ReportChartName, from, range.to);
      return {
        name: name as ReportChartName,
        from,
        to: range.to,
        weeks,
        series: toSeries(weeks, counts, seriesOrder(name as ReportChartName)),
      };
    },
  });
}

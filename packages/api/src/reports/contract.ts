import { array, boolean, enums, number, object, optional, string, type, type Infer } from 'superstruct';
import { REPORT_CHARTS, REPORT_TYPES, type ReportType } from '@meridian/domain';
import { acceptingSearchBody } from '../core/search';

/*
 * Reports (spec 02 §7.7, issue 17). The spec names the report calls and not their bodies or answers:
 * each `POST` runs a report over what the caller may see and answers its id and row count; `GET
 * download/{id}` answers its CSV (204 when it has no rows: nothing is downloaded, spec 01 §8). The
 * charts of the reports page are `GET reports/chart/{name}` (not in the spec; apps/server README).
 */

/** The path of each report call under the API base, as spec 02 §7.7 names it. */
export const REPORT_PATHS: Readonly<Record<ReportType, string>> = {
  lead_report: 'report',
  aicoe_data: 'app/aicoe_data/csv',
  leads_by_drug: 'search/leadsByDrug',
  leads_by_pharmacy: 'search/leadsByPharmacy',
  leads_by_disruption: 'search/leadsByDisruption',
};

/**
 * Body of every report call: dates as MM/DD/YYYY (lead date for the lead report, submitted date for
 * applications), and optionally one agent (0 is Unassigned), disposition or lead source. An empty
 * body reports everything the caller may see.
 */
/**
 * Filters of a report call: flat, or the generic search body whose criteria carry the same names and
 * the dates as a `lead_date`, `submitted_date` or `date` range.
 */
export const ReportFiltersStruct = acceptingSearchBody(
  object({
    date_from: optional(string()),
    date_to: optional(string()),
    user_id: optional(number()),
    lead_dispo_id: optional(number()),
    lead_vendor_id: optional(number()),
    app_dispo_id: optional(number()),
  }),
  Object.fromEntries(['lead_date', 'submitted_date', 'date'].map((name) => [name, ['date_from', 'date_to'] as const])),
);
export type ReportFilters = Infer<typeof ReportFiltersStruct>;

/** Answer of a report call: its id for `GET download/{id}` and how many rows it holds (0: nothing to download). */
export const ReportRunAnswerStruct = object({
  success: boolean(),
  report_id: number(),
  report_type: enums(REPORT_TYPES),
  row_count: number(),
});
export type ReportRunAnswer = Infer<typeof ReportRunAnswerStruct>;

/** Answer of `GET download/{id}` asked as JSON: the CSV and its file name (204, no body, when it is empty). */
export const ReportDownloadAnswerStruct = object({
  success: optional(boolean()),
  file_name: optional(string()),
  csv: optional(string()),
  row_count: optional(number()),
});
export type ReportDownloadAnswer = Infer<typeof ReportDownloadAnswerStruct>;

/**
 * Query of `GET reports/chart/{name}`: a range of days as YYYY-MM-DD (both or neither: the last 26
 * weeks). Other parameters (every request's noCache) are let through.
 */
export const ReportChartQueryStruct = type({
  from: optional(string()),
  to: optional(string()),
});
export type ReportChartQuery = Infer<typeof ReportChartQueryStruct>;

/** One line of a chart: a disposition, a lead source or an agent, with its count for each week. */
export const ReportChartSeriesStruct = object({
  key: string(),
  label: string(),
  /** One count per week of `weeks`, in order. */
  values: array(number()),
  total: number(),
});
export type ReportChartSeries = Infer<typeof ReportChartSeriesStruct>;

/** Answer of `GET reports/chart/{name}`: the weeks (their Mondays, YYYY-MM-DD) and one series per group. */
export const ReportChartStruct = object({
  name: enums(REPORT_CHARTS),
  from: string(),
  to: string(),
  weeks: array(string()),
  series: array(ReportChartSeriesStruct),
});
export type ReportChart = Infer<typeof ReportChartStruct>;

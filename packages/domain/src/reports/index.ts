// The public API of the reports feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  IMPORT_OUTCOME_LABELS,
  REPORT_CHARTS,
  REPORT_CHART_DEFAULT_WEEKS,
  REPORT_CHART_MAX_WEEKS,
  REPORT_TYPES,
  REPORTS_WITHOUT_DATA,
} from './vocabulary';
export type { ReportChartName, ReportType } from './vocabulary';
export { REPORT_MESSAGES } from './messages';
export { chartWeeks, defaultChartRange, formatChartWeek, isChartRange, isIsoDay, weekStart } from './rules';

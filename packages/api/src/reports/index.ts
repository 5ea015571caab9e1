// The public API of the reports feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  REPORT_PATHS,
  ReportChartQueryStruct,
  ReportChartSeriesStruct,
  ReportChartStruct,
  ReportDownloadAnswerStruct,
  ReportFiltersStruct,
  ReportRunAnswerStruct,
  type ReportChart,
  type ReportChartQuery,
  type ReportChartSeries,
  type ReportDownloadAnswer,
  type ReportFilters,
  type ReportRunAnswer,
} from './contract';
export { downloadReport, getReportChart, runReport } from './calls';

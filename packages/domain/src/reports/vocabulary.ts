// Reports (spec 02 §7.7, issue 17): the self-service report calls and the charts of the reports page.
import type { LeadImportRowOutcome } from '../lead-import/vocabulary';

/**
 * The §7.7 report calls, by the name the file and the screen use: `POST report`,
 * `POST app/aicoe_data/csv`, `POST search/leadsByDrug`, `search/leadsByPharmacy`,
 * `search/leadsByDisruption`; each answers a report id that `GET download/{id}` turns into a CSV.
 */
export const REPORT_TYPES = [
  'lead_report',
  'aicoe_data',
  'leads_by_drug',
  'leads_by_pharmacy',
  'leads_by_disruption',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The reports the database has no data for yet: drug lists and pharmacies are not kept (apps/server README). */
export const REPORTS_WITHOUT_DATA: readonly ReportType[] = [
  'leads_by_drug',
  'leads_by_pharmacy',
  'leads_by_disruption',
];

/**
 * The charts of the reports page, each counted per week (weeks start on Monday, Central Time):
 * leads by their disposition and by their lead source (by lead date), appointments and SOAs per agent,
 * and the rows of finished lead imports by what the import did with them (by the day it finished).
 */
export const REPORT_CHARTS = [
  'leads_by_disposition',
  'leads_by_source',
  'appointments_by_agent',
  'soas_by_agent',
  'import_outcomes',
] as const;
export type ReportChartName = (typeof REPORT_CHARTS)[number];

/**
 * The import outcomes chart's groups, in the chart's order (so each keeps its place and colour):
 * rows that became new leads, updated an existing lead, were skipped as duplicates, or were refused.
 */
export const IMPORT_OUTCOME_LABELS: Readonly<Record<LeadImportRowOutcome, string>> = {
  imported: 'Imported',
  updated: 'Updated',
  skipped: 'Skipped',
  refused: 'Refused',
};

/** How many weeks a chart shows when no range is asked for (the current week and the ones before it). */
export const REPORT_CHART_DEFAULT_WEEKS = 26;
/** The longest range a chart answers, in weeks (about two years). */
export const REPORT_CHART_MAX_WEEKS = 106;

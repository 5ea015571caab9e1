import type { ReportChartName, ReportType } from '@meridian/domain';

// The reports page's words (issue 17). The spec names the report calls only (spec 02 §7.7) and says a
// CSV with no data downloads nothing (spec 01 §8); titles, descriptions and labels are ours
// (apps/portal/README.md, "Reports"). The empty-download message is the domain's EMPTY_EXPORT_MESSAGE
// and the no-drug-data one REPORT_MESSAGES.noDrugData.
export const REPORTS_TEXT = {
  title: 'Reports',
  intro:
    'Counts of leads, appointments, scope of appointment records and lead imports by week, and reports and lead exports to download as CSV.',
  chartsHeading: 'Activity by week',
  chartsIntro: (weeks: number) =>
    `The last ${weeks} weeks, Monday to Sunday, Central Time. Each chart’s Show table gives its numbers.`,
  downloadsHeading: 'Reports to download',
  exportsHeading: 'Lead exports',
  exportsIntro: (allLeads: boolean, days: number) =>
    `${allLeads ? 'The account’s leads' : 'Your leads'} as a CSV file: all of them, or those added in the last ${days} days.`,
  exportAll: 'Export all leads (CSV)',
  exportRecent: (days: number) => `Export leads of the last ${days} days (CSV)`,
  chartLoadFailed: 'This chart could not be loaded.',
  chartEmpty: 'Nothing to show for these weeks.',
  showTable: 'Show table',
  hideTable: 'Hide table',
  weekHeader: 'Week',
  totalHeader: 'Total',
  chartImage: (title: string, total: number, groups: number) =>
    `${title}: ${total} in all across ${groups} ${groups === 1 ? 'group' : 'groups'}. The table after the chart has the numbers.`,
  tableCaption: (title: string) => `${title}, by week`,
  charts: {
    leads_by_disposition: {
      title: 'Leads by disposition',
      description: 'New leads each week, by their current disposition.',
    },
    leads_by_source: {
      title: 'Leads by lead source',
      description: 'New leads each week, by the lead source they came from.',
    },
    appointments_by_agent: {
      title: 'Appointments per agent',
      description: 'Appointments each week (by start), per agent.',
    },
    soas_by_agent: { title: 'SOAs per agent', description: 'Scope of appointment requests sent each week, per agent.' },
    import_outcomes: {
      title: 'Lead import outcomes',
      description: 'Rows of the lead imports that finished each week: imported, updated, skipped or refused.',
    },
  } satisfies Record<ReportChartName, { title: string; description: string }>,
  reports: {
    lead_report: {
      title: 'Leads',
      description: 'Leads with their agent, disposition, lead source and contact details.',
    },
    aicoe_data: {
      title: 'Applications',
      description: 'Applications of the leads with carrier, plan, product type and application disposition.',
    },
    leads_by_drug: { title: 'Leads by drug', description: 'Leads by the drugs on their drug lists.' },
    leads_by_pharmacy: { title: 'Leads by pharmacy', description: 'Leads by the pharmacies they use.' },
    leads_by_disruption: {
      title: 'Leads by disruption',
      description: 'Leads whose drugs or pharmacies a plan change would disrupt.',
    },
  } satisfies Record<ReportType, { title: string; description: string }>,
  filtersLabel: (title: string) => `${title} report filters`,
  fromLabel: { lead_report: 'Lead date from', aicoe_data: 'Submitted from' } as Record<string, string>,
  toLabel: { lead_report: 'Lead date to', aicoe_data: 'Submitted to' } as Record<string, string>,
  dateHint: 'MM/DD/YYYY',
  agentLabel: 'Agent',
  dispositionLabel: 'Disposition',
  appDispositionLabel: 'Application disposition',
  sourceLabel: 'Lead source',
  any: 'Any',
  unassigned: 'Unassigned',
  download: 'Download CSV',
  downloading: 'Preparing…',
  downloaded: (fileName: string, rows: number) => `Downloaded ${fileName} (${rows} ${rows === 1 ? 'row' : 'rows'}).`,
  invalidDate: (field: string) => `${field} has an invalid format.`,
} as const;

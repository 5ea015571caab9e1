import type { ReportChartName, ReportType } from '@meridian/domain';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';
import { downloadReport, getReportChart, runReport } from './calls';
import type { ReportChartQuery, ReportFilters } from './contract';

/** `GET reports/chart/{name}`: one chart of the reports page. */
export function useReportChart(name: ReportChartName, range: ReportChartQuery = {}) {
  const client = useApiClient();
  return useSWR(apiKeys.reportChart(name, range.from ?? '', range.to ?? ''), () => getReportChart(client, name, range));
}

/** What a report download came to: its file, or nothing to download (its row count was 0). */
export type ReportFile = { file_name: string; csv: string; row_count: number } | { file_name: null; row_count: 0 };

/**
 * Runs a §7.7 report and fetches its CSV (`POST …`, then `GET download/{id}` when it has rows). The
 * caller saves the file; an empty report answers `{ file_name: null }` and nothing is fetched.
 */
export function useReportDownload(type: ReportType) {
  const client = useApiClient();
  return useSWRMutation(
    apiKeys.reportDownload(type),
    async (_key, { arg }: { arg: ReportFilters }): Promise<ReportFile> => {
      const run = await runReport(client, type, arg);
      if (run.row_count === 0) return { file_name: null, row_count: 0 };
      const file = await downloadReport(client, run.report_id);
      if (!file) return { file_name: null, row_count: 0 };
      return { ...file, row_count: run.row_count };
    },
  );
}

import type { ReportChartName, ReportType } from '@meridian/domain';
import type { ApiClient } from '../core/client';
import {
  REPORT_PATHS,
  ReportChartStruct,
  ReportDownloadAnswerStruct,
  ReportRunAnswerStruct,
  type ReportChartQuery,
  type ReportFilters,
} from './contract';

/** A §7.7 report call (`POST report`, `POST app/aicoe_data/csv`, `POST search/leadsBy…`): its id and row count. */
export async function runReport(client: ApiClient, type: ReportType, filters: ReportFilters) {
  return (
    await client.request({
      call: 'runReport',
      method: 'POST',
      path: REPORT_PATHS[type],
      body: filters,
      struct: ReportRunAnswerStruct,
    })
  ).data;
}

/** `GET download/{id}`: the report's CSV and file name, or undefined when it has no rows (nothing to download). */
export async function downloadReport(
  client: ApiClient,
  reportId: number,
): Promise<{ file_name: string; csv: string } | undefined> {
  const { data, status } = await client.request({
    call: 'downloadReport',
    method: 'GET',
    path: `download/${reportId}`,
    struct: ReportDownloadAnswerStruct,
  });
  if (status === 204 || !data.csv) return undefined;
  return { file_name: data.file_name ?? `report_${reportId}.csv`, csv: data.csv };
}

/** `GET reports/chart/{name}`: a chart's weekly counts over the range (the last 26 weeks without one). */
export async function getReportChart(client: ApiClient, name: ReportChartName, range: ReportChartQuery = {}) {
  return (
    await client.request({
      call: 'getReportChart',
      method: 'GET',
      path: `reports/chart/${name}`,
      query: { from: range.from, to: range.to },
      struct: ReportChartStruct,
    })
  ).data;
}

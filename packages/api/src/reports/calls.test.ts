import { describe, expect, it } from 'vitest';
import { answeringClient } from '../test-fixtures';
import { downloadReport, getReportChart, runReport } from './calls';

describe('given the report calls (spec 02 §7.7)', () => {
  it.each([
    ['lead_report', '/api/report'],
    ['aicoe_data', '/api/app/aicoe_data/csv'],
    ['leads_by_drug', '/api/search/leadsByDrug'],
    ['leads_by_pharmacy', '/api/search/leadsByPharmacy'],
    ['leads_by_disruption', '/api/search/leadsByDisruption'],
  ] as const)('when runReport(%s) is called then it posts the filters to %s', async (type, path) => {
    const answer = { success: true, report_id: 4, report_type: type, row_count: 2 };
    const { client, sent } = answeringClient(answer);
    await expect(runReport(client, type, { lead_dispo_id: 3 })).resolves.toEqual(answer);
    expect(sent).toEqual([{ method: 'POST', path, body: { lead_dispo_id: 3 } }]);
  });

  it('when a download answers 204 then there is nothing to save', async () => {
    const { client, sent } = answeringClient(undefined, 204);
    await expect(downloadReport(client, 9)).resolves.toBeUndefined();
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/download/9' });
  });

  it('when a download has rows then it answers the CSV and its name', async () => {
    const { client } = answeringClient({
      success: true,
      file_name: 'lead_report_5_x.csv',
      csv: 'a\r\n1\r\n',
      row_count: 1,
    });
    await expect(downloadReport(client, 9)).resolves.toEqual({ file_name: 'lead_report_5_x.csv', csv: 'a\r\n1\r\n' });
  });

  it('when a chart answer breaks the contract then the call rejects', async () => {
    const { client } = answeringClient({ name: 'nope', from: '', to: '', weeks: [], series: [] });
    await expect(getReportChart(client, 'leads_by_source')).rejects.toThrow();
  });
});

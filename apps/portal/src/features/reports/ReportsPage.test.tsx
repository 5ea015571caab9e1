import { EMPTY_EXPORT_MESSAGE, REPORT_MESSAGES } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, axeViolations, fakeApi, renderWithPortal, testSession } from '../../test-utils';
import { ReportsPage } from './ReportsPage';

vi.mock('../../session/SessionProvider', async () => {
  const { testSession: session, ADMIN: admin } = await import('../../test-utils');
  return { useSession: () => session(admin, ['reports_view', 'lead_view_assigned']) };
});
void testSession;

const WEEKS = ['2026-11-09', '2026-11-16', '2026-11-23'];

function chart(name: string) {
  const series =
    name === 'leads_by_disposition'
      ? [
          { key: '1', label: 'New', values: [2, 0, 3], total: 5 },
          { key: '4', label: 'Appointment Set', values: [1, 1, 0], total: 2 },
        ]
      : name === 'soas_by_agent'
        ? []
        : name === 'import_outcomes'
          ? [
              { key: 'imported', label: 'Imported', values: [12, 0, 4], total: 16 },
              { key: 'updated', label: 'Updated', values: [0, 0, 2], total: 2 },
              { key: 'skipped', label: 'Skipped', values: [3, 0, 0], total: 3 },
              { key: 'refused', label: 'Refused', values: [1, 0, 1], total: 2 },
            ]
          : [{ key: '7', label: 'Marcus Bell', values: [1, 2, 3], total: 6 }];
  return { name, from: WEEKS[0], to: '2026-11-27', weeks: WEEKS, series };
}

/** A lead export as `POST leadExport` and `GET leadExport/{id}` answer it. */
const leadExport = (id: number, type: number, status: string, extra: object = {}) => ({
  success: true,
  lead_export_id: id,
  export_type_id: type,
  status,
  rows_done: 0,
  row_count: null,
  file_name: null,
  message: null,
  created_at: '2026-11-27T16:00:00.000Z',
  finished_at: null,
  ...extra,
});

function server(options: { empty?: boolean } = {}) {
  return fakeApi(
    {
      'GET reports/chart/leads_by_disposition': () => ({ body: chart('leads_by_disposition') }),
      'GET reports/chart/leads_by_source': () => ({ body: chart('leads_by_source') }),
      'GET reports/chart/appointments_by_agent': () => ({ body: chart('appointments_by_agent') }),
      'GET reports/chart/soas_by_agent': () => ({ body: chart('soas_by_agent') }),
      'GET reports/chart/import_outcomes': () => ({ body: chart('import_outcomes') }),
      'POST leadExport': (request) => {
        const type = (request.body as { export_type_id: number }).export_type_id;
        return { body: leadExport(type === 1 ? 51 : 52, type, 'queued') };
      },
      'GET leadExport/51': () => ({
        body: leadExport(51, 1, 'done', {
          rows_done: 2,
          row_count: 2,
          file_name: 'account_leads_5_20261127-101500.csv',
          csv: 'Lead ID,First Name\r\n12,Ruth\r\n13,Ann\r\n',
        }),
      }),
      'GET leadExport/52': () => ({ body: leadExport(52, 2, 'empty', { row_count: 0 }) }),
      'GET search/populateDropDowns': () => ({
        body: {
          total_lead_dispos: [
            { dispo_id: 1, dispo_name: 'New' },
            { dispo_id: 4, dispo_name: 'Appointment Set' },
          ],
          total_agents: [
            { user_id: 0, fname: 'Unassigned', lname: '' },
            { user_id: 7, fname: 'Marcus', lname: 'Bell' },
          ],
          total_tags: [],
          total_app_dispos: [{ dispo_id: 2, dispo_name: 'Submitted' }],
        },
      }),
      'POST LeadVendor/search': () => ({
        body: {
          success: true,
          total_records: 1,
          page_number: 1,
          records_per_page: 100,
          result: [{ lead_vendor_id: 3, lead_vendor_code: 'MEDLEADS', company: 'MedLeads Direct', account_id: 3 }],
        },
      }),
      'POST report': () => ({
        body: { success: true, report_id: 41, report_type: 'lead_report', row_count: options.empty ? 0 : 2 },
      }),
      'GET download/41': () => ({
        body: {
          success: true,
          file_name: 'lead_report_5_20261127-101500.csv',
          csv: 'Lead ID,First Name\r\n12,Ruth\r\n13,Ann\r\n',
          row_count: 2,
        },
      }),
      'POST search/leadsByDrug': () => ({
        status: 422,
        body: { success: false, message: REPORT_MESSAGES.noDrugData },
      }),
    },
    ADMIN,
  );
}

const figure = (title: string) => screen.getByRole('figure', { name: new RegExp(title) });

describe('given the reports page', () => {
  let saved: Array<{ name: string; href: string }>;
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('when it opens then each chart is a titled figure whose Show table gives the weekly numbers, and axe finds nothing', async () => {
    const api = server();
    const { user } = renderWithPortal(<ReportsPage />, { client: api.client, path: '/reports/self-service' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const leads = await waitFor(() => figure('Leads by disposition'));
    const show = await within(leads).findByRole('button', { name: 'Show table' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const table = within(leads).getByRole('table', { name: 'Leads by disposition, by week' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Week', 'New', 'Appointment Set', 'Total'],
      ['Week of 11/09/2026', '2', '1', '3'],
      ['Week of 11/16/2026', '0', '1', '1'],
      ['Week of 11/23/2026', '3', '0', '3'],
      ['Total', '5', '2', '7'],
    ]);
    // A chart with nothing in its weeks says so, and has no table.
    expect(within(figure('SOAs per agent')).getByText('Nothing to show for these weeks.')).toBeInTheDocument();
    expect(within(figure('SOAs per agent')).queryByRole('button', { name: 'Show table' })).toBeNull();
    expect(api.callsTo('GET', 'reports/chart/appointments_by_agent')).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('when the Leads report is filtered by disposition and downloaded then the filters are sent and the CSV is saved by its name', async () => {
    const api = server();
    const { user } = renderWithPortal(<ReportsPage />, { client: api.client, path: '/reports/self-service' });
    const leads = screen.getByRole('form', { name: 'Leads report filters' });
    await user.type(within(leads).getByRole('textbox', { name: 'Lead date from' }), '11012026');
    await user.click(within(leads).getByRole('combobox', { name: 'Disposition' }));
    await user.click(await screen.findByRole('option', { name: 'Appointment Set' }));
    await user.click(within(leads).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.callsTo('POST', 'report')[0]!.body).toEqual({ date_from: '11/01/2026', lead_dispo_id: 4 });
    expect(saved[0]!.name).toBe('lead_report_5_20261127-101500.csv');
    expect(within(leads).getByRole('status')).toHaveTextContent(
      'Downloaded lead_report_5_20261127-101500.csv (2 rows).',
    );
  });

  it('when a report matches nothing then nothing is downloaded and the report says so', async () => {
    const api = server({ empty: true });
    const { user } = renderWithPortal(<ReportsPage />, { client: api.client, path: '/reports/self-service' });
    const leads = screen.getByRole('form', { name: 'Leads report filters' });
    await user.click(within(leads).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(within(leads).getByRole('status')).toHaveTextContent(EMPTY_EXPORT_MESSAGE));
    expect(api.callsTo('GET', 'download/41')).toHaveLength(0);
    expect(saved).toHaveLength(0);
  });

  it('when the import outcomes chart opens then its table gives the four outcomes per week in the run’s order', async () => {
    const api = server();
    const { user } = renderWithPortal(<ReportsPage />, { client: api.client, path: '/reports/self-service' });
    const imports = await waitFor(() => figure('Lead import outcomes'));
    await user.click(await within(imports).findByRole('button', { name: 'Show table' }));
    const table = within(imports).getByRole('table', { name: 'Lead import outcomes, by week' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Week', 'Imported', 'Updated', 'Skipped', 'Refused', 'Total'],
      ['Week of 11/09/2026', '12', '0', '3', '1', '16'],
      ['Week of 11/16/2026', '0', '0', '0', '0', '0'],
      ['Week of 11/23/2026', '4', '2', '0', '1', '7'],
      ['Total', '16', '2', '3', '2', '23'],
    ]);
  });

  it('when all leads and then the last 30 days’ leads are exported then types 1 and 2 are asked, the file is saved, and an empty export says so', async () => {
    const api = server();
    const { user } = renderWithPortal(<ReportsPage />, { client: api.client, path: '/reports/self-service' });
    const section = screen.getByRole('region', { name: 'Lead exports' });
    expect(section).toHaveTextContent('The account’s leads as a CSV file');
    await user.click(within(section).getByRole('button', { name: 'Export all leads (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('account_leads_5_20261127-101500.csv');
    expect(await within(section).findByText('Downloaded 2 rows as account_leads_5_20261127-101500.csv.')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Export leads of the last 30 days (CSV)' }));
    expect(await within(section).findByText(EMPTY_EXPORT_MESSAGE)).toBeVisible();
    expect(api.callsTo('POST', 'leadExport').map((c) => c.body)).toEqual([
      { export_type_id: 1 },
      { export_type_id: 2 },
    ]);
    expect(saved).toHaveLength(1);
  });

  it('when a date is not a date then the report names the field and calls nothing', async () => {
    const api = server();
    const { user } = renderWithPortal(<ReportsPage />, { client: api.client, path: '/reports/self-service' });
    const leads = screen.getByRole('form', { name: 'Leads report filters' });
    await user.type(within(leads).getByRole('textbox', { name: 'Lead date to' }), '1399');
    await user.click(within(leads).getByRole('button', { name: 'Download CSV' }));
    expect(await within(leads).findByText('Lead date to has an invalid format.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'report')).toHaveLength(0);
  });

  it('when the "to" date is before the "from" date then the report says so at the "to" field and calls nothing', async () => {
    const api = server();
    const { user } = renderWithPortal(<ReportsPage />, { client: api.client, path: '/reports/self-service' });
    const leads = screen.getByRole('form', { name: 'Leads report filters' });
    await user.type(within(leads).getByRole('textbox', { name: 'Lead date from' }), '03012026');
    await user.type(within(leads).getByRole('textbox', { name: 'Lead date to' }), '02012026');
    await user.click(within(leads).getByRole('button', { name: 'Download CSV' }));
    expect(
      await within(leads).findByText('Lead date to is before lead date from: choose a later date.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', 'report')).toHaveLength(0);
  });

  it('when the drug report is asked then the server’s message that the data is not kept is shown', async () => {
    const api = server();
    const { user } = renderWithPortal(<ReportsPage />, { client: api.client, path: '/reports/self-service' });
    const drugs = screen.getByRole('form', { name: 'Leads by drug report filters' });
    await user.click(within(drugs).getByRole('button', { name: 'Download CSV' }));
    const item = drugs.closest('li')!;
    expect(await within(item).findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.noDrugData);
    expect(saved).toHaveLength(0);
  });
});

import { REPORT_MESSAGES } from '@meridian/domain';
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
        : [{ key: '7', label: 'Marcus Bell', values: [1, 2, 3], total: 6 }];
  return { name, from: WEEKS[0], to: '2026-11-27', weeks: WEEKS, series };
}

function server(options: { empty?: boolean } = {}) {
  return fakeApi(
    {
      'GET reports/chart/leads_by_disposition': () => ({ body: chart('leads_by_disposition') }),
      'GET reports/chart/leads_by_source': () => ({ body: chart('leads_by_source') }),
      'GET reports/chart/appointments_by_agent': () => ({ body: chart('appointments_by_agent') }),
      'GET reports/chart/soas_by_agent': () => ({ body: chart('soas_by_agent') }),
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
    await waitFor(() => expect(within(leads).getByRole('status')).toHaveTextContent(REPORT_MESSAGES.noData));
    expect(api.callsTo('GET', 'download/41')).toHaveLength(0);
    expect(saved).toHaveLength(0);
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

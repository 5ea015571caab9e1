import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, axeViolations, fakeApi, renderWithPortal, testSession, type FakeRequest } from '../../../test-utils';
import { SoaReportPage } from './SoaReportPage';

vi.mock('../../../session/SessionProvider', async () => {
  const { testSession: session, ADMIN: admin } = await import('../../../test-utils');
  return { useSession: () => session(admin, ['ui_admin', 'soa_report', 'user_manage']) };
});
void testSession;

const HEADER = 'Agent,Lead Name,Process Type,Status,Sent,Signed,Appointment Date';
const SOAS = [
  { agent_id: 8, line: `Marcus Bell,"Alvarez, Ruth",SOA,sent,11/20/2026 09:15 AM,,12/15/2026` },
  {
    agent_id: 9,
    line: `Priya Raman,"'=HYPERLINK(""x"") Lee",Enhanced,signed,11/02/2026 12:30 PM,11/03/2026 10:00 AM,12/01/2026`,
  },
];

function server() {
  return fakeApi(
    {
      'POST user/search': () => ({
        body: {
          success: true,
          total_records: 2,
          page_number: 1,
          records_per_page: 500,
          result: [
            {
              user_id: 8,
              fname: 'Marcus',
              lname: 'Bell',
              role_id: 2,
              role_name: 'Agent',
              active: '1',
              npn: null,
              registration_date: '01/01/2026',
              last_access_date: null,
            },
            {
              user_id: 9,
              fname: 'Priya',
              lname: 'Raman',
              role_id: 2,
              role_name: 'Agent',
              active: '1',
              npn: null,
              registration_date: '01/01/2026',
              last_access_date: null,
            },
          ],
        },
      }),
      'POST soa/report': (request: FakeRequest) => {
        const criteria = request.body as { user_id?: number; status?: string };
        const rows = SOAS.filter(
          (s) =>
            (criteria.user_id === undefined || s.agent_id === criteria.user_id) &&
            (!criteria.status || s.line.includes(`,${criteria.status},`)),
        );
        if (rows.length === 0)
          return {
            body: { success: true, message: 'No SOAs match these filters.', total_records: 0 },
          };
        return {
          body: {
            success: true,
            message: '',
            file_name: 'soa-report-all-all.csv',
            csv: `${HEADER}\r\n${rows.map((r) => r.line).join('\r\n')}\r\n`,
            total_records: rows.length,
          },
        };
      },
    },
    ADMIN,
  );
}

const table = () => screen.getByRole('table', { name: 'SOAs matching the filters' });
const leadNames = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('given the admin SOA Report screen', () => {
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

  it('when it opens then the account’s SOAs are previewed from the report, every input is labelled, and axe finds nothing', async () => {
    const api = server();
    renderWithPortal(<SoaReportPage />, { client: api.client, path: '/admin/soa-report' });
    await waitFor(() => expect(leadNames()).toEqual(['Alvarez, Ruth', '\'=HYPERLINK("x") Lee']));
    expect(api.callsTo('POST', 'soa/report')[0]!.body).toEqual({});
    const row = screen.getByRole('rowheader', { name: 'Alvarez, Ruth' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Marcus Bell', 'SOA', 'Sent', '11/20/2026 09:15 AM', '', '12/15/2026']);
    expect(screen.getByRole('status')).toHaveTextContent('2 SOAs match.');
    expect(screen.getByRole('combobox', { name: 'Agent' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sent from' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sent to' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SOA Report' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations()).toEqual([]);
  });

  it('when an agent and a status are chosen by keyboard and Download CSV is pressed then those criteria are sent and the file is saved', async () => {
    const api = server();
    const { user } = renderWithPortal(<SoaReportPage />, { client: api.client, path: '/admin/soa-report' });
    await waitFor(() => expect(leadNames()).toHaveLength(2));
    await user.click(screen.getByRole('combobox', { name: 'Agent' }));
    await user.keyboard('Priya');
    await user.keyboard('{ArrowDown}{Enter}');
    screen.getByRole('combobox', { name: 'Status' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Signed' }));
    await user.type(screen.getByRole('textbox', { name: 'Sent from' }), '11012026');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.callsTo('POST', 'soa/report').at(-1)!.body).toEqual({
      user_id: 9,
      status: 'signed',
      date_from: '11/01/2026',
    });
    // Named as spec 01 §9 names exports: report type, the user's id (ADMIN is 5) and the time.
    expect(saved[0]!.name).toMatch(/^soa_report_5_\d{8}-\d{6}\.csv$/);
    expect(saved[0]!.href).toBe('blob:csv');
    expect(leadNames()).toEqual(['\'=HYPERLINK("x") Lee']);
    expect(screen.getByRole('status')).toHaveTextContent(`Downloaded ${saved[0]!.name}.`);
  });

  it('when nothing matches then nothing is downloaded and the screen says so', async () => {
    const api = server();
    const { user } = renderWithPortal(<SoaReportPage />, { client: api.client, path: '/admin/soa-report' });
    await waitFor(() => expect(leadNames()).toHaveLength(2));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Expired' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No SOAs match these filters.'));
    expect(saved).toEqual([]);
    expect(leadNames()).toEqual([]);
  });

  it('when a date is not a real date then the field says so and the report is not asked for', async () => {
    const api = server();
    const { user } = renderWithPortal(<SoaReportPage />, { client: api.client, path: '/admin/soa-report' });
    await waitFor(() => expect(leadNames()).toHaveLength(2));
    await user.type(screen.getByRole('textbox', { name: 'Sent to' }), '13452026');
    await user.click(screen.getByRole('button', { name: 'Show SOAs' }));
    expect(screen.getByRole('textbox', { name: 'Sent to' })).toHaveAccessibleDescription(
      expect.stringContaining('Sent to has an invalid format.'),
    );
    expect(api.callsTo('POST', 'soa/report')).toHaveLength(1);
  });
});

import type { Appointment } from '@meridian/api';
import { CALENDAR_MESSAGES } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, fakeApi, renderWithPortal, testSession, type FakeRequest } from '../../test-utils';
import { DashboardPage } from './DashboardPage';

vi.mock('../../session/SessionProvider', () => ({ useSession: () => testSession() }));

const item = (overrides: Partial<Appointment>): Appointment => ({
  appointment_id: 1,
  title: 'Item',
  description: '',
  allday_flag: '0',
  importance: 5,
  completed_date: '',
  start_time: new Date().toISOString(),
  end_time: null,
  appointment_type_id: 'agent',
  user_id: 7,
  lead_id: null,
  lead_name: null,
  ...overrides,
});

const CALL = item({ appointment_id: 11, title: 'Call Ruth back', lead_id: 42, lead_name: 'Ruth Alvarez' });
const REVIEW = item({
  appointment_id: 12,
  title: 'Plan review',
  importance: 1,
  end_time: new Date(Date.now() + 3_600_000).toISOString(),
});
const LATE = item({ appointment_id: 13, title: 'Send enrollment kit', start_time: '2026-01-05T15:00:00.000Z' });

const search = (rows: unknown[]) => ({
  body: { success: true, total_records: rows.length, page_number: 1, records_per_page: 10, result: rows },
});

/** A fake server for every panel; `today` and `overdue` answer the two appointment searches. */
function server({ failCounts = false } = {}) {
  let completed: number[] = [];
  const openItems = (rows: Appointment[]) => rows.filter((r) => !completed.includes(r.appointment_id));
  const api = fakeApi({
    'POST user/7/appointment/search': ({ body }: FakeRequest) => {
      const b = body as { tasks_only?: boolean; open_only?: boolean };
      const rows = b.tasks_only ? openItems([LATE]) : openItems([CALL, REVIEW]);
      return { body: { success: true, total_records: rows.length, result: rows } };
    },
    'POST appointment/11': ({ body }: FakeRequest) => {
      completed = [...completed, 11];
      return {
        body: {
          success: true,
          message: CALENDAR_MESSAGES.taskUpdated,
          result: { ...CALL, completed_date: (body as { completed_date: string }).completed_date },
        },
      };
    },
    'POST lead/search/': () =>
      search([
        {
          lead_id: 42,
          fname: 'Ruth',
          lname: 'Alvarez',
          dob: null,
          age: null,
          phone: null,
          email: null,
          city: null,
          county: null,
          state_id: null,
          zip: null,
          lead_dispo_id: 2,
          dispo_name: 'Follow Up',
          user_id: 7,
          agent_fname: 'Marcus',
          agent_lname: 'Bell',
          lead_date: '2026-11-20T15:00:00.000Z',
          lead_vendor_source_code: null,
          drug_list_updated_flag: '0',
          drug_list_updated_date: null,
          has_current_plan_flag: '0',
        },
      ]),
    'POST soa/search': () => search([]),
    'POST user/7/userNotice/search': () =>
      search([
        {
          notice_id: 5,
          notice_title: 'AEP starts October 15',
          notice_text: '<p>Get ready.</p>',
          start_date: '2026-11-01T06:00:00.000Z',
          end_date: null,
          dismissed_date: null,
          important_popup: '0',
        },
      ]),
    'GET user/7/lead/dispositionCounts': () =>
      failCounts
        ? { status: 500, body: { message: 'The database is not answering.' } }
        : {
            body: {
              success: true,
              total_leads: 5,
              result: [
                { lead_dispo_id: 2, dispo_name: 'Follow Up', count: 4 },
                { lead_dispo_id: null, dispo_name: null, count: 1 },
              ],
            },
          },
  });
  return api;
}

const panel = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('given the dashboard', () => {
  it('when it loads then each panel shows its own data, with links into the features, and axe finds nothing', async () => {
    const api = server();
    renderWithPortal(<DashboardPage />, { client: api.client });
    const today = panel('Today');
    expect(await within(today).findByRole('button', { name: 'Call Ruth back' })).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'Ruth Alvarez' })).toHaveAttribute('href', '/lead/42');
    expect(within(today).getByText('Important')).toBeInTheDocument();
    // Only the task has a box: appointments are dismissed in their dialog.
    expect(within(today).getAllByRole('checkbox')).toHaveLength(1);
    expect(
      await within(panel('Overdue tasks')).findByRole('button', { name: 'Send enrollment kit' }),
    ).toBeInTheDocument();
    expect(await within(panel('Recent leads')).findByRole('link', { name: 'Ruth Alvarez' })).toHaveAttribute(
      'href',
      '/lead/42',
    );
    expect(
      await within(panel('SOAs awaiting signature')).findByText('No SOAs are waiting for a signature.'),
    ).toBeInTheDocument();
    expect(
      await within(panel('Unread notices')).findByRole('button', { name: 'AEP starts October 15' }),
    ).toBeInTheDocument();
    const counts = panel('My leads by disposition');
    const followUp = await within(counts).findByRole('link', { name: 'Follow Up' });
    // The Leads menu's list of the agent's leads, filtered by that disposition.
    expect(followUp).toHaveAttribute('href', '/lead/search?dispo=2');
    expect(within(panel('Recent leads')).getByRole('link', { name: 'All my leads' })).toHaveAttribute(
      'href',
      '/lead/search',
    );
    expect(within(counts).getByText('No disposition')).toBeInTheDocument();
    // The searches asked: today's open items; open tasks due before today.
    const searches = api.calls.filter((c) => c.path === 'user/7/appointment/search').map((c) => c.body);
    expect(searches).toContainEqual(expect.objectContaining({ open_only: true, tasks_only: true }));
    expect(await axeViolations()).toEqual([]);
  });

  it('when a task is completed in place then it posts completed_date, says so, and leaves the list', async () => {
    const api = server();
    const { user } = renderWithPortal(<DashboardPage />, { client: api.client });
    const today = panel('Today');
    await within(today).findByRole('button', { name: 'Call Ruth back' });
    await user.click(within(today).getByRole('checkbox', { name: 'Complete Call Ruth back' }));
    expect(await screen.findByText(CALENDAR_MESSAGES.taskUpdated)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(today).queryByRole('button', { name: 'Call Ruth back' })).not.toBeInTheDocument(),
    );
    const update = api.calls.find((c) => c.path === 'appointment/11');
    expect(Date.parse((update?.body as { completed_date: string }).completed_date)).not.toBeNaN();
    expect(within(today).getByRole('button', { name: 'Plan review' })).toBeInTheDocument();
  });

  it('when one panel fails then it shows why and the others still load', async () => {
    renderWithPortal(<DashboardPage />, { client: server({ failCounts: true }).client });
    expect(
      await within(panel('My leads by disposition')).findByText('The database is not answering.'),
    ).toBeInTheDocument();
    expect(await within(panel('Today')).findByRole('button', { name: 'Plan review' })).toBeInTheDocument();
  });
});

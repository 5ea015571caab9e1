import { QUICK_SEARCH_MESSAGES } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QuickSearchDialog } from './QuickSearchDialog';
import { ADMIN, AGENT, axeViolations, fakeApi, renderWithPortal, testSession, type FakeRoute } from './test-utils';

const session = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../session/SessionProvider', () => ({ useSession: () => session.current }));

const DROPDOWNS = {
  total_lead_dispos: [
    { dispo_id: 11, dispo_name: 'New' },
    { dispo_id: 12, dispo_name: 'Quoted' },
  ],
  total_agents: [{ user_id: 7, fname: 'Marcus', lname: 'Bell' }],
  total_tags: [{ tag_id: 21, tag_name: 'Turning 65' }],
  total_app_dispos: [
    { dispo_id: 31, dispo_name: 'Pending' },
    { dispo_id: 32, dispo_name: 'Approved' },
  ],
};
const ADMIN_DROPDOWNS = {
  ...DROPDOWNS,
  // The server lists Unassigned first for lead_view_assigned holders.
  total_agents: [
    { user_id: 0, fname: 'Unassigned', lname: '' },
    { user_id: 7, fname: 'Marcus', lname: 'Bell' },
    { user_id: 8, fname: 'Priya', lname: 'Raman' },
  ],
};
const NO_RESULTS = { success: true, total_records: 0, page_number: 1, records_per_page: 200, result: [] };

function setup({
  routes = {},
  user = AGENT,
  permissions = [] as string[],
}: { routes?: Record<string, FakeRoute>; user?: typeof AGENT; permissions?: string[] } = {}) {
  session.current = testSession(user, permissions);
  const api = fakeApi(
    {
      'GET search/populateDropDowns': () => ({ body: DROPDOWNS }),
      'POST lead/search/': () => ({ body: NO_RESULTS }),
      ...routes,
    },
    user,
  );
  const onClose = vi.fn();
  const view = renderWithPortal(<QuickSearchDialog onClose={onClose} />, { client: api.client });
  const dialog = screen.getByRole('dialog', { name: 'Quick Search' });
  const search = () => view.user.click(within(dialog).getByRole('button', { name: 'Search' }));
  return { ...view, api, onClose, dialog, search };
}

// Radix, downshift and axe in jsdom are slow on a busy machine.
describe('given the Quick Search dialog', { timeout: 30_000 }, () => {
  beforeEach(() => {
    session.current = undefined;
  });

  it('when it opens then the Lead tab is chosen, the first field has focus, the dropdowns load and there are no axe violations', async () => {
    const { api, dialog } = setup();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Lead', 'Updated Rx + Current Plan', 'Application']);
    expect(within(dialog).getByRole('tab', { name: 'Lead' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(dialog).getByLabelText('First Name')).toHaveFocus());
    await waitFor(() => expect(api.callsTo('GET', 'search/populateDropDowns')).toHaveLength(1));
    expect(await axeViolations()).toEqual([]);
  });

  it('when Search is pressed with nothing filled then it asks for one field and sends nothing', async () => {
    const { dialog, search, api, onClose } = setup();
    await search();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(QUICK_SEARCH_MESSAGES.fillAtLeastOneField);
    expect(api.callsTo('POST', 'lead/search/')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when drug list updated is Yes then both drug dates are required', async () => {
    const { dialog, user, search } = setup();
    await user.click(within(dialog).getByRole('tab', { name: 'Updated Rx + Current Plan' }));
    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: 'Drug List Updated' })).getByRole('radio', { name: 'Yes' }),
    );
    await search();
    const from = within(dialog).getByLabelText('Drug List Updated From');
    const to = within(dialog).getByLabelText('Drug List Updated To');
    expect(from).toHaveAccessibleDescription(QUICK_SEARCH_MESSAGES.fieldRequired);
    expect(to).toHaveAccessibleDescription(QUICK_SEARCH_MESSAGES.fieldRequired);
    expect(from).toHaveFocus();
    // Typing a date clears that field's message.
    await user.type(from, '01012026');
    expect(from).toHaveValue('01/01/2026');
    expect(from).not.toHaveAccessibleDescription(QUICK_SEARCH_MESSAGES.fieldRequired);
  });

  it('when the Application tab is searched without a disposition then it says so', async () => {
    const { dialog, user, search } = setup();
    await user.click(within(dialog).getByRole('tab', { name: 'Application' }));
    await search();
    expect(within(dialog).getByText(QUICK_SEARCH_MESSAGES.applicationDispositionRequired)).toBeVisible();
  });

  it('when the tab changes then the form starts again, and the second tab starts on the signed-in agent', async () => {
    const { dialog, user } = setup();
    await user.type(within(dialog).getByLabelText('Last Name'), 'Smith');
    await user.click(within(dialog).getByRole('tab', { name: 'Updated Rx + Current Plan' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Agent' })).toHaveTextContent('Marcus Bell'),
    );
    await user.click(within(dialog).getByRole('tab', { name: 'Lead' }));
    expect(within(dialog).getByLabelText('Last Name')).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Agent' })).not.toHaveTextContent('Marcus Bell');
  });

  it('when an agent without lead_view_assigned opens the agent list then only they are in it', async () => {
    const { dialog, user } = setup();
    await user.click(within(dialog).getByRole('combobox', { name: 'Agent' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Marcus Bell']);
  });

  it('when an admin with lead_view_assigned opens the agent list then Unassigned shows once, before every agent', async () => {
    const { dialog, user } = setup({
      user: ADMIN,
      permissions: ['lead_view_assigned'],
      routes: { 'GET search/populateDropDowns': () => ({ body: ADMIN_DROPDOWNS }) },
    });
    const agent = within(dialog).getByRole('combobox', { name: 'Agent' });
    await waitFor(async () => {
      await user.click(agent);
      expect(screen.getAllByRole('option').length).toBeGreaterThan(2);
    });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All agents',
      'Unassigned',
      'Marcus Bell',
      'Priya Raman',
    ]);
  });

  it('when the fields are valid then Search closes the dialog, sends the spec request and opens the results page', async () => {
    const { dialog, user, search, api, onClose } = setup();
    await user.type(within(dialog).getByLabelText('Phone'), '(312) 555-01');
    await user.type(within(dialog).getByLabelText('Lead Date From'), '03012026');
    const dispositions = within(dialog).getByRole('combobox', { name: 'Lead Disposition' });
    await waitFor(async () => {
      await user.click(dispositions);
      expect(screen.getByRole('option', { name: 'Quoted' })).toBeVisible();
    });
    await user.click(screen.getByRole('option', { name: 'Quoted' }));
    expect(within(dialog).getByRole('button', { name: 'Remove Quoted' })).toBeVisible();
    await search();

    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.callsTo('POST', 'lead/search/')).toHaveLength(1));
    expect(api.callsTo('POST', 'lead/search/')[0]!.body).toEqual({
      search_type: 'simple',
      criteria: {
        phone: { type: 'simple', value: ['31255501'] },
        lead_dispo_id: { type: 'set', value: ['12'] },
        lead_date: { type: 'range', value: ['20260301', '*'] },
        user_id: { type: 'simple', value: [7] },
        account_id: { type: 'simple', value: [3] },
      },
      field_list: [],
      page_number: 1,
      records_per_page: 200,
      include_deleted: 0,
    });
    const location = new URL(screen.getByTestId('location').textContent!, 'http://localhost');
    expect(location.pathname).toBe('/lead/search');
    expect(JSON.parse(location.searchParams.get('criteria')!)).toMatchObject({
      phone: { type: 'simple', value: ['31255501'] },
    });
  });

  it('when a chosen value is removed by keyboard then focus stays in the field', async () => {
    const { dialog, user } = setup();
    const state = within(dialog).getByRole('combobox', { name: 'State' });
    await user.type(state, 'Texa');
    await user.keyboard('{ArrowDown}{Enter}');
    const remove = within(dialog).getByRole('button', { name: 'Remove Texas' });
    expect(within(dialog).getByRole('combobox', { name: 'State' })).toHaveFocus();
    remove.focus();
    await user.keyboard('{Enter}');
    expect(within(dialog).queryByRole('button', { name: 'Remove Texas' })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'State' })).toHaveFocus();
  });

  it('when the dropdown data fails then the server message shows in an alert banner', async () => {
    const { dialog } = setup({
      routes: {
        'GET search/populateDropDowns': () => ({ status: 503, body: { message: 'Search lists are being rebuilt.' } }),
      },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Search lists are being rebuilt.');
  });
});

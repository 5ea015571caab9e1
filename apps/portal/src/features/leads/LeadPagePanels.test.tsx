import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LeadPage } from './LeadPage';
import { axeViolations, DIALER_ROUTES, fakeApi, LEAD, renderWithPortal, testSession } from './test-utils';

vi.mock('../../session/SessionProvider', () => ({ useSession: () => testSession() }));

const page = (
  <Routes>
    <Route path="/lead/:leadId" element={<LeadPage />} />
  </Routes>
);

const LISTS = {
  total_lead_dispos: [
    { dispo_id: 1, dispo_name: 'New' },
    { dispo_id: 4, dispo_name: 'Appointment Set' },
    { dispo_id: 6, dispo_name: 'Not Interested' },
  ],
  total_agents: [],
  total_tags: [],
  total_app_dispos: [],
};
const older = {
  dispo_log_id: 30,
  lead_id: 42,
  dispo_id: 4,
  dispo_name: 'Appointment Set',
  dispo_date: '2026-11-18T15:00:00.000Z',
  dispo_log: 'Meets Tuesday',
  user_id: 7,
  user_fname: 'Marcus',
  user_lname: 'Bell',
};
const PLAN = {
  lead_current_plan_id: 3,
  lead_id: 42,
  plan_year: 2026,
  product_type_id: 8,
  product_type_name: 'Medicare Advantage',
  carrier_name: 'Humana',
  plan_name: 'Humana Gold Plus HMO',
};
const APPLICATION = {
  application_id: 5,
  lead_id: 42,
  carrier_name: 'Aetna',
  plan_name: 'Aetna Plan G',
  plan_year: 2027,
  product_type_id: 9,
  product_type_name: 'Medicare Supplement',
  submitted_date: '11/20/2026',
  effective_date: '01/01/2027',
  app_dispo_id: 2,
  app_dispo_name: 'Submitted',
};

/** A server with state: a recorded disposition heads the history and becomes the lead's latest. */
function server({
  refuse,
  plans = [PLAN],
  applications = [APPLICATION],
}: { refuse?: string; plans?: unknown[]; applications?: unknown[] } = {}) {
  let history = [older];
  let lead = LEAD;
  return fakeApi({
    'GET lead/42/': () => ({ body: lead }),
    'GET search/populateDropDowns': () => ({ body: LISTS }),
    'GET lead/42/disposition/': () => ({ body: history }),
    'POST lead/42/disposition/': ({ body }) => {
      if (refuse)
        return { status: 400, body: { success: false, message: refuse, result: { dispo_id: [{ MESSAGE: refuse }] } } };
      const { dispo_id, dispo_log } = body as { dispo_id: number; dispo_log?: string };
      const name = LISTS.total_lead_dispos.find((d) => d.dispo_id === dispo_id)!.dispo_name;
      const entry = {
        ...older,
        dispo_log_id: 31,
        dispo_id,
        dispo_name: name,
        dispo_date: '2026-11-25T18:30:00.000Z',
        dispo_log: dispo_log ?? '',
      };
      history = [entry, ...history];
      lead = { ...lead, dispo_name: name, disposition_date: '11/25/2026', dispo_log: dispo_log ?? '' };
      return { status: 201, body: { success: true, ...entry } };
    },
    'GET lead/42/currentPlan/': () => ({ body: plans }),
    'GET lead/42/application/': () => ({ body: applications }),
    ...DIALER_ROUTES,
  });
}

/** A table row's cells (its row header among them), in order. */
const cellsOf = (row: Element) => Array.from(row.querySelectorAll('td, th')).map((c) => c.textContent);

describe('given the dispositions panel of a lead', () => {
  it('when the lead has dispositions then the history lists them newest first with date, name, note and who', async () => {
    const api = server();
    renderWithPortal(page, { client: api.client, path: '/lead/42' });
    const panel = await screen.findByRole('region', { name: 'Dispositions' });
    const table = await within(panel).findByRole('table', { name: 'Disposition history' });
    await within(table).findByText('Meets Tuesday');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(cellsOf(rows[0]!)).toEqual(['11/18/2026 09:00 AM CST', 'Appointment Set', 'Meets Tuesday', 'Marcus Bell']);
    expect(await axeViolations()).toEqual([]);
  });

  it('when a disposition is chosen and saved then it heads the history, the header shows it, and the success banner says so', async () => {
    const api = server();
    const { user } = renderWithPortal(page, { client: api.client, path: '/lead/42' });
    const panel = await screen.findByRole('region', { name: 'Dispositions' });
    await within(panel).findByText('Meets Tuesday');
    await user.click(within(panel).getByRole('combobox', { name: /Disposition/ }));
    await user.click(await screen.findByRole('option', { name: 'Not Interested' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Disposition Note' }), 'Keeps current plan');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    expect(await within(panel).findByText('Disposition saved successfully.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'lead/42/disposition/')[0]!.body).toEqual({
      dispo_id: 6,
      dispo_log: 'Keeps current plan',
    });
    const table = within(panel).getByRole('table', { name: 'Disposition history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(cellsOf(within(table).getAllByRole('row')[1]!)).toEqual([
      '11/25/2026 12:30 PM CST',
      'Not Interested',
      'Keeps current plan',
      'Marcus Bell',
    ]);
    const facts = screen.getByText('Latest Disposition').closest('div')!;
    await waitFor(() => expect(facts).toHaveTextContent('Not Interested · 11/25/2026'));
    // A fresh draft for the next one.
    expect(within(panel).getByRole('textbox', { name: 'Disposition Note' })).toHaveValue('');
  });

  it('when Save is pressed without a disposition then the domain message shows and nothing is sent', async () => {
    const api = server();
    const { user } = renderWithPortal(page, { client: api.client, path: '/lead/42' });
    const panel = await screen.findByRole('region', { name: 'Dispositions' });
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Disposition is required.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'lead/42/disposition/')).toEqual([]);
  });

  it('when the note is too long then its message describes the note and nothing is sent', async () => {
    const api = server();
    const { user } = renderWithPortal(page, { client: api.client, path: '/lead/42' });
    const panel = await screen.findByRole('region', { name: 'Dispositions' });
    await user.click(within(panel).getByRole('combobox', { name: /Disposition/ }));
    await user.click(await screen.findByRole('option', { name: 'New' }));
    const note = within(panel).getByRole('textbox', { name: 'Disposition Note' });
    expect(note).toHaveAccessibleDescription('Optional. Max length is 4000 characters');
    await user.click(note);
    await user.paste('x'.repeat(4001));
    await user.tab();
    expect(note).toHaveAccessibleDescription('Note has an invalid length.');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(api.callsTo('POST', 'lead/42/disposition/')).toEqual([]);
  });

  it('when the server refuses then its message shows in the alert banner and the draft stays', async () => {
    const api = server({ refuse: 'Disposition contains invalid data.' });
    const { user } = renderWithPortal(page, { client: api.client, path: '/lead/42' });
    const panel = await screen.findByRole('region', { name: 'Dispositions' });
    await user.click(within(panel).getByRole('combobox', { name: /Disposition/ }));
    await user.click(await screen.findByRole('option', { name: 'New' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Disposition Note' }), 'Left voicemail');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Disposition contains invalid data.')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Disposition Note' })).toHaveValue('Left voicemail');
    expect(within(panel).getAllByRole('row')).toHaveLength(2);
  });
});

describe('given the current plans and applications panels', () => {
  it('when the lead has them then each table lists the rows', async () => {
    const api = server();
    renderWithPortal(page, { client: api.client, path: '/lead/42' });
    const plans = await screen.findByRole('region', { name: 'Current Plans' });
    const planRow = await within(plans).findByRole('rowheader', { name: 'Humana Gold Plus HMO' });
    expect(cellsOf(planRow.closest('tr')!)).toEqual(['2026', 'Humana', 'Humana Gold Plus HMO', 'Medicare Advantage']);
    const applications = screen.getByRole('region', { name: 'Applications' });
    const appRow = await within(applications).findByRole('rowheader', { name: 'Aetna Plan G' });
    expect(cellsOf(appRow.closest('tr')!)).toEqual([
      'Aetna',
      'Aetna Plan G',
      '2027',
      'Medicare Supplement',
      '11/20/2026',
      '01/01/2027',
      'Submitted',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('when the lead has none then each panel says so calmly, without a table', async () => {
    const api = server({ plans: [], applications: [] });
    renderWithPortal(page, { client: api.client, path: '/lead/42' });
    const plans = await screen.findByRole('region', { name: 'Current Plans' });
    expect(await within(plans).findByText('No current plans on file.')).toBeInTheDocument();
    expect(within(plans).queryByRole('table')).not.toBeInTheDocument();
    const applications = screen.getByRole('region', { name: 'Applications' });
    expect(await within(applications).findByText('No applications yet.')).toBeInTheDocument();
  });
});

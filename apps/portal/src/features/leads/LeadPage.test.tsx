import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CALENDAR_MESSAGES } from '@meridian/domain';
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

describe('given a lead the agent may see', () => {
  it('when the page opens then the header shows name, age, the callable default phone, email, address, agent and disposition', async () => {
    const api = fakeApi({ 'GET lead/42/': () => ({ body: LEAD }), ...DIALER_ROUTES });
    renderWithPortal(page, { client: api.client, path: '/lead/42' });
    expect(screen.getByLabelText('Loading lead…')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Smith' })).toBeInTheDocument();
    const facts = screen.getByText('Age').closest('dl')!;
    const fact = (term: string) => within(facts).getByText(term).nextElementSibling;
    expect(fact('Age')).toHaveTextContent('71');
    expect(within(facts).getByRole('link', { name: 'Call (312) 555-0142' })).toBeInTheDocument();
    expect(fact('Email')).toHaveTextContent('ann.smith@example.com');
    expect(fact('Address')).toHaveTextContent('100 Main St, Chicago, IL 60601');
    expect(fact('Agent')).toHaveTextContent('Marcus Bell');
    expect(fact('Latest Disposition')).toHaveTextContent('Appointment Set · 11/18/2026');
    expect(await axeViolations()).toEqual([]);
  });

  it('when the page opens then contact permissions show ON/OFF per channel, with tags and lead instructions', async () => {
    const api = fakeApi({ 'GET lead/42/': () => ({ body: LEAD }), ...DIALER_ROUTES });
    renderWithPortal(page, { client: api.client, path: '/lead/42' });
    const permissions = await screen.findByRole('region', { name: 'Contact Permissions' });
    const status = (channel: string) => within(permissions).getByText(channel).nextElementSibling;
    expect(status('Phone')).toHaveTextContent('ON');
    expect(status('Email')).toHaveTextContent('OFF');
    expect(status('Text')).toHaveTextContent('ON');
    expect(status('Mail')).toHaveTextContent('OFF');
    const tags = screen.getByRole('region', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['vip', 'spanish']);
    expect(
      within(screen.getByRole('region', { name: 'Lead Instructions' })).getByText('Call after 5 pm'),
    ).toBeInTheDocument();
  });

  it('when Lead Details is pressed then the dialog opens for this lead', async () => {
    const api = fakeApi({ 'GET lead/42/': () => ({ body: LEAD }), ...DIALER_ROUTES });
    const { user } = renderWithPortal(page, { client: api.client, path: '/lead/42' });
    await user.click(await screen.findByRole('button', { name: 'Lead Details' }));
    expect(await screen.findByRole('dialog', { name: 'Lead Details: Ann Smith' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === 'lead/42/' && c.query.get('ssn') === 'full')).toBe(true),
    );
  });
});

describe('given the notes panel of a lead', () => {
  it('when the lead has notes then they list newest first, and a new note is saved and shown first', async () => {
    const notes = [
      {
        lead_note_id: 1,
        lead_id: 42,
        note: '<p>Asked about dental</p>',
        created_at: '2026-11-20T15:00:00.000Z',
        user_id: 7,
        author_fname: 'Marcus',
        author_lname: 'Bell',
      },
    ];
    const api = fakeApi({
      'GET lead/42/': () => ({ body: LEAD }),
      'GET lead/42/conversationNote/': () => ({ body: notes }),
      'POST lead/42/conversationNote/': ({ body }) => ({
        status: 201,
        body: {
          success: true,
          lead_note_id: 2,
          lead_id: 42,
          note: (body as { note: string }).note,
          created_at: '2026-11-25T15:00:00.000Z',
          user_id: 7,
          author_fname: 'Marcus',
          author_lname: 'Bell',
        },
      }),
      ...DIALER_ROUTES,
    });
    const { user } = renderWithPortal(page, { client: api.client, path: '/lead/42' });
    const panel = await screen.findByRole('region', { name: 'Notes' });
    expect(await within(panel).findByText('Asked about dental')).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Note' }), 'Called back');
    await user.click(within(panel).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('Called back'));
    expect(api.callsTo('POST', 'lead/42/conversationNote/')[0]!.body).toMatchObject({
      note: 'Called back',
      user_id: 7,
    });
    expect(within(panel).getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });

  it('when the note is refused then the server message is an error toast and the text stays', async () => {
    const api = fakeApi({
      'GET lead/42/': () => ({ body: LEAD }),
      'GET lead/42/conversationNote/': () => ({ body: [] }),
      'POST lead/42/conversationNote/': () => ({ status: 400, body: { success: false, message: 'Note is too long' } }),
      ...DIALER_ROUTES,
    });
    const { user } = renderWithPortal(page, { client: api.client, path: '/lead/42' });
    const panel = await screen.findByRole('region', { name: 'Notes' });
    expect(await within(panel).findByText('No notes yet.')).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Note' }), 'Called back');
    await user.click(within(panel).getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Note is too long')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Note' })).toHaveValue('Called back');
  });
});

describe("given a lead that does not exist or is not the agent's", () => {
  it('when the server answers 404 then the page says the lead was not found', async () => {
    const api = fakeApi({
      'GET lead/99/': () => ({ status: 404, body: { success: false, message: 'Lead not found' } }),
    });
    renderWithPortal(page, { client: api.client, path: '/lead/99' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to lead search' })).toHaveAttribute('href', '/lead/search');
  });

  it('when the id is not a number then nothing is asked and the page says not found', async () => {
    const api = fakeApi({});
    renderWithPortal(page, { client: api.client, path: '/lead/abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead not found' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('lead/'))).toEqual([]);
  });
});

describe('given the client self-service panel', () => {
  it('when Create Link is pressed then the link shows with its expiry, Copy Link copies it, and Revoke Link ends it', async () => {
    const url = `https://meridian.example/client/#${'t'.repeat(43)}`;
    let live: Record<string, unknown> | null = null;
    const api = fakeApi({
      'GET lead/42/': () => ({ body: LEAD }),
      'GET lead/42/clientLink/': () => ({ body: { success: true, link: live } }),
      'POST lead/42/clientLink/': () => {
        live = {
          client_link_id: 5,
          created_at: '2026-11-25T18:00:00.000Z',
          expires_at: '2027-01-24T18:00:00.000Z',
          used_at: null,
          created_by_name: 'Marcus Bell',
        };
        return { body: { success: true, url, expires_at: '2027-01-24T18:00:00.000Z', client_link_id: 5 } };
      },
      'GET lead/42/clientLink/5/delete': () => {
        live = null;
        return { body: { success: true } };
      },
      ...DIALER_ROUTES,
    });
    const { user } = renderWithPortal(page, { client: api.client, path: '/lead/42' });
    const panel = await screen.findByRole('region', { name: 'Client Self-Service' });
    expect(await within(panel).findByText('No link is active.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Create Link' }));
    const link = await within(panel).findByRole('textbox', { name: 'Client link' });
    expect(link).toHaveValue(url);
    expect(link).toHaveAccessibleDescription('Active until 01/24/2027 (60 days).');
    expect(
      within(panel).getByText(/^Active link made 11\/25\/2026 by Marcus Bell, active until 01\/24\/2027\./),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Create New Link' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Copy Link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(within(panel).getByRole('status')).toHaveTextContent('Link copied.');
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === 'lead/42/clientLink/')).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Revoke Link' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        'The link was revoked. It now tells the client it has expired.',
      ),
    );
    expect(within(panel).queryByRole('textbox', { name: 'Client link' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Create Link' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'lead/42/clientLink/5/delete')).toHaveLength(1);
  });

  it('when the link cannot be made then the server message shows in the panel', async () => {
    const api = fakeApi({
      'GET lead/42/': () => ({ body: LEAD }),
      'GET lead/42/clientLink/': () => ({ body: { success: true, link: null } }),
      'POST lead/42/clientLink/': () => ({ status: 404, body: { success: false, message: 'Not found' } }),
      ...DIALER_ROUTES,
    });
    const { user } = renderWithPortal(page, { client: api.client, path: '/lead/42' });
    const panel = await screen.findByRole('region', { name: 'Client Self-Service' });
    await user.click(within(panel).getByRole('button', { name: 'Create Link' }));
    expect(await within(panel).findByText('The link could not be created.')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox', { name: 'Client link' })).not.toBeInTheDocument();
  });
});

describe('given the lead’s appointments and tasks', () => {
  const REVIEW = {
    appointment_id: 31,
    title: 'Plan review',
    description: '',
    allday_flag: '0',
    importance: 1,
    completed_date: '',
    start_time: '2026-12-01T16:00:00.000Z',
    end_time: '2026-12-01T17:00:00.000Z',
    appointment_type_id: 'lead',
    user_id: 7,
    lead_id: 42,
    lead_name: 'Ann Smith',
  } as const;

  it('when the page opens then they are listed with when they happen, and one opens for editing', async () => {
    const api = fakeApi({
      'GET lead/42/': () => ({ body: LEAD }),
      'GET lead/42/appointments': () => ({ body: { success: true, total_records: 1, result: [REVIEW] } }),
      ...DIALER_ROUTES,
    });
    const { user } = renderWithPortal(page, { client: api.client, path: '/lead/42' });
    const panel = await screen.findByRole('region', { name: 'Appointments & Tasks' });
    const item = await within(panel).findByRole('button', { name: 'Plan review' });
    expect(within(panel).getByText('12/01/2026 10:00 AM – 11:00 AM')).toBeInTheDocument();
    expect(within(panel).getByText('Important')).toBeInTheDocument();
    await user.click(item);
    const dialog = await screen.findByRole('dialog', { name: CALENDAR_MESSAGES.editTitle });
    expect(within(dialog).getByRole('link', { name: 'Ann Smith' })).toHaveAttribute('href', '/lead/42');
  });

  it('when Add Event is used then the dialog has the lead assigned and the item is made through the lead’s call', async () => {
    let listed: unknown[] = [];
    const api = fakeApi({
      'GET lead/42/': () => ({ body: LEAD }),
      'GET lead/42/appointments': () => ({ body: { success: true, total_records: listed.length, result: listed } }),
      'POST lead/42/appointment/': ({ body }) => {
        const saved = { ...REVIEW, appointment_id: 32, ...(body as object), importance: 5 };
        listed = [saved];
        return { body: { success: true, message: 'Appointment saved successfully.', result: saved } };
      },
      ...DIALER_ROUTES,
    });
    const { user } = renderWithPortal(page, { client: api.client, path: '/lead/42' });
    const panel = await screen.findByRole('region', { name: 'Appointments & Tasks' });
    expect(await within(panel).findByText('No appointments or tasks for this lead yet.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Add Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Appointment' });
    expect(within(dialog).getByRole('link', { name: 'Ann Smith' })).toHaveAttribute('href', '/lead/42');
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Enrollment call');
    await user.type(within(dialog).getByRole('textbox', { name: /^Start Date/ }), '12/02/2026');
    fireEvent.change(within(dialog).getByLabelText(/^Start Time/), { target: { value: '09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Appointment saved successfully.')).toBeInTheDocument();
    const posted = api.calls.find((c) => c.method === 'POST' && c.path === 'lead/42/appointment/');
    expect(posted?.body).toMatchObject({ title: 'Enrollment call', lead_id: 42 });
    expect(await within(panel).findByRole('button', { name: 'Enrollment call' })).toBeInTheDocument();
  });
});

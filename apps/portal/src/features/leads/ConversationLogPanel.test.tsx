import type { ConversationLogEntry } from '@meridian/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConversationLogPanel } from './ConversationLogPanel';
import { NotesPanel } from './NotesPanel';
import { axeViolations, fakeApi, renderWithPortal, testSession } from './test-utils';

vi.mock('../../session/SessionProvider', () => ({ useSession: () => testSession() }));

const by = { user_fname: 'Marcus', user_lname: 'Bell' };
const ENTRIES: ConversationLogEntry[] = [
  { ...by, kind: 'soa_signed', id: 3, at: '2026-11-25T20:00:00.000Z', process_type: 'Enhanced', soa_status: 'signed' },
  {
    ...by,
    kind: 'appointment',
    id: 8,
    at: '2026-11-25T19:00:00.000Z',
    title: 'Plan review',
    start_time: '2026-11-27T18:00:00.000Z',
    completed_date: null,
  },
  {
    ...by,
    kind: 'call',
    id: 12,
    at: '2026-11-25T18:00:00.000Z',
    phone: '3125550142',
    status: 'failed',
    message: 'The dialer is not answering.',
  },
  {
    user_fname: null,
    user_lname: null,
    kind: 'disposition',
    id: 4,
    at: '2026-11-25T17:00:00.000Z',
    dispo_name: 'Quoted',
    dispo_log: 'Wants dental',
  },
  { ...by, kind: 'note', id: 9, at: '2026-11-25T16:00:00.000Z', note: '<p>Asked about <b>dental</b></p>' },
];

/** A server whose log gains the note saved through the notes panel. */
function server({ truncated = false, fail = false } = {}) {
  let entries = [...ENTRIES];
  const notes: unknown[] = [];
  return fakeApi({
    'GET lead/42/conversationLog/': () =>
      fail
        ? { status: 500, body: { success: false, message: 'The server is down.' } }
        : { body: { entries, truncated } },
    'GET lead/42/conversationNote/': () => ({ body: notes }),
    'POST lead/42/conversationNote/': ({ body }) => {
      const note = {
        lead_note_id: 10,
        lead_id: 42,
        note: (body as { note: string }).note,
        created_at: '2026-11-25T21:00:00.000Z',
        user_id: 7,
        author_fname: 'Marcus',
        author_lname: 'Bell',
      };
      notes.unshift(note);
      entries = [{ ...by, kind: 'note', id: 10, at: note.created_at, note: note.note }, ...entries];
      return { status: 201, body: { success: true, ...note } };
    },
    'GET lead/42/disposition/': () => ({ body: [] }),
    'POST soa/search': () => ({
      body: { success: true, total_records: 0, page_number: 1, records_per_page: 100, result: [] },
    }),
    'GET lead/42/appointments': () => ({
      body: { success: true, total_records: 0, page_number: 1, records_per_page: 100, result: [] },
    }),
  });
}

const panel = () => screen.findByRole('region', { name: 'Conversation Log' });
const headings = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('given the conversation log of a lead', { timeout: 30_000 }, () => {
  it('when it loads then every kind of entry shows newest first with its time, words and who, with no axe violations', async () => {
    const api = server();
    renderWithPortal(<ConversationLogPanel leadId={42} leadName="Martha Bell" />, { client: api.client });
    const region = await panel();
    await within(region).findByText('SOA signed (Enhanced)');
    expect(headings(region)).toEqual([
      'SOA signed (Enhanced)',
      'Appointment added: Plan review',
      'Call to (312) 555-0142 failed',
      'Disposition: Quoted',
      'Note added',
    ]);
    const items = within(
      within(region).getByRole('list', { name: 'Conversation log entries, newest first' }),
    ).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('11/25/2026 01:00 PM CST');
    expect(items[1]).toHaveTextContent('For 11/27/2026 12:00 PM CST');
    expect(items[2]).toHaveTextContent('The dialer is not answering.');
    expect(items[3]).toHaveTextContent('Wants dental');
    expect(items[3]).toHaveTextContent('by a former user');
    expect(items[4]).toHaveTextContent('Asked about dental');
    expect(items[4]).toHaveTextContent('by Marcus Bell');
    expect(await axeViolations()).toEqual([]);
  });

  it('when a kind is chosen then only its entries show, without reading the log again', async () => {
    const api = server();
    const { user } = renderWithPortal(<ConversationLogPanel leadId={42} leadName="Martha Bell" />, {
      client: api.client,
    });
    const region = await panel();
    await within(region).findByText('Note added');
    await user.click(within(region).getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Calls' }));
    expect(headings(region)).toEqual(['Call to (312) 555-0142 failed']);
    await user.click(within(region).getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Scope of Appointment' }));
    expect(headings(region)).toEqual(['SOA signed (Enhanced)']);
    expect(api.callsTo('GET', 'lead/42/conversationLog/')).toHaveLength(1);
  });

  it('when a note is added on the page then the log reads itself again and shows it first', async () => {
    const api = server();
    const { user } = renderWithPortal(
      <>
        <ConversationLogPanel leadId={42} leadName="Martha Bell" />
        <NotesPanel leadId={42} />
      </>,
      { client: api.client },
    );
    const region = await panel();
    await within(region).findByText('Note added');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Sent the plan list');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(headings(region)).toHaveLength(6));
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent('Sent the plan list');
    expect(api.callsTo('GET', 'lead/42/conversationLog/')).toHaveLength(2);
  });

  it('when older entries were left off then it says how many show', async () => {
    const api = server({ truncated: true });
    renderWithPortal(<ConversationLogPanel leadId={42} leadName="Martha Bell" />, { client: api.client });
    expect(await within(await panel()).findByText('Showing the newest 200 entries.')).toBeVisible();
  });

  it('when the log cannot be read then the alert names it with the server message', async () => {
    const api = server({ fail: true });
    renderWithPortal(<ConversationLogPanel leadId={42} leadName="Martha Bell" />, { client: api.client });
    const alert = await within(await panel()).findByRole('alert');
    expect(alert).toHaveTextContent('The conversation log could not be loaded.');
    expect(alert).toHaveTextContent('The server is down.');
  });
});

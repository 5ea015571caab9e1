import type { LeadSearchRow } from '@meridian/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LeadSearchPage } from './LeadSearchPage';
import { leadSearchHref } from './leadSearchQuery';
import { AGENT, axeViolations, fakeApi, renderWithPortal, type FakeRequest } from './test-utils';

/** 200 rows render as a deferred update, in slices (LeadSearchPage): slower than one pass in jsdom. */
const RENDERED = { timeout: 5000 };

const granted = vi.hoisted(() => ({ permissions: [] as string[] }));
vi.mock('../../session/SessionProvider', async () => {
  const { testSession: session, AGENT } = await import('./test-utils');
  return { useSession: () => session(AGENT, granted.permissions) };
});

const TOTAL = 347;

function row(i: number): LeadSearchRow {
  return {
    lead_id: 1000 + i,
    fname: 'Mary',
    lname: `Smith${String(i).padStart(3, '0')}`,
    dob: '03/14/1950',
    age: 76,
    phone: '3125550142',
    email: null,
    city: 'Chicago',
    county: 'Cook',
    state_id: 'IL',
    zip: '60614',
    lead_dispo_id: 1,
    dispo_name: 'Quoted',
    user_id: i % 5 === 0 ? 0 : 7,
    agent_fname: i % 5 === 0 ? null : 'Marcus',
    agent_lname: i % 5 === 0 ? null : 'Bell',
    lead_date: '2026-03-02T15:00:00.000Z',
    lead_vendor_source_code: null,
    drug_list_updated_flag: '0',
    drug_list_updated_date: null,
    has_current_plan_flag: '0',
  };
}

/** A server with 347 matches, 200 a page. */
function leadSearch(request: FakeRequest) {
  const body = request.body as { page_number: number; records_per_page: number };
  const from = (body.page_number - 1) * body.records_per_page;
  const count = Math.max(0, Math.min(body.records_per_page, TOTAL - from));
  return {
    body: {
      success: true,
      total_records: TOTAL,
      page_number: body.page_number,
      records_per_page: body.records_per_page,
      result: Array.from({ length: count }, (_, i) => row(from + i)),
    },
  };
}

const href = leadSearchHref({ criteria: { lname: { type: 'simple', value: ['Smith'] } }, page: 1, sort: null });
const location = () => new URL(screen.getByTestId('location').textContent!, 'http://localhost');

// axe over 200 rows of ten cells takes a while in jsdom on a busy machine.
describe('given the results page', { timeout: 90_000 }, () => {
  it('when it opens with criteria then 200 rows show with formatted cells, each linking to its lead, with no axe violations', async () => {
    const api = fakeApi({ 'POST lead/search/': leadSearch });
    renderWithPortal(<LeadSearchPage />, { client: api.client, path: href });
    expect(screen.getByRole('heading', { name: 'Lead Search' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(await screen.findByText(`1–200 of ${TOTAL} leads`, {}, RENDERED)).toBeVisible();
    const table = screen.getByRole('table', { name: 'Lead search results' });
    expect(within(table).getAllByRole('row')).toHaveLength(201);
    const first = within(table).getAllByRole('row')[1]!;
    // The name is the row's header (th scope=row); the other nine are cells.
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Mary Smith000');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['03/14/1950', '76', '(312) 555-0142', 'Chicago', 'IL', '60614', 'Quoted', 'Unassigned', '03/02/2026']);
    expect(within(first).getByRole('link', { name: 'Mary Smith000' })).toHaveAttribute('href', '/lead/1000');
    expect(within(first).getByRole('link', { name: 'Call (312) 555-0142' })).toHaveAttribute('href', 'tel:3125550142');
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(api.callsTo('POST', 'lead/search/')[0]!.body).toMatchObject({
      criteria: { lname: { type: 'simple', value: ['Smith'] }, account_id: { type: 'simple', value: [3] } },
      page_number: 1,
      records_per_page: 200,
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('when the next page is chosen then the server is asked for page 2, the URL keeps it and the range follows', async () => {
    const api = fakeApi({ 'POST lead/search/': leadSearch });
    const { user } = renderWithPortal(<LeadSearchPage />, { client: api.client, path: href });
    await screen.findByText(`1–200 of ${TOTAL} leads`, {}, RENDERED);
    expect(screen.getByRole('navigation', { name: 'Lead search pages' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(`201–${TOTAL} of ${TOTAL} leads`, {}, RENDERED)).toBeVisible();
    expect(location().searchParams.get('page')).toBe('2');
    expect(api.callsTo('POST', 'lead/search/').at(-1)!.body).toMatchObject({ page_number: 2 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
  });

  it('when the next page is chosen then, until its rows are on screen, the table is busy, the pager waits, and the status and the pager describe the rows shown', async () => {
    // Page 2's answer is held until the test lets it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      'POST lead/search/': async (request) => {
        if ((request.body as { page_number: number }).page_number === 2) await held;
        return leadSearch(request);
      },
    });
    const { user } = renderWithPortal(<LeadSearchPage />, { client: api.client, path: href });
    await screen.findByText(`1–200 of ${TOTAL} leads`, {}, RENDERED);
    const table = screen.getByRole('table', { name: 'Lead search results' });
    const pager = screen.getByRole('navigation', { name: 'Lead search pages' });
    // Every state the page goes through: the page the URL asks for, what the status, the pager and the
    // first row say, and whether the table is busy.
    const seen: Array<{ asked: string; status: string; pager: string; first: string; busy: boolean }> = [];
    const record = () => {
      const state = {
        asked: location().searchParams.get('page') ?? '1',
        // A selector, not a role query: this runs on every DOM change while 200 rows are built, and a
        // role query walks the whole tree each time (seconds on a busy CI machine).
        status: document.querySelector('[role="status"]')?.textContent ?? '',
        pager: pager.textContent ?? '',
        first: table.querySelector('tbody th')?.textContent ?? '',
        busy: table.getAttribute('aria-busy') === 'true',
      };
      if (JSON.stringify(seen.at(-1)) !== JSON.stringify(state)) seen.push(state);
    };
    const observer = new MutationObserver(record);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
      expect(screen.getByRole('status')).toHaveTextContent(`1–200 of ${TOTAL} leads`);
      expect(within(pager).getByText('Page 1 of 2')).toBeVisible();
      expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
      expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
      release();
      // Page 2's 147 rows are built as a deferred update, in slices: on a loaded 2-core CI machine that
      // has taken more than the usual 5 s in jsdom.
      expect(await screen.findByText(`201–${TOTAL} of ${TOTAL} leads`, {}, { timeout: 20_000 })).toBeVisible();
      record();
    } finally {
      observer.disconnect();
    }
    const page = (first: string) => (first === 'Mary Smith000' ? 1 : first === 'Mary Smith200' ? 2 : 0);
    for (const state of seen) {
      const shown = page(state.first);
      expect(shown, `rows of a page: ${JSON.stringify(state)}`).toBeGreaterThan(0);
      expect(state.status, JSON.stringify(state)).toBe(
        shown === 1 ? `1–200 of ${TOTAL} leads` : `201–${TOTAL} of ${TOTAL} leads`,
      );
      expect(state.pager, JSON.stringify(state)).toBe(`Page ${shown} of 2`);
      // Idle only once the rows are the page the URL asks for.
      if (!state.busy) expect(String(shown), JSON.stringify(state)).toBe(state.asked);
    }
    expect(seen.at(-1)).toEqual({
      asked: '2',
      status: `201–${TOTAL} of ${TOTAL} leads`,
      pager: 'Page 2 of 2',
      first: 'Mary Smith200',
      busy: false,
    });
  }, 40_000);

  it('when a column header is pressed then the server orders all matches from page 1, and again reverses it', async () => {
    const api = fakeApi({ 'POST lead/search/': leadSearch });
    const { user } = renderWithPortal(<LeadSearchPage />, {
      client: api.client,
      path: leadSearchHref({ criteria: {}, page: 2, sort: null }),
    });
    await screen.findByText(`201–${TOTAL} of ${TOTAL} leads`, {}, RENDERED);
    await user.click(screen.getByRole('button', { name: 'Lead Date' }));
    await waitFor(() =>
      expect(api.callsTo('POST', 'lead/search/').at(-1)!.body).toMatchObject({
        orderby_field: 'lead_date',
        orderby_direction: 'desc',
        page_number: 1,
      }),
    );
    expect(screen.getByRole('columnheader', { name: 'Lead Date' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Lead Date' }));
    await waitFor(() =>
      expect(api.callsTo('POST', 'lead/search/').at(-1)!.body).toMatchObject({
        orderby_field: 'lead_date',
        orderby_direction: 'asc',
      }),
    );
    expect(location().searchParams.get('sort')).toBe('lead_date');
    expect(location().searchParams.get('dir')).toBe('asc');
    // Age has no server order.
    expect(within(screen.getByRole('columnheader', { name: 'Age' })).queryByRole('button')).toBeNull();
  });

  it('when more leads match than the server counts then the total reads as a lower bound, it asks to narrow the search, and full pages lead on', async () => {
    const capped = (request: FakeRequest) => {
      const answer = leadSearch(request).body;
      return {
        body: {
          ...answer,
          total_records: 2000,
          total_capped: true,
          result: Array.from({ length: 200 }, (_, i) => row(i)),
        },
      };
    };
    const api = fakeApi({ 'POST lead/search/': capped });
    const { user } = renderWithPortal(<LeadSearchPage />, {
      client: api.client,
      path: leadSearchHref({ criteria: {}, page: 10, sort: null }),
    });
    expect(
      await screen.findByText('1,801–2,000 of 2,000+ leads. Narrow your search to see every match.', {}, RENDERED),
    ).toBeVisible();
    expect(screen.getByText('Page 10')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.callsTo('POST', 'lead/search/').at(-1)!.body).toMatchObject({ page_number: 11 }));
  });

  it('when nothing matches then it says so in the table', async () => {
    const api = fakeApi({
      'POST lead/search/': () => ({
        body: { success: true, total_records: 0, page_number: 1, records_per_page: 200, result: [] },
      }),
    });
    renderWithPortal(<LeadSearchPage />, { client: api.client, path: href });
    expect(await screen.findByText('No leads match your search.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No leads found');
  });

  it('when the search fails then the server message shows in place of the rows', async () => {
    const api = fakeApi({ 'POST lead/search/': () => ({ status: 400, body: { message: 'Invalid value for zip' } }) });
    renderWithPortal(<LeadSearchPage />, { client: api.client, path: href });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid value for zip');
  });

  it('when the URL holds criteria that cannot be read then it offers Quick Search and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderWithPortal(<LeadSearchPage />, { client: api.client, path: '/lead/search?criteria=oops' });
    expect(screen.getByText('This search link cannot be read.', { exact: false })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Quick Search' }));
    expect(screen.getByTestId('shell-dialog')).toHaveTextContent('quick-search');
    expect(api.calls).toHaveLength(0);
  });
});

// The Leads menu (issue 29): before a search, the agent's own leads, sortable, paged and filtered.
describe('given the Leads menu page without a search', { timeout: 60_000 }, () => {
  const DROPDOWNS = {
    total_lead_dispos: [
      { dispo_id: 11, dispo_name: 'New' },
      { dispo_id: 12, dispo_name: 'Quoted' },
    ],
    total_agents: [],
    total_tags: [],
    total_app_dispos: [],
  };
  const list = () =>
    fakeApi({ 'POST lead/search/': leadSearch, 'GET search/populateDropDowns': () => ({ body: DROPDOWNS }) });
  const sent = (api: ReturnType<typeof fakeApi>) =>
    api.callsTo('POST', 'lead/search/').at(-1)!.body as {
      criteria: Record<string, unknown>;
      orderby_field?: string;
      orderby_direction?: string;
      page_number: number;
    };

  it("when it opens then it lists the agent's own leads, newest lead date first, with no axe violations", async () => {
    const api = list();
    renderWithPortal(<LeadSearchPage />, { client: api.client, path: '/lead/search' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Leads' })).toBeVisible();
    expect(await screen.findByText(`1–200 of ${TOTAL} leads`, {}, RENDERED)).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'My leads' })).getAllByRole('row')).toHaveLength(201);
    expect(sent(api)).toMatchObject({
      criteria: {
        user_id: { type: 'simple', value: [AGENT.user_id] },
        account_id: { type: 'simple', value: [AGENT.account_id] },
      },
      orderby_field: 'lead_date',
      orderby_direction: 'desc',
      page_number: 1,
    });
    expect(Object.keys(sent(api).criteria).sort()).toEqual(['account_id', 'user_id']);
    // No search was made: focus is not moved to the count.
    expect(screen.getByRole('status')).not.toHaveFocus();
    expect(await axeViolations(screen.getByRole('search', { name: 'Filter my leads' }))).toEqual([]);
  });

  it('when a disposition and dates are applied then the list is searched by them, in the URL, page 1', async () => {
    const api = list();
    const { user } = renderWithPortal(<LeadSearchPage />, { client: api.client, path: '/lead/search?page=2' });
    await screen.findByText(`201–347 of ${TOTAL} leads`, {}, RENDERED);
    await user.click(screen.getByRole('combobox', { name: 'Disposition' }));
    await user.click(await screen.findByRole('option', { name: 'Quoted' }));
    await user.type(screen.getByLabelText('Lead Date From'), '11012026');
    await user.type(screen.getByLabelText('Lead Date To'), '11302026');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(sent(api)).toMatchObject({
        criteria: {
          user_id: { type: 'simple', value: [AGENT.user_id] },
          lead_dispo_id: { type: 'set', value: ['12'] },
          lead_date: { type: 'range', value: ['20261101', '20261130'] },
        },
        page_number: 1,
      }),
    );
    expect(Object.fromEntries(location().searchParams)).toEqual({ dispo: '12', from: '11/01/2026', to: '11/30/2026' });
    // Filters applied are a search: focus lands on what it found.
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(Object.keys(sent(api).criteria).sort()).toEqual(['account_id', 'user_id']));
    expect(location().search).toBe('');
  });

  it('when the "to" date is before the "from" date then Apply names it, keeps what was typed and searches nothing more', async () => {
    const api = list();
    const { user } = renderWithPortal(<LeadSearchPage />, { client: api.client, path: '/lead/search' });
    await screen.findByText(`1–200 of ${TOTAL} leads`, {}, RENDERED);
    const searches = api.callsTo('POST', 'lead/search/').length;
    await user.type(screen.getByLabelText('Lead Date From'), '12012026');
    await user.type(screen.getByLabelText('Lead Date To'), '11302026');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Lead Date To is before Lead Date From: choose a later date.')).toBeVisible();
    expect(screen.getByLabelText('Lead Date To')).toHaveValue('11/30/2026');
    expect(screen.getByLabelText('Lead Date From')).toHaveValue('12/01/2026');
    expect(api.callsTo('POST', 'lead/search/')).toHaveLength(searches);
    expect(location().search).toBe('');
  });

  it('when a column is sorted then the order goes in the URL and the request, filters kept', async () => {
    const api = list();
    const { user } = renderWithPortal(<LeadSearchPage />, { client: api.client, path: '/lead/search?dispo=11' });
    await screen.findByText(`1–200 of ${TOTAL} leads`, {}, RENDERED);
    await user.click(within(screen.getByRole('table', { name: 'My leads' })).getByRole('button', { name: /Name/ }));
    await waitFor(() =>
      expect(sent(api)).toMatchObject({ orderby_field: 'lname', criteria: { lead_dispo_id: { value: ['11'] } } }),
    );
    expect(location().searchParams.get('sort')).toBe('lname');
    expect(location().searchParams.get('dispo')).toBe('11');
  });
});

describe('given a search was just run', () => {
  it('when its answer arrives then focus moves to the results summary, which the page title heads', async () => {
    const api = fakeApi({
      'POST lead/search/': () => ({
        body: {
          success: true,
          total_records: 3,
          page_number: 1,
          records_per_page: 200,
          result: [row(0), row(1), row(2)],
        },
      }),
    });
    renderWithPortal(<LeadSearchPage />, { client: api.client, path: href });
    expect(screen.getByRole('heading', { level: 1, name: 'Lead Search' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('1–3 of 3 leads');
  });
});

describe('given an agent who may send SOAs', { timeout: 90_000 }, () => {
  it('when all rows of both pages are selected then Send Enhanced SOA asks about all of them, and another order clears the selection', async () => {
    granted.permissions = ['soa_send'];
    // Three matches, two a page (the server's page size): fast to render with selectable rows.
    const small = (request: FakeRequest) => {
      const { page_number } = request.body as { page_number: number };
      const count = page_number === 1 ? 2 : 1;
      return {
        body: {
          success: true,
          total_records: 3,
          page_number,
          records_per_page: 2,
          result: Array.from({ length: count }, (_, k) => row((page_number - 1) * 2 + k)),
        },
      };
    };
    try {
      const api = fakeApi({
        'POST lead/search/': small,
        'GET soa/bulkEmailDisabled': () => ({ body: { disable_bulk_soa_email: false } }),
      });
      const { user } = renderWithPortal(<LeadSearchPage />, { client: api.client, path: href });
      await screen.findByText('1–2 of 3 leads');
      const send = screen.getByRole('button', { name: 'Send Enhanced SOA' });
      expect(send).toBeDisabled();
      await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      await screen.findByText('3–3 of 3 leads');
      await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
      await user.click(send);
      const dialog = await screen.findByRole('dialog', { name: 'Send Enhanced SOA' });
      expect(within(dialog).getByText('Email an Enhanced SOA request to 3 selected leads?')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // The previous page's rows are still selected.
      await user.click(screen.getByRole('button', { name: 'Previous page' }));
      await screen.findByText('1–2 of 3 leads');
      expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Lead Date' }));
      await waitFor(() => expect(send).toBeDisabled());
    } finally {
      granted.permissions = [];
    }
  });
});

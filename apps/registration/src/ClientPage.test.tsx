import { CLIENT_PAGE_MESSAGES as M, NEW_LEAD_MESSAGES } from '@meridian/domain';
import { ThemeProvider } from '@meridian/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientPage } from './ClientPage';

const TOKEN = 'A'.repeat(43);

const RECORD = {
  success: true,
  account_business_name: 'Bluebonnet Senior Benefits',
  agent_name: 'Marcus Bell',
  can_update: true,
  expires_at: '2027-01-24T12:00:00.000Z',
  lead: {
    fname: 'Ruth',
    lname: 'Alvarez',
    dob: '04/12/1956',
    phones: [{ phone_id: 7, phone_type: 'Home', phone: '5125550143', phone_ext: null, isSelected: true }],
    emails: [{ email_id: 8, email_type: 'Home', email: 'ruth@example.com', isSelected: true }],
    addresses: [
      {
        address_id: 9,
        address_type_id: 'Home',
        address1: '12 Oak St',
        address2: '',
        city: 'Austin',
        state_id: 'TX',
        zip: '78701',
        zip_4: '',
        county: 'Travis',
        county_fips: '48453',
        country_id: 1,
        apo: '0',
        isSelected: true,
      },
    ],
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake fetch answering the record call, then each update with `update(body)`. */
function serve(record: unknown, update: (body: Record<string, unknown>) => Response = () => json(200, RECORD)) {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ url, body });
      return url.includes('client/record') ? json(200, record) : update(body);
    }),
  );
  return calls;
}

function renderPage(token = TOKEN) {
  return render(
    <ThemeProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ClientPage token={token} />
      </SWRConfig>
    </ThemeProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('given the client self-service page', () => {
  it('when the link has no token then it says the link is not valid and asks nothing of the server', async () => {
    const calls = serve(RECORD);
    renderPage('');
    expect(screen.getByText(M.invalidLink)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('when the link is expired then the server message shows and there is no form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(410, { success: false, message: M.expiredLink })),
    );
    renderPage();
    expect(await screen.findByText(M.expiredLink)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
  });

  it('when the client corrects their name then Save sends the token in the body with the change and thanks them', async () => {
    const user = userEvent.setup();
    const calls = serve(RECORD);
    renderPage();
    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('Ruth');
    expect(screen.getByText(/Marcus Bell of Bluebonnet Senior Benefits asked you/)).toBeInTheDocument();
    await user.clear(first);
    await user.type(first, 'Ruthie');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    const update = calls.find((c) => c.url.includes('client/update'))!;
    expect(update.url).not.toContain(TOKEN);
    expect(update.body).toMatchObject({ token: TOKEN, fname: 'Ruthie', lname: 'Alvarez' });
    expect((update.body.addresses as Array<{ apo: string }>)[0]!.apo).toBe('0');
  });

  it('when the first name is emptied then Save lists it and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = serve(RECORD);
    renderPage();
    await user.clear(await screen.findByRole('textbox', { name: 'First name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: NEW_LEAD_MESSAGES.fnameRequired })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('client/update'))).toHaveLength(0);
  });

  it('when the server refuses the save then its message shows and what the client typed stays', async () => {
    const user = userEvent.setup();
    serve(RECORD, () => json(400, { success: false, message: 'Birthdate contains invalid data.' }));
    renderPage();
    const last = await screen.findByRole('textbox', { name: 'Last name' });
    await user.clear(last);
    await user.type(last, 'Alvarez-Ruiz');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Birthdate contains invalid data.')).toBeInTheDocument();
    expect(last).toHaveValue('Alvarez-Ruiz');
  });

  it('when the agent does not allow updates then the page is read-only and has no Save', async () => {
    serve({ ...RECORD, can_update: false });
    renderPage();
    expect(await screen.findByText(M.updatesOff)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

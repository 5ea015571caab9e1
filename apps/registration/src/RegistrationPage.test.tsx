import { REGISTRATION_MESSAGES as M } from '@meridian/domain';
import { ThemeProvider } from '@meridian/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegistrationPage } from './RegistrationPage';

function renderPage(token: string | null = null) {
  return render(
    <ThemeProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RegistrationPage token={token} />
      </SWRConfig>
    </ThemeProvider>,
  );
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('given the registration page', () => {
  it('when there is no token then it shows the promotional line, and an empty submit lists what is missing', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Register with Meridian' })).toBeInTheDocument();
    expect(screen.getByText(/all-day workspace for Medicare/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(M.incompleteForm)).toBeInTheDocument();
    expect(screen.getByText(M.loginRequired)).toBeInTheDocument();
    // Any edit clears the error state.
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'S');
    expect(screen.queryByText(M.incompleteForm)).not.toBeInTheDocument();
  });

  it('when the link role has expired then the banner says so and the form is disabled', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { message: 'Role Expired: contact the owner', cobrand: {}, user: { account_id: 1, fname: 'Dana', lname: 'W' } })));
    renderPage('token');
    expect(await screen.findByText(M.roleExpired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toBeDisabled();
  });

  it('when the link check fails then the invalid-link banner shows and there is no form', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(400, { success: false, message: 'bad' })));
    renderPage('token');
    expect(await screen.findByText(M.invalidLink)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Registration' })).not.toBeInTheDocument();
  });
});

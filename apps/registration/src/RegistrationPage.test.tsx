import { REGISTRATION_MESSAGES as M } from '@meridian/domain';
import { ThemeProvider } from '@meridian/ui';
import { render, screen, within } from '@testing-library/react';
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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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
    expect(screen.getByRole('region', { name: M.incompleteForm })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      expect.stringContaining(M.loginRequired),
    );
    // Any edit clears the error state.
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'S');
    expect(screen.queryByText(M.incompleteForm)).not.toBeInTheDocument();
  });

  it('when the link role has expired then the banner says so and the form is disabled', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, {
          message: 'Role Expired: contact the owner',
          cobrand: {},
          user: { account_id: 1, fname: 'Dana', lname: 'W' },
        }),
      ),
    );
    renderPage('token');
    expect(await screen.findByText(M.roleExpired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toBeDisabled();
  });

  it('when the link check fails then the invalid-link banner shows and there is no form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { success: false, message: 'bad' })),
    );
    renderPage('token');
    expect(await screen.findByText(M.invalidLink)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Registration' })).not.toBeInTheDocument();
  });
});

describe('given a submit with errors (GOV.UK error summary)', () => {
  it('when Submit is pressed then the summary takes focus and links each field in error; a link focuses its field', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = screen.getByRole('region', { name: M.incompleteForm });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('alert')).toHaveTextContent(M.incompleteForm);
    const login = within(summary).getByRole('link', { name: M.loginRequired });
    expect(within(summary).getAllByRole('link').length).toBeGreaterThan(3);
    await user.tab();
    expect(login).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it('when Submit is pressed again without an edit then the summary takes focus again', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('region', { name: M.incompleteForm })).toHaveFocus();
  });

  it('when the page renders then it is the main landmark', () => {
    renderPage();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });
});

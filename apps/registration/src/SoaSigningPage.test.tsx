import { SOA_SIGNING_MESSAGES as M } from '@meridian/domain';
import { ThemeProvider } from '@meridian/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SoaSigningPage } from './SoaSigningPage';

const TOKEN = 'S'.repeat(43);
const RECORD = {
  success: true,
  account_business_name: 'Bluebonnet Senior Benefits',
  agent_name: 'Marcus Bell',
  client_name: 'Ruth Alvarez',
  appointment_date: '12/15/2026',
  contact_method: 'Email',
  expires_at: '2027-01-24T12:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(
  record: Response,
  sign: () => Response = () => json(200, { success: true, message: 'ok', signed_at: '2026-11-26T15:30:00.000Z' }),
) {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return url.includes('soa/record') ? record.clone() : sign();
    }),
  );
  return calls;
}

function renderPage(token = TOKEN) {
  return render(
    <ThemeProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <SoaSigningPage token={token} />
      </SWRConfig>
    </ThemeProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('given the Scope of Appointment signing page', () => {
  it('when the link has no token then it says the link is not valid and asks nothing of the server', () => {
    const calls = serve(json(200, RECORD));
    renderPage('');
    expect(screen.getByText(M.invalidLink)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([
    [410, M.expiredLink],
    [409, M.usedLink],
    [404, M.invalidLink],
  ])('when the server answers %i then its message shows and there is no form', async (status, message) => {
    serve(json(status, { success: false, message }));
    renderPage();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.sign })).not.toBeInTheDocument();
  });

  it('when the client chooses products and signs then the token, choices and name are sent and they are thanked', async () => {
    const user = userEvent.setup();
    const calls = serve(json(200, RECORD));
    const { container } = renderPage();
    expect(await screen.findByText(/Marcus Bell of Bluebonnet Senior Benefits asked you/)).toBeInTheDocument();
    expect(screen.getByText('12/15/2026')).toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Medicare Supplement (Medigap) Products' }));
    await user.click(screen.getByRole('checkbox', { name: 'Stand-alone Medicare Prescription Drug Plans (Part D)' }));
    await user.type(screen.getByRole('textbox', { name: M.signatureLabel }), ' Ruth Alvarez ');
    await user.click(screen.getByRole('button', { name: M.sign }));
    expect(await screen.findByText(M.signed)).toBeInTheDocument();
    const sign = calls.find((c) => c.url.includes('soa/sign'))!;
    expect(sign.url).not.toContain(TOKEN);
    expect(sign.body).toEqual({ token: TOKEN, product_types: ['medigap', 'part_d'], signer_name: 'Ruth Alvarez' });
  });

  it('when nothing is chosen and no name is typed then Sign lists both and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = serve(json(200, RECORD));
    renderPage();
    await user.click(await screen.findByRole('button', { name: M.sign }));
    expect(await screen.findByRole('link', { name: M.productsRequired })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.signatureRequired })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: M.productsLegend })).toHaveAccessibleDescription(M.productsRequired);
    expect(calls.filter((c) => c.url.includes('soa/sign'))).toHaveLength(0);
  });

  it('when the keyboard is used then Space ticks a product and Enter signs', async () => {
    const user = userEvent.setup();
    serve(json(200, RECORD));
    renderPage();
    const first = await screen.findByRole('checkbox', {
      name: 'Stand-alone Medicare Prescription Drug Plans (Part D)',
    });
    first.focus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: M.signatureLabel }), 'Ruth Alvarez{Enter}');
    expect(await screen.findByText(M.signed)).toBeInTheDocument();
  });

  it('when the server refuses the signature then its message shows and the choices stay', async () => {
    const user = userEvent.setup();
    serve(json(200, RECORD), () => json(409, { success: false, message: M.usedLink }));
    renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Hospital Indemnity Products' });
    await user.click(box);
    await user.type(screen.getByRole('textbox', { name: M.signatureLabel }), 'Ruth Alvarez');
    await user.click(screen.getByRole('button', { name: M.sign }));
    expect(await screen.findByText(M.usedLink)).toBeInTheDocument();
    expect(box).toBeChecked();
  });
});

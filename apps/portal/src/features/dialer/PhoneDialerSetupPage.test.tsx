import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithPortal, testSession } from '../notices/test-utils';
import { PhoneDialerSetupPage } from './PhoneDialerSetupPage';

vi.mock('../../session/SessionProvider', () => ({ useSession: () => testSession() }));

const refusal = 'Your phone dialer account is not connected. Connect it to place calls through the phone dialer.';

function authServer(authorized: '0' | '1') {
  return fakeApi({
    'GET PhoneDialerProvider/authSettings': ({ query }) => ({
      body: {
        provider_name: 'Meridian Dialer',
        phone_dialer_host: 'dialer.meridian.example',
        account_phone_dialer_provider_active: '1',
        phone_dialer_provider_active: '1',
        phone_dialer_provider_behavior_type_id: 2,
        authorized,
        auth_url:
          authorized === '1'
            ? null
            : `https://dialer.meridian.example/connect?return_to=${encodeURIComponent(query.get('laweb_current_route') ?? '')}`,
      },
    }),
  });
}

describe('given a visit without navigation state', () => {
  it('when the set-up page opens then no alert shows, only the way to connect the provider', async () => {
    const api = authServer('0');
    renderWithPortal(<PhoneDialerSetupPage />, { client: api.client, path: '/integration/phone-dialer-setup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Phone Dialer Setup' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const connect = await screen.findByRole('link', { name: 'Connect your Meridian Dialer account' });
    expect(connect.getAttribute('href')).toMatch(/^https:\/\/dialer\.meridian\.example\/connect\?return_to=/);
    expect(api.callsTo('GET', 'PhoneDialerProvider/authSettings')[0]!.query.get('laweb_current_route')).toBe(
      '/integration/phone-dialer-setup',
    );
  });
});

describe('given a failed provider call', () => {
  it('when the navigation state carries its message then an alert shows it and the connect flow returns where the call was made', async () => {
    const api = authServer('0');
    renderWithPortal(<PhoneDialerSetupPage />, {
      client: api.client,
      path: '/integration/phone-dialer-setup',
      state: { message: refusal, from: '/lead/42' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    await screen.findByRole('link', { name: 'Connect your Meridian Dialer account' });
    expect(api.callsTo('GET', 'PhoneDialerProvider/authSettings')[0]!.query.get('laweb_current_route')).toBe(
      '/lead/42',
    );
  });

  it('when the account is connected then the page says so', async () => {
    const api = authServer('1');
    renderWithPortal(<PhoneDialerSetupPage />, { client: api.client, path: '/integration/phone-dialer-setup' });
    expect(await screen.findByText('Your Meridian Dialer account is connected.')).toBeVisible();
  });
});

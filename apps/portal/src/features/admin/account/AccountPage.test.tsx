import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, axeViolations, fakeApi, renderWithPortal, testSession } from '../../../test-utils';
import { AccountPage } from './AccountPage';

vi.mock('../../../session/SessionProvider', async () => {
  const { testSession: session, ADMIN: admin } = await import('../../../test-utils');
  return { useSession: () => session(admin, ['ui_admin', 'account_settings_edit', 'user_manage']) };
});
void testSession;

function server() {
  const settings = {
    account_id: 3,
    phone_dialer_provider_active: '1',
    phone_dialer_provider_behavior_type_id: 3,
    lead_manage_tracking_number_feature_enabled: '1',
    lead_b2bpartner_fields_enabled: '1',
    feature_flags: { configurable_settings: true, disable_mapd_quote: false },
  };
  return fakeApi(
    {
      'GET account/3': () => ({
        body: {
          account_id: 3,
          account_name: 'Demo Agency',
          active: '1',
          account_owner_user_id: 5,
          owner_fname: 'Dana',
          owner_lname: 'Whitfield',
          cobrand_asset_urls: { logo_1: null, logo_2: null, logo_3: null },
        },
      }),
      'GET account/3/settings': () => ({ body: settings }),
      'GET account/3/totalAgents/': () => ({ body: { total_agents: 3, active_agents: 2 } }),
      'POST user/search': () => ({
        body: { success: true, total_records: 0, page_number: 1, records_per_page: 500, result: [] },
      }),
      'POST account/3/settings': () => ({
        body: { success: true, phone_dialer_provider_active: '1', phone_dialer_provider_behavior_type_id: 3 },
      }),
    },
    ADMIN,
  );
}

describe('given the Account screen (issue 16)', () => {
  it('when an SVG is chosen as a logo then it is refused before anything is sent', async () => {
    const { client, callsTo } = server();
    const { user } = renderWithPortal(<AccountPage />, { client, path: '/admin/account' });
    expect(await screen.findByText('3 users, 2 active')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByLabelText('Large logo file'), { target: { files: [svg] } });
    await user.click(screen.getByRole('button', { name: 'Upload large logo' }));
    expect(await screen.findByText('The logo must be a PNG or JPEG image.')).toBeTruthy();
    expect(callsTo('POST', 'account/3/cobrand')).toEqual([]);
  });

  it('when a PNG declares 50000 × 50000 pixels then it is refused before anything is sent', async () => {
    const { client, callsTo } = server();
    const { user } = renderWithPortal(<AccountPage />, { client, path: '/admin/account' });
    expect(await screen.findByText('3 users, 2 active')).toBeTruthy();
    const header = new Uint8Array(33);
    header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(header.buffer).setUint32(16, 50_000);
    new DataView(header.buffer).setUint32(20, 50_000);
    header.set([8, 6, 0, 0, 0], 24);
    const huge = new File([header], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Large logo file'), { target: { files: [huge] } });
    await user.click(screen.getByRole('button', { name: 'Upload large logo' }));
    expect(await screen.findByText('The logo must be at most 2000 × 2000 pixels.')).toBeTruthy();
    expect(callsTo('POST', 'account/3/cobrand')).toEqual([]);
  });

  it('when a setting and a flag are changed then only those are sent', async () => {
    const { client, callsTo } = server();
    const { user } = renderWithPortal(<AccountPage />, { client, path: '/admin/account' });
    const save = await screen.findByRole('button', { name: 'Save settings' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Managed tracking codes' }));
    await user.click(screen.getByRole('checkbox', { name: 'MAPD quoting off' }));
    await user.click(save);
    await waitFor(() =>
      expect(callsTo('POST', 'account/3/settings').map((c) => c.body)).toEqual([
        { lead_manage_tracking_number_feature_enabled: '0', feature_flags: { disable_mapd_quote: true } },
      ]),
    );
    expect(within(document.body).getByText('Settings updated.')).toBeTruthy();
  });
});

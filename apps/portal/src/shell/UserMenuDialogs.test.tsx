import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithPortal, testSession } from '../test-utils';
import { AppFrame } from './AppFrame';

vi.mock('../session/SessionProvider', () => ({
  useSession: () => testSession({ ...testSession().user, phones: [], emails: [], addresses: [], usercredentials: [] }),
}));

/** The calls the frame makes, with the configurable_settings flag as given. */
function frameServer(configurableSettings: boolean) {
  return fakeApi({
    'GET account/3': () => ({
      body: {
        account_id: 3,
        account_name: 'Demo Agency',
        active: '1',
        account_owner_user_id: 5,
        owner_fname: 'Dana',
        owner_lname: 'Whitfield',
        cobrand_asset_urls: { logo_1: null, logo_2: null },
      },
    }),
    'GET account/3/settings': () => ({
      body: {
        account_id: 3,
        phone_dialer_provider_active: '0',
        phone_dialer_provider_behavior_type_id: 3,
        lead_manage_tracking_number_feature_enabled: '0',
        lead_b2bpartner_fields_enabled: '0',
      },
    }),
    'GET user/7/settings': () => ({
      body: { user_id: 7, phone_dialer_provider_active: '0', phone_dialer_provider_behavior_type_id: 3 },
    }),
    'GET user/7/planExplorerAccess': () => ({ body: { plan_explorer_access: 'False' } }),
    'GET featureFlags': () => ({ body: { key: 'user:7', flags: { configurable_settings: configurableSettings } } }),
    'GET noticeOutstandingCount/7': () => ({ body: { notice_outstanding_count: 0, includes_important: '0' } }),
    'POST usercarrier/search/': () => ({
      body: { success: true, total_records: 0, page_number: 1, records_per_page: 500, result: [] },
    }),
    'POST selfServiceConfig/search/': () => ({
      body: { success: true, total_records: 0, page_number: 1, records_per_page: 0, result: [] },
    }),
    'GET CommunicationPreference/user/7': () => ({ body: { user_id: 7, communication_preferences: [] } }),
    'GET CommunicationPreference/canSendText': () => ({
      body: { disable_texting: '1', text_append: '', process_message: '', phone: '', user_id: 7 },
    }),
  });
}

function renderFrame(configurableSettings: boolean) {
  return renderWithPortal(
    <AppFrame>
      <p>Page</p>
    </AppFrame>,
    { client: frameServer(configurableSettings).client },
  );
}

async function openUserMenu(user: ReturnType<typeof renderFrame>['user']) {
  // The frame shows once the feature flags have answered.
  await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: /Marcus Bell/ }));
  return screen.findByRole('menu');
}

// Spec 01 §2: "User-name menu: Profile; Configurable Settings (only with a feature flag); …".
describe('given the user menu', () => {
  it('when Profile is chosen then the User Profile dialog opens (loaded on demand) and closes back to the frame', async () => {
    const { user } = renderFrame(false);
    const menu = await openUserMenu(user);
    await user.click(await within(menu).findByRole('menuitem', { name: 'Profile' }));
    // The dialog's chunk is transformed on first use: on a busy machine that takes more than a second.
    const dialog = await screen.findByRole('dialog', { name: 'User Profile' }, { timeout: 15_000 });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByText('Page')).toBeVisible();
  });

  it('when the configurable_settings flag is off then Configurable Settings is not offered', async () => {
    const { user } = renderFrame(false);
    const menu = await openUserMenu(user);
    await within(menu).findByRole('menuitem', { name: 'Profile' });
    expect(within(menu).queryByRole('menuitem', { name: 'Configurable Settings' })).not.toBeInTheDocument();
  });

  it('when the flag is on then Configurable Settings opens its dialog', async () => {
    const { user } = renderFrame(true);
    const menu = await openUserMenu(user);
    await user.click(await within(menu).findByRole('menuitem', { name: 'Configurable Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Configurable Settings' }, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Client Self-Service' })).toBeVisible();
  });
});

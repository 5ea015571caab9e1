import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithPortal, testSession } from '../test-utils';
import { AppFrame } from './AppFrame';

vi.mock('../session/SessionProvider', () => ({ useSession: () => testSession() }));

const account = (logos: { logo_1: string | null; logo_2: string | null }) => ({
  body: {
    account_id: 3,
    account_name: 'Demo Agency',
    active: '1',
    account_owner_user_id: 5,
    owner_fname: 'Dana',
    owner_lname: 'Whitfield',
    cobrand_asset_urls: logos,
  },
});

// Spec 01 §2 Sidebar: "Logo (account co-brand logo, large or small)"; §3: logo_1 small, logo_2 large.
describe('given an account with co-brand logos', () => {
  it('when the sidebar is expanded then the large logo shows, and collapsed the small one', async () => {
    const api = fakeApi({ 'GET account/3': () => account({ logo_1: '/cobrand/3/small.png', logo_2: '/cobrand/3/large.png' }) });
    const { user } = renderWithPortal(
      <AppFrame>
        <p>Page</p>
      </AppFrame>,
      { client: api.client },
    );
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    const large = await within(sidebar).findByRole('img', { name: 'Demo Agency logo' });
    expect(large).toHaveAttribute('src', '/cobrand/3/large.png');
    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(within(sidebar).getByRole('img', { name: 'Demo Agency logo' })).toHaveAttribute('src', '/cobrand/3/small.png');
  });
});

describe('given an account without a co-brand', () => {
  it('when the frame loads then the product name stands in for the logo', async () => {
    const api = fakeApi({ 'GET account/3': () => account({ logo_1: null, logo_2: null }) });
    renderWithPortal(
      <AppFrame>
        <p>Page</p>
      </AppFrame>,
      { client: api.client },
    );
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    await vi.waitFor(() => expect(api.callsTo('GET', 'account/3')).toHaveLength(1));
    expect(within(sidebar).queryByRole('img')).not.toBeInTheDocument();
    expect(within(sidebar).getByText('Meridian')).toBeVisible();
  });
});

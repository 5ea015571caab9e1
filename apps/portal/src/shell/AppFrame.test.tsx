import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithPortal, testSession } from '../test-utils';
import { AppFrame, selectedLeadIdOf } from './AppFrame';
import { NON_PRODUCTION_TEXT } from './Header';

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
    const api = fakeApi({
      'GET account/3': () => account({ logo_1: '/cobrand/3/small.png', logo_2: '/cobrand/3/large.png' }),
    });
    const { user } = renderWithPortal(
      <AppFrame>
        <p>Page</p>
      </AppFrame>,
      { client: api.client },
    );
    const sidebar = await screen.findByRole('navigation', { name: 'Main' });
    const large = await within(sidebar).findByRole('img', { name: 'Demo Agency logo' });
    expect(large).toHaveAttribute('src', '/cobrand/3/large.png');
    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(within(sidebar).getByRole('img', { name: 'Demo Agency logo' })).toHaveAttribute(
      'src',
      '/cobrand/3/small.png',
    );
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
    const sidebar = await screen.findByRole('navigation', { name: 'Main' });
    await vi.waitFor(() => expect(api.callsTo('GET', 'account/3')).toHaveLength(1));
    expect(within(sidebar).queryByRole('img')).not.toBeInTheDocument();
    expect(within(sidebar).getByText('Meridian')).toBeVisible();
  });
});

// Spec 01 §2 Header: the orange banner of a non-production environment is controlled by a flag.
describe('given the environment warning banner flag is on', () => {
  it('when the frame first shows then the banner is already in it, so nothing shifts when the flags arrive', async () => {
    let answerFlags = () => {};
    const flagsAnswered = new Promise<void>((resolve) => (answerFlags = resolve));
    const api = fakeApi({
      'GET account/3': () => account({ logo_1: null, logo_2: null }),
      'GET featureFlags': async () => {
        await flagsAnswered;
        return { body: { key: 'user:7', flags: { environment_warning_banner: true } } };
      },
    });
    renderWithPortal(
      <AppFrame>
        <p>Page</p>
      </AppFrame>,
      { client: api.client },
    );
    await vi.waitFor(() => expect(api.callsTo('GET', 'featureFlags')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByText('Page')).not.toBeInTheDocument();
    // Nor does the Important Notice watcher poll yet: no pop-up can open over a frame not yet there.
    expect(api.callsTo('GET', 'noticeOutstandingCount/7')).toHaveLength(0);
    answerFlags();
    const header = await screen.findByRole('banner');
    expect(within(header).getByText(NON_PRODUCTION_TEXT)).toBeVisible();
    // The page mounts once the frame has painted.
    expect(await screen.findByText('Page')).toBeVisible();
  });
});

// Spec 01 §2 quick actions: 'Create Quote for {lead name}' while a lead is selected.
describe('given the paths a selected lead is read from', () => {
  it.each([
    ['/lead/42', '', 42],
    ['/lead/42/', '', 42],
    ['/quotes/mapartd/42', '', 42],
    ['/quotes', '?lead_id=42', 42],
    ['/quotes/', '?lead_id=42&x=1', 42],
    ['/lead/new', '', undefined],
    ['/lead/0', '', undefined],
    ['/lead/search', '?lead_id=42', undefined],
    ['/quotes', '?lead_id=abc', undefined],
    ['/quotes/medadvantage', '?lead_id=7', undefined],
    ['/calendar', '', undefined],
  ])('when the path is %s%s then the selected lead id is %s', (path, search, expected) => {
    expect(selectedLeadIdOf(path, search)).toBe(expected);
  });
});

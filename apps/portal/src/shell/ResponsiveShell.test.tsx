import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, fakeApi, renderWithPortal, testSession } from '../test-utils';
import { AppFrame } from './AppFrame';

vi.mock('../session/SessionProvider', () => ({ useSession: () => testSession() }));

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** A window `width` px wide: the frame's `(max-width: …px)` media queries answer for it. */
function windowOf(width: number, userAgent?: string) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity) >= width,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
  if (userAgent) vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

afterEach(() => {
  vi.restoreAllMocks();
});

function renderFrame() {
  const api = fakeApi({
    'GET featureFlags': () => ({ body: { key: 'user:7', flags: { environment_warning_banner: false } } }),
  });
  return renderWithPortal(
    <AppFrame>
      <p>Page</p>
    </AppFrame>,
    { client: api.client },
  );
}

const menuButton = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Expand menu' });

describe('given a phone (375 px)', () => {
  it('when the frame shows then there is no icon rail and the user menu is an initials button named for the account', async () => {
    windowOf(375);
    renderFrame();
    const account = await screen.findByRole('button', { name: 'MB, Account menu: Marcus Bell' });
    expect(within(account).getByText('MB')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(menuButton()).toBeEnabled();
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the menu button is pressed then the menu opens over the page with focus inside, and Escape closes it back to the button', async () => {
    windowOf(375);
    const { user } = renderFrame();
    await user.click(await screen.findByRole('button', { name: 'Expand menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 15_000 });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('R2025Q3.4.1')).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton()).toHaveFocus());
  });

  it('when a page link in the menu is followed then the page changes, the menu closes and focus returns to the menu button', async () => {
    windowOf(375);
    const { user } = renderFrame();
    await user.click(await screen.findByRole('button', { name: 'Expand menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 15_000 });
    await user.click(within(drawer).getByRole('link', { name: 'Help' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/help');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton()).toHaveFocus());
  });

  it('when the backdrop is pressed then the menu closes', async () => {
    windowOf(375);
    const { user } = renderFrame();
    await user.click(await screen.findByRole('button', { name: 'Expand menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 15_000 });
    // The outside-press listener is attached a task after opening (Radix), as a real press would come.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A press: Radix dismisses on the click that follows a primary-button pointerdown outside.
    fireEvent.pointerDown(drawer.previousElementSibling!, { button: 0 });
    fireEvent.click(drawer.previousElementSibling!, { button: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton()).toHaveFocus());
  });

  it('when the user agent is a phone then the menu button still opens the menu (the only way to it)', async () => {
    windowOf(375, IPHONE);
    const { user } = renderFrame();
    await user.click(await screen.findByRole('button', { name: 'Expand menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe('given a tablet (768 px)', () => {
  it('when the frame shows then the sidebar is an icon rail, and the menu button opens the expanded menu over the page', async () => {
    windowOf(768);
    const { user } = renderFrame();
    const rail = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(rail).queryByText('R2025Q3.4.1')).not.toBeInTheDocument();
    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 15_000 });
    expect(within(drawer).getByText('R2025Q3.4.1')).toBeVisible();
    // The rail stays where it was, hidden from assistive technology behind the modal menu.
    expect(rail).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton()).toHaveFocus());
  });

  it('when the user agent is a mobile one then the rail stays collapsed and the toggle is disabled (spec 01 §2)', async () => {
    windowOf(768, IPHONE);
    renderFrame();
    await screen.findByRole('navigation', { name: 'Main' });
    expect(menuButton()).toBeDisabled();
  });
});

describe('given a laptop (1280 px)', () => {
  it('when the toggle is pressed then the sidebar collapses in the page, with no drawer', async () => {
    windowOf(1280);
    const { user } = renderFrame();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('R2025Q3.4.1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'MB, Account menu: Marcus Bell' })).toHaveTextContent('Marcus Bell');
    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(within(nav).queryByText('R2025Q3.4.1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-controls', 'sidebar');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

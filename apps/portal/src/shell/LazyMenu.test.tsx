import { ThemeProvider } from '@meridian/ui';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test-utils';
import type * as LazyMenuModule from './LazyMenu';

let lazyMenu: typeof LazyMenuModule;

// Each test starts from a fresh copy of the module, so the menu's code has not loaded yet, and the
// browser is never idle: the code loads only when the user reaches the trigger.
beforeEach(async () => {
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => {});
  vi.resetModules();
  lazyMenu = await import('./LazyMenu');
});
afterEach(() => {
  cleanup(); // unmounted while the stand-ins are still there
  vi.unstubAllGlobals();
});

function renderMenu(onSelect = vi.fn()) {
  const { LazyMenu } = lazyMenu;
  render(
    <ThemeProvider>
      <LazyMenu trigger={<button type="button">Account</button>}>
        {(Menu) => (
          <>
            <Menu.Item onSelect={() => onSelect('Profile')}>Profile</Menu.Item>
            <Menu.Item onSelect={() => onSelect('Logout')}>Logout</Menu.Item>
          </>
        )}
      </LazyMenu>
    </ThemeProvider>,
  );
  return {
    user: userEvent.setup(),
    onSelect,
    // While the menu is open (modal) the page behind it is hidden from assistive technology.
    trigger: () => screen.getByRole('button', { name: 'Account', hidden: true }),
  };
}

describe('given a menu whose code has not loaded yet', () => {
  it('when it shows then its trigger is the button it was given, announced as opening a closed menu, with no axe violations', async () => {
    const { trigger } = renderMenu();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('when Enter is pressed on the trigger then the menu opens with focus on its first item, and Escape returns focus to the trigger', async () => {
    const { user, trigger } = renderMenu();
    trigger().focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await vi.waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('when the trigger is pressed then the menu opens with focus inside it, and choosing an item calls it', async () => {
    const { user, trigger, onSelect } = renderMenu();
    await user.click(trigger());
    const menu = await screen.findByRole('menu');
    await vi.waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(onSelect).toHaveBeenCalledWith('Logout');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('given the menu code has arrived before the first press', () => {
  it('when the user reaches the trigger then it stays the same button, and a click opens the menu', async () => {
    const { user, trigger } = renderMenu();
    const button = trigger();
    await user.hover(button);
    await act(() => lazyMenu.loadMenu());
    expect(trigger()).toBe(button);
    await user.click(button);
    expect(await screen.findByRole('menu')).toBeVisible();
  });
});

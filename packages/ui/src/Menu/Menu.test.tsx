import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { axeViolations, renderWithTheme } from '../test-utils';
import { Menu } from './Menu';

function UserMenu({ onSelect }: { onSelect: (item: string) => void }) {
  return (
    <Menu>
      <Menu.Trigger>
        <Button>Jane Doe</Button>
      </Menu.Trigger>
      <Menu.Content>
        <Menu.Item onSelect={() => onSelect('profile')}>Profile</Menu.Item>
        <Menu.Item onSelect={() => onSelect('recording')}>Call Recording</Menu.Item>
        <Menu.Item disabled onSelect={() => onSelect('explorer')}>
          Plan Explorer
        </Menu.Item>
        <Menu.Separator />
        <Menu.Item onSelect={() => onSelect('logout')}>Logout</Menu.Item>
      </Menu.Content>
    </Menu>
  );
}

describe('given a Menu', () => {
  it('when opened by keyboard then the first item is focused and the menu is axe-clean', async () => {
    const { user } = renderWithTheme(<UserMenu onSelect={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: 'Jane Doe' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    expect(await axeViolations(menu)).toEqual([]);
  });

  it('when open then the page around it is not hidden with aria-hidden, and the menu renders beside its button', async () => {
    const { user, container } = renderWithTheme(
      <main>
        <a href="#x">Elsewhere</a>
        <UserMenu onSelect={vi.fn()} />
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Jane Doe' }));
    const menu = await screen.findByRole('menu');
    expect(container.closest('[aria-hidden="true"]')).toBeNull();
    expect(document.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toBeVisible();
    expect(screen.getByRole('main')).toContainElement(menu);
  });

  it('when an item is chosen with arrows and Enter then it fires and focus returns to the trigger', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithTheme(<UserMenu onSelect={onSelect} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    // ArrowDown skips the disabled Plan Explorer.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Jane Doe' })).toHaveFocus();
  });

  it('when Escape is pressed then it closes without choosing', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithTheme(<UserMenu onSelect={onSelect} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Jane Doe' })).toHaveFocus();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { axeViolations } from '../test-utils/axe';
import { Menu } from './Menu';

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: { onOpenChange: fn() },
} satisfies Meta<typeof Menu>;
export default meta;

type Story = StoryObj<typeof meta>;

const onPick = fn();

export const AddEntry: Story = {
  render: (args) => (
    <Menu {...args}>
      <Menu.Trigger>
        <Button>Add Entry</Button>
      </Menu.Trigger>
      <Menu.Content>
        {['Home', 'Billing', 'Business', 'Mailing', 'Other'].map((type) => (
          <Menu.Item key={type} onSelect={() => onPick(type)}>
            {type}
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    onPick.mockClear();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Home' })).toHaveFocus());
    await expect(await axeViolations(menu)).toEqual([]);
    // Typeahead: "m" jumps to Mailing.
    await userEvent.keyboard('m');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Mailing' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onPick).toHaveBeenCalledWith('Mailing');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Add Entry' })).toHaveFocus();
  },
};

export const UserMenu: Story = {
  render: (args) => (
    <Menu {...args}>
      <Menu.Trigger>
        <Button variant="invisible">Jane Doe</Button>
      </Menu.Trigger>
      <Menu.Content align="end">
        <Menu.Item onSelect={() => onPick('Profile')}>Profile</Menu.Item>
        <Menu.Item onSelect={() => onPick('Configurable Settings')}>Configurable Settings</Menu.Item>
        <Menu.Item disabled>Plan Explorer</Menu.Item>
        <Menu.Item onSelect={() => onPick('Call Recording')}>Call Recording</Menu.Item>
        <Menu.Separator />
        <Menu.Item variant="danger" onSelect={() => onPick('Logout')}>
          Logout
        </Menu.Item>
      </Menu.Content>
    </Menu>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    onPick.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Jane Doe' }));
    await body.findByRole('menu');
    await expect(body.getByRole('menuitem', { name: 'Plan Explorer' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Logout' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Jane Doe' })).toHaveFocus();
    await expect(onPick).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type MouseEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../internal/icons';
import { NavList } from '../NavList';
import { axeViolations } from '../test-utils/axe';
import { Drawer, type DrawerProps } from './Drawer';

const meta = {
  title: 'Navigation/Drawer',
  component: Drawer,
  args: { label: 'Menu', side: 'start', onOpenChange: fn() },
  argTypes: { side: { control: 'inline-radio', options: ['start', 'end'] } },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An app's navigation on a phone: the header's menu button opens the drawer over the page. */
function NavigationDrawer(args: DrawerProps) {
  const [open, setOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const change = (next: boolean) => {
    setOpen(next);
    args.onOpenChange?.(next);
  };
  // A router would navigate here; the story stays on its page.
  const follow = (event: MouseEvent) => {
    event.preventDefault();
    change(false);
  };
  return (
    <>
      <Button ref={menuButtonRef} aria-expanded={open} onClick={() => change(true)}>
        Open menu
      </Button>
      <p>The page stays where it is; the drawer slides over it on a backdrop.</p>
      <Drawer {...args} open={open} onOpenChange={change} returnFocusRef={menuButtonRef}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
          <IconButton aria-label="Close menu" variant="invisible" icon={<CloseIcon />} onClick={() => change(false)} />
        </div>
        <nav aria-label="Main" style={{ padding: 8 }}>
          <NavList>
            <NavList.Item href="#dashboard" aria-current="page" onClick={follow}>
              Dashboard
            </NavList.Item>
            <NavList.Item href="#leads" onClick={follow}>
              Leads
            </NavList.Item>
            <NavList.Item href="#calendar" onClick={follow}>
              Calendar
            </NavList.Item>
          </NavList>
        </nav>
      </Drawer>
    </>
  );
}

export const Default: Story = {
  render: (args) => <NavigationDrawer {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Keyboard: open from the menu button; focus moves to the first control inside.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(body.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await expect(await axeViolations(drawer)).toEqual([]);
    // It lies over the page from the left edge and leaves a strip of backdrop to press.
    await expect(drawer.getBoundingClientRect().left).toBe(0);
    await expect(drawer.getBoundingClientRect().right).toBeLessThan(canvasElement.ownerDocument.body.clientWidth);
    // Escape closes; focus returns to the menu button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    // Following a link closes it too.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('link', { name: 'Leads' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};

export const FromTheEnd: Story = {
  args: { side: 'end', label: 'Filters' },
  render: (args) => <NavigationDrawer {...args} />,
};

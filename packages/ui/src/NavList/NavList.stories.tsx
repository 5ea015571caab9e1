import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckIcon, InfoIcon, SortIcon } from '../internal/icons';
import { axeViolations } from '../test-utils/axe';
import { NavList } from './NavList';

const PlusIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M8 2v12M2 8h12" stroke="currentColor" strokeWidth="1.5" fill="none" />
  </svg>
);

const meta = {
  title: 'Navigation/NavList',
  component: NavList,
  args: { collapsed: false },
  render: (args) => (
    <nav aria-label="Main" style={{ width: args.collapsed ? 60 : 232 }}>
      <NavList {...args}>
        <NavList.Item as="button" type="button" icon={<InfoIcon />} title="Quick Links">
          Quick Links
        </NavList.Item>
        <NavList.Item href="#dashboard" icon={<CheckIcon />} title="Dashboard" aria-current="page">
          Dashboard
        </NavList.Item>
        <NavList.Item
          href="#leads"
          icon={<SortIcon />}
          title="Leads"
          trailingAction={<NavList.TrailingAction aria-label="Create New Lead" icon={<PlusIcon />} />}
        >
          Leads
        </NavList.Item>
        <NavList.Item href="#forms" icon={<CheckIcon />} title="Forms">
          Forms
        </NavList.Item>
        <NavList.Item href="#help" icon={<InfoIcon />} title="Help">
          Help
        </NavList.Item>
      </NavList>
    </nav>
  ),
} satisfies Meta<typeof NavList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Quick Links' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create New Lead' })).toHaveFocus();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Icons only: every item keeps its name, and the trailing actions leave.
    const dashboard = canvas.getByRole('link', { name: 'Dashboard' });
    await expect(dashboard.getBoundingClientRect().width).toBeLessThanOrEqual(60);
    await expect(canvas.queryByRole('button', { name: 'Create New Lead' })).toBeNull();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

/** Items keep their natural height in a list far taller than they need (the portal's sidebar at the window's height). */
export const InTallContainer: Story = {
  args: { style: { height: 900 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('navigation', { name: 'Main' }).firstElementChild!;
    await expect(list.getBoundingClientRect().height).toBe(900);
    const items = [
      canvas.getByRole('button', { name: 'Quick Links' }),
      ...['Dashboard', 'Leads', 'Forms', 'Help'].map((name) => canvas.getByRole('link', { name })),
    ].map((item) => item.getBoundingClientRect());
    for (const box of items) {
      await expect(box.height).toBeGreaterThanOrEqual(32);
      await expect(box.height).toBeLessThanOrEqual(48);
    }
    // Adjacent: each item starts within the list's 4 px gap (and a little rounding) of the one before.
    for (const [i, box] of items.entries()) {
      if (i === 0) continue;
      await expect(box.top - items[i - 1]!.bottom).toBeLessThanOrEqual(8);
    }
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

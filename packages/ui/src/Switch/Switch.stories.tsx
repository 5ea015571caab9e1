import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { axeViolations } from '../test-utils/axe';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'AWN Sync', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'AWN Sync' });
    await expect(control).not.toBeChecked();
    await expect(canvas.getByText('OFF')).toBeVisible();
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(canvas.getByText('ON')).toBeVisible();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const OnWithHint: Story = {
  args: { defaultChecked: true, hint: 'Writing numbers follow the contracting system.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'AWN Sync' });
    await expect(control).toBeChecked();
    await expect(control).toHaveAccessibleDescription('Writing numbers follow the contracting system.');
    await userEvent.click(canvas.getByText('AWN Sync'));
    await expect(control).not.toBeChecked();
    await expect(canvas.getByText('OFF')).toBeVisible();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Disabled: Story = {
  args: { checked: true, disabled: true },
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'AWN Sync' });
    await expect(control).toBeDisabled();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

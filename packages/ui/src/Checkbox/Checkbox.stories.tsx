import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { axeViolations } from '../test-utils/axe';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Email', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Email' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true, label: 'Remember my selection' },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember my selection' });
    await expect(box).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const WithHint: Story = {
  args: { label: "I don't have an NPN", hint: 'The NPN field becomes read-only.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: "I don't have an NPN" });
    await expect(box).toHaveAccessibleDescription('The NPN field becomes read-only.');
    await userEvent.click(within(canvasElement).getByText("I don't have an NPN"));
    await expect(box).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Select all rows', checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Select all rows' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Text' },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Text' });
    await expect(box).toBeDisabled();
    await userEvent.tab();
    await expect(box).not.toHaveFocus();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

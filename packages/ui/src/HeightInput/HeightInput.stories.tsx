import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { axeViolations } from '../test-utils/axe';
import { HeightInput } from './HeightInput';

const meta = {
  title: 'Domain inputs/HeightInput',
  component: HeightInput,
  args: { label: 'Height', onValueChange: fn() },
} satisfies Meta<typeof HeightInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Height ft' })).toHaveFocus();
    await userEvent.keyboard('5');
    await userEvent.tab();
    await userEvent.keyboard('11');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(71);
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Clamped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('9');
    await expect(canvas.getByRole('textbox', { name: 'Height ft' })).toHaveValue('8');
    await expect(canvas.getByRole('status')).toHaveTextContent('Height cannot be more than 8 ft.');
    await userEvent.tab();
    await userEvent.keyboard('x');
    await expect(canvas.getByRole('status')).toHaveTextContent('Height will only accept numeric values.');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Filled: Story = {
  args: { defaultValue: 66 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Height ft' })).toHaveValue('5');
    await expect(canvas.getByRole('textbox', { name: 'Height in' })).toHaveValue('6');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 66, disabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Height ft' })).not.toHaveFocus();
  },
};

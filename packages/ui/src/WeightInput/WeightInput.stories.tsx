import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../Field';
import { axeViolations } from '../test-utils/axe';
import { WeightInput } from './WeightInput';

const meta = {
  title: 'Domain inputs/WeightInput',
  component: WeightInput,
  args: { onValueChange: fn() },
  render: (args) => (
    <Field>
      <Field.Label>Weight</Field.Label>
      <WeightInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof WeightInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Weight' });
    await userEvent.tab();
    await userEvent.keyboard('185');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(185);
    await expect(await axeViolations(canvasElement)).toEqual([]);
    await userEvent.keyboard('0');
    await expect(input).toHaveValue('999');
    await expect(canvas.getByRole('status')).toHaveTextContent('Weight cannot be more than 999 lbs.');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const NotNumeric: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('1a');
    await expect(canvas.getByRole('textbox', { name: 'Weight' })).toHaveValue('1');
    await expect(canvas.getByRole('status')).toHaveTextContent('Weight will only accept numeric values.');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../Field';
import { axeViolations } from '../test-utils/axe';
import { InitialInput } from './InitialInput';

const meta = {
  title: 'Domain inputs/InitialInput',
  component: InitialInput,
  args: { onValueChange: fn() },
  render: (args) => (
    <Field>
      <Field.Label>Initial</Field.Label>
      <InitialInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof InitialInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Initial' });
    await userEvent.tab();
    await userEvent.keyboard('4.');
    await expect(input).toHaveValue('');
    await userEvent.keyboard('q');
    await expect(input).toHaveValue('q');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('q');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'M' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Initial' });
    await userEvent.tab();
    await userEvent.keyboard('{Backspace}R');
    await expect(input).toHaveValue('R');
  },
};

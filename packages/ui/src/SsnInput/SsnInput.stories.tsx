import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../Field';
import { axeViolations } from '../test-utils/axe';
import { SsnInput } from './SsnInput';

const meta = {
  title: 'Domain inputs/SsnInput',
  component: SsnInput,
  args: { onValueChange: fn() },
  render: (args) => (
    <Field style={{ maxWidth: 180 }}>
      <Field.Label>SSN</Field.Label>
      <SsnInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof SsnInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'SSN' });
    await userEvent.tab();
    await userEvent.keyboard('123456789');
    await expect(input).toHaveValue('123-45-6789');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123456789');
    // Leaving the field hides all but the last four digits.
    await userEvent.tab();
    await expect(input).toHaveValue('***-**-6789');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Filled: Story = {
  args: { defaultValue: '987654321' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'SSN' });
    await expect(input).toHaveValue('***-**-4321');
    await userEvent.tab();
    await expect(input).toHaveValue('987-65-4321');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../Field';
import { axeViolations } from '../test-utils/axe';
import { ZipInput } from './ZipInput';

const meta = {
  title: 'Domain inputs/ZipInput',
  component: ZipInput,
  args: { onLookup: fn(), onValueChange: fn() },
  render: (args) => (
    <Field required style={{ maxWidth: 120 }}>
      <Field.Label>Zip</Field.Label>
      <ZipInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof ZipInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Zip' });
    await userEvent.tab();
    await userEvent.keyboard('3009');
    await expect(args.onLookup).not.toHaveBeenCalled();
    await userEvent.keyboard('7');
    await expect(args.onLookup).toHaveBeenCalledWith('30097');
    await userEvent.keyboard('1');
    await expect(input).toHaveValue('30097');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field required style={{ maxWidth: 120 }}>
      <Field.Label>Zip</Field.Label>
      <ZipInput {...args} defaultValue="606" />
      <Field.Error>Please enter correct zip</Field.Error>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Zip' });
    await expect(input).toHaveAccessibleDescription('Please enter correct zip');
    await userEvent.tab();
    await userEvent.keyboard('{End}01');
    await expect(input).toHaveValue('60601');
  },
};

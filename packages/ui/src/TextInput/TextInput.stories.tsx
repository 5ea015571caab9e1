import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../Field';
import { TextInput } from './TextInput';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  args: { onChange: fn(), placeholder: '' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium'] } },
  render: (args) => (
    <Field>
      <Field.Label>City</Field.Label>
      <TextInput autoComplete="address-level2" {...args} />
    </Field>
  ),
} satisfies Meta<typeof TextInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'City' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Chicago');
    await expect(input).toHaveValue('Chicago');
    await expect(args.onChange).toHaveBeenCalledTimes(7);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Springfield' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'City' });
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await expect(input).toHaveValue('');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Springfield' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'City' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'City' })).toHaveAttribute('data-size', 'small');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from '../TextInput';
import { axeViolations } from '../test-utils/axe';
import { Field } from './Field';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { required: false, disabled: false },
} satisfies Meta<typeof Field>;
export default meta;

type Story = StoryObj<typeof meta>;

function LimitedName(props: { required?: boolean; disabled?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <Field {...props} style={{ maxWidth: 320 }}>
      <Field.Label>First name</Field.Label>
      <TextInput maxLength={25} autoComplete="given-name" value={value} onChange={(e) => setValue(e.target.value)} />
      <Field.Hint>{value.length >= 25 ? 'Max length is 25 characters' : null}</Field.Hint>
    </Field>
  );
}

export const Default: Story = {
  render: (args) => <LimitedName {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Abcdefghijklmnopqrstuvwxyz0123');
    await expect(input).toHaveValue('Abcdefghijklmnopqrstuvwxy');
    await expect(input).toHaveAccessibleDescription('Max length is 25 characters');
    await userEvent.keyboard('{Backspace}');
    await expect(input).not.toHaveAccessibleDescription('Max length is 25 characters');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const WithError: Story = {
  args: { required: true },
  render: (args) => (
    <Field {...args} style={{ maxWidth: 320 }}>
      <Field.Label>Last name</Field.Label>
      <TextInput autoComplete="family-name" />
      <Field.Error>Last name is a required field.</Field.Error>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Last name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Last name is a required field.');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <Field {...args} style={{ maxWidth: 320 }}>
      <Field.Label>Medicare name</Field.Label>
      <TextInput defaultValue="JANE Q DOE" />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Medicare name' });
    await expect(input).toBeDisabled();
    // Disabled inputs are skipped by Tab.
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

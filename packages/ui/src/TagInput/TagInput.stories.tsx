import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../Field';
import { axeViolations } from '../test-utils/axe';
import { typeWithoutPause } from '../test-utils/typing';
import { TagInput } from './TagInput';

const known = ['Medicare Advantage', 'Part D', 'Turning 65', 'Referral', 'Spanish speaker', 'Dual eligible'];

const meta = {
  title: 'Domain inputs/TagInput',
  component: TagInput,
  args: { suggestions: known, onValueChange: fn() },
  render: (args) => (
    <Field>
      <Field.Label>Tags</Field.Label>
      <TagInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof TagInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Tags' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Hot lead{Enter}');
    await userEvent.keyboard('dual');
    await expect(canvas.getByRole('option', { name: 'Dual eligible' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Hot lead', 'Dual eligible']);
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const TypedFast: Story = {
  name: 'Typed fast (no key lost)',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole<HTMLInputElement>('combobox', { name: 'Tags' });
    // No pause between keys: every character must land before Enter adds the tag.
    typeWithoutPause(input, 'Preferred client');
    await expect(input).toHaveValue('Preferred client');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Preferred client']);
    typeWithoutPause(input, 'turn');
    await expect(canvas.getByRole('option', { name: 'Turning 65' })).toBeVisible();
  },
};

export const Filled: Story = {
  args: { defaultValue: ['Referral', 'Turning 65', 'Spanish speaker'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Tab reaches the chips' remove buttons first, then the text field.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Referral' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Turning 65', 'Spanish speaker']);
    await expect(canvas.getByRole('combobox', { name: 'Tags' })).toHaveFocus();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const AddTagButton: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add Tag' });
    await expect(add).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('Callback');
    await userEvent.tab();
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Callback']);
  },
};

export const MaxLength: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('abcdefghijklmnopqrstuvwxyz');
    const input = canvas.getByRole('combobox', { name: 'Tags' });
    await expect(input).toHaveValue('abcdefghijklmnopqrst');
    await expect(input).toHaveAccessibleDescription('Max length is 20 characters');
  },
};

export const Disabled: Story = {
  args: { defaultValue: ['Referral'], disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Tags' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Referral' })).toBeDisabled();
  },
};

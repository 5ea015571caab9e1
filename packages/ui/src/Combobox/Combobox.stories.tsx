import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../Field';
import { axeViolations } from '../test-utils/axe';
import { clickThenTypeAtOnce, StateAndZipForm } from '../test-utils/choice-form';
import { COUNTIES_BY_STATE, STATE_OPTIONS } from '../test-utils/fixtures';
import { typeWithoutPause } from '../test-utils/typing';
import { Combobox } from './Combobox';

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: { options: STATE_OPTIONS, onValueChange: fn() },
  argTypes: { options: { control: false }, groups: { control: false } },
  render: (args) => (
    <Field>
      <Field.Label>State</Field.Label>
      <Combobox {...args} />
    </Field>
  ),
} satisfies Meta<typeof Combobox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'State' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('new');
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await expect(await axeViolations(canvasElement)).toEqual([]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('NM');
    await expect(input).toHaveValue('New Mexico');
    await expect(input).toHaveFocus();
  },
};

export const TypedFast: Story = {
  name: 'Typed fast (no key lost)',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole<HTMLInputElement>('combobox', { name: 'State' });
    // No pause between keys: every character must land, and the list follows the whole text.
    typeWithoutPause(input, 'Massachusetts');
    await expect(input).toHaveValue('Massachusetts');
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['Massachusetts']);
    // user-event at its default speed (no delay) as well.
    await userEvent.clear(input);
    await userEvent.keyboard('north c');
    await expect(input).toHaveValue('north c');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('NC');
    await expect(input).toHaveValue('North Carolina');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'IL' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'State' });
    await expect(input).toHaveValue('Illinois');
    await userEvent.tab();
    // Stray text is undone when leaving the field.
    await userEvent.keyboard('xyz');
    await userEvent.tab();
    await expect(input).toHaveValue('Illinois');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { emptyText: 'No results found based on the selected criteria.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('zz');
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    await expect(canvas.getByText('No results found based on the selected criteria.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const GroupedCounties: Story = {
  args: { options: undefined, groups: COUNTIES_BY_STATE },
  render: (args) => (
    <Field required>
      <Field.Label>County</Field.Label>
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('group', { name: 'Georgia' })).toBeVisible();
    await expect(await axeViolations(canvasElement)).toEqual([]);
    await userEvent.keyboard('ful{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('GA|Fulton');
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field required>
      <Field.Label>State</Field.Label>
      <Combobox {...args} />
      <Field.Error>Please select state</Field.Error>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'State' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please select state');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'TX' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'State' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** As for Select: a choice followed at once by typing in the next field keeps both. */
export const ChoiceThenTypingAtOnce: Story = {
  render: () => (
    <StateAndZipForm
      choice={(value, onValueChange) => (
        <Combobox options={STATE_OPTIONS} value={value} onValueChange={onValueChange} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'State' }), 'tex');
    await clickThenTypeAtOnce(
      canvas.getByRole('option', { name: 'Texas' }),
      canvas.getByRole('textbox', { name: 'Zip Code' }),
      '75001',
    );
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Saved values' })).toHaveTextContent('{"state":"TX","zip":"75001"}'),
    );
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveValue('Texas');
  },
};

function MultipleDemo({ onValueChange }: { onValueChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <Field>
      <Field.Label>State</Field.Label>
      <Combobox
        multiple
        options={STATE_OPTIONS}
        value={value}
        placeholder={value.length > 0 ? 'Add another' : 'Any'}
        emptyText="No matches"
        chosenLabel="Chosen State"
        onValueChange={(next) => {
          onValueChange(next);
          setValue(next);
        }}
      />
    </Field>
  );
}

/** `multiple`: each choice becomes a chip; the input empties and keeps focus for the next one. */
export const Multiple: Story = {
  render: (args) => <MultipleDemo onValueChange={args.onValueChange as (value: string[]) => void} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'State' });
    await userEvent.click(input);
    await userEvent.keyboard('Illin');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['IL']);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Texa{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['IL', 'TX']);
    await expect(canvas.getByRole('list', { name: 'Chosen State' })).toHaveTextContent('IllinoisTexas');
    // Chosen states leave the list.
    await userEvent.keyboard('Illi');
    await expect(body.getByRole('listbox')).toHaveTextContent('No matches');
    await userEvent.keyboard('{Escape}{Escape}');
    // Keyboard removal: Tab to the first chip's button, Enter removes it, focus moves to the next.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Illinois' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['TX']);
    await expect(canvas.getByRole('button', { name: 'Remove Texas' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('list', { name: 'Chosen State' })).not.toBeInTheDocument();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

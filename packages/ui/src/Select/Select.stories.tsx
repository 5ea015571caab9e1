import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Field } from '../Field';
import { axeViolations } from '../test-utils/axe';
import { clickThenTypeAtOnce, StateAndZipForm } from '../test-utils/choice-form';
import { COUNTIES_BY_STATE, PHONE_TYPES, PRODUCT_TYPES_BY_ACTIVITY, STATE_OPTIONS } from '../test-utils/fixtures';
import { Select } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { options: PHONE_TYPES, onValueChange: fn(), placeholder: 'Select' },
  argTypes: { options: { control: false }, groups: { control: false } },
  render: (args) => (
    <Field>
      <Field.Label>Phone type</Field.Label>
      <Select {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Phone type' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('listbox', { name: 'Phone type' })).toBeVisible();
    await expect(await axeViolations(canvasElement)).toEqual([]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('Work');
    await expect(select).toHaveTextContent('Work');
    await expect(select).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Mobile' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Phone type' });
    await expect(select).toHaveTextContent('Mobile');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}{Escape}');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ManyOptions: Story = {
  args: { options: STATE_OPTIONS },
  render: (args) => (
    <Field required>
      <Field.Label>State</Field.Label>
      <Select {...args} />
    </Field>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Typeahead: "new y" reaches New York.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('new y');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('NY');
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('New York');
  },
};

export const GroupedCountiesByState: Story = {
  args: { options: undefined, groups: COUNTIES_BY_STATE },
  render: (args) => (
    <Field>
      <Field.Label>County</Field.Label>
      <Select {...args} />
    </Field>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('group', { name: 'Georgia' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Tennessee' })).toBeVisible();
    await expect(await axeViolations(canvasElement)).toEqual([]);
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('TN|Marion');
  },
};

export const GroupedProductTypes: Story = {
  args: { options: undefined, groups: PRODUCT_TYPES_BY_ACTIVITY },
  render: (args) => (
    <Field required>
      <Field.Label>Product Type</Field.Label>
      <Select {...args} />
    </Field>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Product Type' }));
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Inactive' })).getByRole('option', { name: 'Vision' }),
    );
    await expect(args.onValueChange).toHaveBeenCalledWith('255');
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field required>
      <Field.Label>State</Field.Label>
      <Select {...args} options={STATE_OPTIONS} />
      <Field.Error>Please select state</Field.Error>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'State' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please select state');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Home' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Phone type' });
    await expect(select).toBeDisabled();
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
  },
};

function InDialog({ onValueChange }: { onValueChange?: (v: string | null) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New Lead</Button>
      <Dialog open={open} onOpenChange={setOpen} title="New Lead" width="small">
        <div style={{ height: 160 }} />
        <Field>
          <Field.Label>State</Field.Label>
          <Select options={STATE_OPTIONS} onValueChange={onValueChange} />
        </Field>
      </Dialog>
    </>
  );
}

export const InsideADialog: Story = {
  render: (args) => <InDialog onValueChange={args.onValueChange} />,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Lead' }));
    await body.findByRole('dialog', { name: 'New Lead' });
    const select = body.getByRole('combobox', { name: 'State' });
    await userEvent.click(select);
    const listbox = body.getByRole('listbox', { name: 'State' });
    // The list escapes the dialog's scrolling body instead of being clipped by it.
    const dialogBottom = body.getByRole('dialog').getBoundingClientRect().bottom;
    await waitFor(() => expect(listbox.getBoundingClientRect().height).toBeGreaterThan(100));
    await expect(listbox.getBoundingClientRect().bottom).toBeGreaterThan(dialogBottom);
    await userEvent.click(body.getByRole('option', { name: 'Texas' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('TX');
    // Escape in the open list closes only the list; a second Escape closes the dialog.
    await userEvent.keyboard('{ArrowDown}');
    await expect(select).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * A choice followed at once by typing in the next field keeps both. The choice reaches the form
 * before the browser handles the next event (downshift alone reports it from a passive effect, at
 * default priority: the keystroke, handled first, spread the old values over it and the state was lost).
 */
export const ChoiceThenTypingAtOnce: Story = {
  render: () => (
    <StateAndZipForm
      choice={(value, onValueChange) => (
        <Select options={STATE_OPTIONS} placeholder="Select a state" value={value} onValueChange={onValueChange} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }));
    await clickThenTypeAtOnce(
      canvas.getByRole('option', { name: 'Texas' }),
      canvas.getByRole('textbox', { name: 'Zip Code' }),
      '75001',
    );
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Saved values' })).toHaveTextContent('{"state":"TX","zip":"75001"}'),
    );
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('Texas');
  },
};

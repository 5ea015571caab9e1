import { CONTACT_EDITOR_MESSAGES, LEAD_PHONE_TYPES, type ContactPhone } from '@meridian/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { axeViolations } from '../test-utils/axe';
import { PhoneEditor, type PhoneEditorProps } from './PhoneEditor';

const filled: ContactPhone[] = [
  { phone: '3125550100', phone_type: 'Home', phone_id: 11, isSelected: true },
  { phone: '3125550101', phone_type: 'Mobile', phone_id: 12, isSelected: false },
];

/** Holds the entries, as a form would. */
function Stateful({ value, onValueChange, ...props }: PhoneEditorProps) {
  const [phones, setPhones] = useState(value ?? []);
  return (
    <PhoneEditor
      {...props}
      value={phones}
      onValueChange={(next) => {
        onValueChange?.(next);
        setPhones(next);
      }}
    />
  );
}

const meta = {
  title: 'Contact/PhoneEditor',
  component: PhoneEditor,
  args: { value: filled, onValueChange: fn(), required: true, showErrors: false, disabled: false },
  argTypes: { value: { control: false }, defaultValue: { control: false } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PhoneEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Phone 1' })).toHaveValue('(312) 555-0100');
    await expect(canvas.getByRole('checkbox', { name: 'Phone 1 default' })).toBeChecked();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const AddByKeyboard: Story = {
  name: 'Add Entry by keyboard (Mobile rule)',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('combobox', { name: 'Add Entry: Phone' }).focus();
    await userEvent.keyboard('{Enter}');
    const list = await body.findByRole('listbox', { name: 'Add Entry: Phone' });
    // A Mobile phone exists, so Add Entry offers the other types only.
    await expect(body.getAllByRole('option').map((item) => item.textContent)).toEqual(['Home', 'Fax', 'Work', 'Other']);
    await expect(await axeViolations(list)).toEqual([]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // Focus goes to the new row's number, not back to the trigger.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Phone 3' })).toHaveFocus());
    await expect(canvas.getByRole('combobox', { name: 'Phone 3 type' })).toHaveTextContent('Work');
    await userEvent.keyboard('7085550123');
    await expect(canvas.getByRole('textbox', { name: 'Phone 3' })).toHaveValue('(708) 555-0123');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      filled[0],
      filled[1],
      { phone: '7085550123', phone_type: 'Work', isSelected: false },
    ]);
  },
};

export const ChangeTypeAndDefault: Story = {
  name: 'Type change and default toggle',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const type1 = canvas.getByRole('combobox', { name: 'Phone 1 type' });
    type1.focus();
    await userEvent.keyboard('{Enter}');
    // Mobile belongs to Phone 2, so Phone 1 cannot choose it.
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['Home', 'Fax', 'Work', 'Other']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(type1).toHaveTextContent('Fax');
    await expect(type1).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Phone 1 extension' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Phone 1 default' })).toHaveFocus();
    canvas.getByRole('checkbox', { name: 'Phone 2 default' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Phone 2 default' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Phone 1 default' })).not.toBeChecked();
  },
};

export const RemoveAndUndo: Story = {
  name: 'Remove and Undo',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Remove Phone 1' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Undo removing Phone 1' })).toHaveFocus());
    const number = canvas.getByRole('textbox', { name: 'Phone 1' });
    await expect(number).toBeDisabled();
    await expect(getComputedStyle(number).textDecorationLine).toBe('line-through');
    // The removed default passed to the first remaining phone.
    await expect(canvas.getByRole('checkbox', { name: 'Phone 2 default' })).toBeChecked();
    await expect(await axeViolations(canvasElement)).toEqual([]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Phone 1' })).toHaveFocus());
    await expect(number).toBeEnabled();
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Phone 2' });
    number.focus();
    number.setSelectionRange(14, 14);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(number).toHaveValue('(312) 555-01');
    await userEvent.tab();
    await expect(number).toHaveAccessibleDescription(CONTACT_EDITOR_MESSAGES.phoneInvalid);
    await expect(await axeViolations(canvasElement)).toEqual([]);
    number.focus();
    number.setSelectionRange(12, 12);
    await userEvent.keyboard('99');
    await expect(number).toHaveValue('(312) 555-0199');
    await expect(number).not.toHaveAttribute('aria-invalid');
  },
};

export const ErrorsShown: Story = {
  name: 'Error (after a save attempt)',
  args: {
    showErrors: true,
    value: [
      { phone: '312555', phone_type: 'Home', isSelected: true },
      { phone: '', phone_type: 'Work', isSelected: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(CONTACT_EDITOR_MESSAGES.phoneInvalid)).toHaveLength(2);
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Empty: Story = {
  args: { value: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Add Entry: Phone' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await expect(body.getAllByRole('option').map((item) => item.textContent)).toContain('Mobile');
    // Escape closes the list; focus stays on Add Entry.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Add Entry: Phone' })).toHaveFocus());
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Phone 1' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Add Entry: Phone' })).toBeDisabled();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const ManyRows: Story = {
  args: {
    types: LEAD_PHONE_TYPES,
    value: Array.from({ length: 10 }, (_, i) => ({
      phone: `31255501${String(i).padStart(2, '0')}`,
      phone_type: i === 0 ? ('Mobile' as const) : (['Home', 'Work', 'Fax', 'Other'] as const)[i % 4]!,
      phone_id: i + 1,
      isSelected: i === 3,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('checkbox', { name: 'Phone 4 default' })).toBeChecked();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

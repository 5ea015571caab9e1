import { CONTACT_EDITOR_MESSAGES, type ContactEmail } from '@meridian/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { axeViolations } from '../test-utils/axe';
import { EmailEditor, type EmailEditorProps } from './EmailEditor';

const filled: ContactEmail[] = [
  { email: 'jane@example.com', email_type: 'Home', email_id: 21, isSelected: true },
  { email: 'jane.doe@work.example.com', email_type: 'Work', email_id: 22, isSelected: false },
];

/** Holds the entries, as a form would. */
function Stateful({ value, onValueChange, ...props }: EmailEditorProps) {
  const [emails, setEmails] = useState(value ?? []);
  return (
    <EmailEditor
      {...props}
      value={emails}
      onValueChange={(next) => {
        onValueChange?.(next);
        setEmails(next);
      }}
    />
  );
}

const meta = {
  title: 'Contact/EmailEditor',
  component: EmailEditor,
  args: { value: filled, onValueChange: fn(), required: false, showErrors: false, disabled: false },
  argTypes: { value: { control: false }, defaultValue: { control: false } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof EmailEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email 1' })).toHaveValue('jane@example.com');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const AddByKeyboard: Story = {
  name: 'Add Entry by keyboard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('combobox', { name: 'Add Entry: Email' }).focus();
    await userEvent.keyboard('{Enter}');
    const list = await body.findByRole('listbox', { name: 'Add Entry: Email' });
    await expect(body.getAllByRole('option').map((item) => item.textContent)).toEqual(['Home', 'Other', 'Work']);
    await expect(await axeViolations(list)).toEqual([]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email 3' })).toHaveFocus());
    await expect(canvas.getByRole('combobox', { name: 'Email 3 type' })).toHaveTextContent('Other');
    await userEvent.keyboard('jd@example.org');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      filled[0],
      filled[1],
      { email: 'jd@example.org', email_type: 'Other', isSelected: false },
    ]);
  },
};

export const ChangeTypeAndDefault: Story = {
  name: 'Type change and default toggle',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const type2 = canvas.getByRole('combobox', { name: 'Email 2 type' });
    type2.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(type2).toHaveTextContent('Other');
    await expect(type2).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Email 2 default' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Email 2 default' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Email 1 default' })).not.toBeChecked();
  },
};

export const RemoveAndUndo: Story = {
  name: 'Remove and Undo',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Remove Email 1' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Undo removing Email 1' })).toHaveFocus());
    const input = canvas.getByRole('textbox', { name: 'Email 1' });
    await expect(getComputedStyle(input).textDecorationLine).toBe('line-through');
    await expect(canvas.getByRole('checkbox', { name: 'Email 2 default' })).toBeChecked();
    await expect(await axeViolations(canvasElement)).toEqual([]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Email 1' })).toHaveFocus());
    await expect(input).toBeEnabled();
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email 1' });
    await userEvent.clear(input);
    await userEvent.type(input, 'jane@example');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(CONTACT_EDITOR_MESSAGES.emailInvalid);
    await expect(await axeViolations(canvasElement)).toEqual([]);
    await userEvent.type(input, '.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const RequiredErrors: Story = {
  name: 'Error (required, after a save attempt)',
  args: {
    required: true,
    showErrors: true,
    value: [
      { email: '', email_type: 'Home', isSelected: true },
      { email: 'not-an-email', email_type: 'Work', isSelected: false },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(CONTACT_EDITOR_MESSAGES.emailInvalid)).toHaveLength(2);
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Empty: Story = {
  args: { value: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Add Entry: Email' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Add Entry: Email' })).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email 1' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Add Entry: Email' })).toBeDisabled();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const ManyRows: Story = {
  args: {
    value: Array.from({ length: 10 }, (_, i) => ({
      email: `agent${i + 1}@example.com`,
      email_type: (['Home', 'Other', 'Work'] as const)[i % 3]!,
      email_id: i + 1,
      isSelected: i === 0,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(10);
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

import { CONTACT_EDITOR_MESSAGES, type ContactEmail } from '@meridian/domain';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { EmailEditor, type EmailEditorProps } from './EmailEditor';

const emails: ContactEmail[] = [
  { email: 'jane@example.com', email_type: 'Home', email_id: 21, isSelected: true },
  { email: 'jane.doe@work.example.com', email_type: 'Work', email_id: 22, isSelected: false },
];

function Controlled({
  initial = emails,
  onValueChange,
  ...props
}: Partial<EmailEditorProps> & { initial?: ContactEmail[] }) {
  const [value, setValue] = useState(initial);
  return (
    <EmailEditor
      {...props}
      value={value}
      onValueChange={(next) => {
        onValueChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('given an EmailEditor with two emails', () => {
  it('when shown then every row control is named by its row and the editor is axe-clean', async () => {
    const { container } = renderWithTheme(<Controlled />);
    expect(screen.getByRole('group', { name: 'Emails' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Email 2 type' })).toHaveTextContent('Work');
    expect(screen.getByRole('textbox', { name: 'Email 1' })).toHaveValue('jane@example.com');
    expect(screen.getByRole('checkbox', { name: 'Email 1 default' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove Email 2' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when a type is chosen from Add Entry then a row of that type is added and focused', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<Controlled onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Add Entry: Email' }));
    expect((await screen.findAllByRole('option')).map((item) => item.textContent)).toEqual(['Home', 'Other', 'Work']);
    await user.click(screen.getByRole('option', { name: 'Other' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email 3' })).toHaveFocus());
    await user.keyboard('j@x.io');
    expect(onValueChange).toHaveBeenLastCalledWith([
      emails[0],
      emails[1],
      { email: 'j@x.io', email_type: 'Other', isSelected: false },
    ]);
  });

  it('when a type is changed then the entry carries it', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<Controlled onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Email 1 type' }));
    await user.click(screen.getByRole('option', { name: 'Other' }));
    expect(onValueChange).toHaveBeenLastCalledWith([{ ...emails[0], email_type: 'Other' }, emails[1]]);
  });

  it('when another row is ticked default then it becomes the only default', async () => {
    const { user } = renderWithTheme(<Controlled />);
    await user.click(screen.getByRole('checkbox', { name: 'Email 2 default' }));
    expect(screen.getByRole('checkbox', { name: 'Email 2 default' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Email 1 default' })).not.toBeChecked();
  });

  it('when the default row is removed then it is struck through with Undo and the default passes on', async () => {
    const { user } = renderWithTheme(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Remove Email 1' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo removing Email 1' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Email 1' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Email 2 default' })).toBeChecked();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Email 1' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Email 1' })).toBeEnabled();
  });

  it('when an address is malformed then the spec message describes it once the field is left', async () => {
    const { user } = renderWithTheme(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Email 2' });
    await user.clear(input);
    await user.type(input, 'jane@work');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input).toHaveAccessibleDescription(CONTACT_EDITOR_MESSAGES.emailInvalid);
    await user.type(input, '.com');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('when the editor is given its own invalid message then a malformed address is described by it instead', async () => {
    const own = 'Please enter a valid email address';
    const { user } = renderWithTheme(<Controlled invalidMessage={own} />);
    const input = screen.getByRole('textbox', { name: 'Email 1' });
    await user.clear(input);
    await user.type(input, 'jane@@example');
    await user.tab();
    expect(input).toHaveAccessibleDescription(own);
    expect(screen.queryByText(CONTACT_EDITOR_MESSAGES.emailInvalid)).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'jane@example.com');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(own)).not.toBeInTheDocument();
  });

  it('when empty rows are shown with errors then only a required editor complains', () => {
    const rows: ContactEmail[] = [{ email: '', email_type: 'Home', isSelected: true }];
    const { rerender } = renderWithTheme(<EmailEditor value={rows} showErrors />);
    expect(screen.queryByText(CONTACT_EDITOR_MESSAGES.emailInvalid)).not.toBeInTheDocument();
    rerender(<EmailEditor value={rows} showErrors required />);
    expect(screen.getByText(CONTACT_EDITOR_MESSAGES.emailInvalid)).toBeInTheDocument();
  });
});

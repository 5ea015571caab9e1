import { CONTACT_EDITOR_MESSAGES, type ContactPhone } from '@meridian/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { PhoneEditor, type PhoneEditorProps } from './PhoneEditor';

const phones: ContactPhone[] = [
  { phone: '3125550100', phone_type: 'Home', phone_id: 11, isSelected: true },
  { phone: '3125550101', phone_type: 'Mobile', phone_id: 12, isSelected: false },
];

function Controlled({
  initial = phones,
  onValueChange,
  ...props
}: Partial<PhoneEditorProps> & { initial?: ContactPhone[] }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneEditor
      {...props}
      value={value}
      onValueChange={(next) => {
        onValueChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('given a PhoneEditor with a Home and a Mobile phone', () => {
  it('when an extension is typed then the row carries it, at most 20 characters', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Controlled onValueChange={onValueChange} />);
    const ext = screen.getByRole('textbox', { name: 'Phone 2 extension' });
    expect(ext).toHaveValue('');
    expect(ext).toHaveAttribute('maxlength', '20');
    fireEvent.change(ext, { target: { value: '204' } });
    await waitFor(() =>
      expect(onValueChange).toHaveBeenLastCalledWith([phones[0], { ...phones[1], phone_ext: '204' }]),
    );
    expect(screen.getByRole('textbox', { name: 'Phone 2 extension' })).toHaveValue('204');
  });

  it('when shown then every row control is named by its row and the editor is axe-clean', async () => {
    const { container } = renderWithTheme(<Controlled />);
    expect(screen.getByRole('group', { name: 'Phones' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Phone 2 type' })).toHaveTextContent('Mobile');
    expect(screen.getByRole('textbox', { name: 'Phone 1' })).toHaveValue('(312) 555-0100');
    expect(screen.getByRole('checkbox', { name: 'Phone 1 default' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Phone 2 default' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove Phone 2' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when the Add Entry list is opened then Mobile is not offered, and a chosen type adds a focused row', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<Controlled onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Add Entry: Phone' }));
    const items = (await screen.findAllByRole('option')).map((item) => item.textContent);
    expect(items).toEqual(['Home', 'Fax', 'Work', 'Other']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone 3' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Phone 3 type' })).toHaveTextContent('Fax');
    expect(onValueChange).toHaveBeenLastCalledWith([
      phones[0],
      phones[1],
      { phone: '', phone_type: 'Fax', isSelected: false },
    ]);
  });

  it('when another row opens its type list then Mobile is not among its choices', async () => {
    const { user } = renderWithTheme(<Controlled />);
    await user.click(screen.getByRole('combobox', { name: 'Phone 1 type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Home', 'Fax', 'Work', 'Other']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Phone 2 type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('Mobile');
  });

  it('when the Mobile row changes type then Mobile comes back to the other rows', async () => {
    const { user } = renderWithTheme(<Controlled />);
    screen.getByRole('combobox', { name: 'Phone 2 type' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('option', { name: 'Work' }));
    expect(screen.getByRole('combobox', { name: 'Phone 2 type' })).toHaveTextContent('Work');
    await user.click(screen.getByRole('combobox', { name: 'Phone 1 type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('Mobile');
  });

  it('when another row is ticked default then it becomes the only default', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<Controlled onValueChange={onValueChange} />);
    screen.getByRole('checkbox', { name: 'Phone 2 default' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Phone 2 default' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Phone 1 default' })).not.toBeChecked();
    // Unticking the default does not leave the list without one.
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Phone 2 default' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('when the default row is removed then it is struck through with Undo, the default passes on, and Undo restores it', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<Controlled onValueChange={onValueChange} />);
    screen.getByRole('button', { name: 'Remove Phone 1' }).focus();
    await user.keyboard('{Enter}');
    const undo = screen.getByRole('button', { name: 'Undo removing Phone 1' });
    await waitFor(() => expect(undo).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Phone 1' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Phone 1' }).closest('li')).toHaveAttribute('data-removed');
    expect(screen.getByRole('checkbox', { name: 'Phone 2 default' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith([
      { ...phones[0], phone_class: 'removed', isSelected: false },
      { ...phones[1], isSelected: true },
    ]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Phone 1' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Phone 1' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Phone 2 default' })).toBeChecked();
  });

  it('when the Mobile row is removed then Mobile is offered again', async () => {
    const { user } = renderWithTheme(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Remove Phone 2' }));
    await user.click(screen.getByRole('combobox', { name: 'Add Entry: Phone' }));
    expect((await screen.findAllByRole('option')).map((item) => item.textContent)).toContain('Mobile');
  });

  it('when a number is left incomplete then the spec message describes it, and a complete one clears it', async () => {
    const { user } = renderWithTheme(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Phone 1' });
    await user.clear(input);
    await user.type(input, '312555');
    await user.tab();
    expect(input).toHaveAccessibleDescription(CONTACT_EDITOR_MESSAGES.phoneInvalid);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '0199');
    expect(input).toHaveValue('(312) 555-0199');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('when showErrors is set then empty rows show the message unless not required', () => {
    const rows: ContactPhone[] = [{ phone: '', phone_type: 'Home', isSelected: true }];
    const { rerender } = renderWithTheme(<PhoneEditor value={rows} showErrors />);
    expect(screen.getByText(CONTACT_EDITOR_MESSAGES.phoneInvalid)).toBeInTheDocument();
    rerender(<PhoneEditor value={rows} showErrors required={false} />);
    expect(screen.queryByText(CONTACT_EDITOR_MESSAGES.phoneInvalid)).not.toBeInTheDocument();
  });

  it('when uncontrolled and empty then the first added row becomes the default', async () => {
    const { user } = renderWithTheme(<PhoneEditor />);
    await user.click(screen.getByRole('combobox', { name: 'Add Entry: Phone' }));
    await user.click(await screen.findByRole('option', { name: 'Mobile' }));
    expect(screen.getByRole('checkbox', { name: 'Phone 1 default' })).toBeChecked();
  });

  it('when disabled then nothing can be changed', () => {
    renderWithTheme(<Controlled disabled />);
    expect(screen.getByRole('textbox', { name: 'Phone 1' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Phone 1 type' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Phone 1' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Add Entry: Phone' })).toBeDisabled();
  });
});

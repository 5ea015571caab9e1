import { PHONE_TYPES } from '@meridian/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { axeViolations, renderWithTheme } from '../test-utils';
import { Select, type SelectProps } from './Select';

const phoneTypes = PHONE_TYPES.map((t) => ({ value: t, label: t }));

function PhoneType(props: Partial<SelectProps> & { error?: string }) {
  const { error, ...rest } = props;
  return (
    <Field required>
      <Field.Label>Phone type</Field.Label>
      <Select options={phoneTypes} placeholder="Select" {...rest} />
      <Field.Error>{error}</Field.Error>
    </Field>
  );
}

describe('given a Select in a Field', () => {
  it('when rendered then it is a named, required combobox with no axe violations', async () => {
    const { container } = renderWithTheme(<PhoneType />);
    const select = screen.getByRole('combobox', { name: 'Phone type' });
    expect(select).toHaveAttribute('aria-expanded', 'false');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveTextContent('Select');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when opened by keyboard then the named listbox shows every option, axe-clean', async () => {
    const { user, container } = renderWithTheme(<PhoneType />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Phone type' });
    expect(screen.getAllByRole('option')).toHaveLength(5);
    expect(listbox).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when an option is chosen with arrows and Enter then the value changes and focus stays', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<PhoneType onValueChange={onValueChange} />);
    await user.tab();
    // Enter opens with nothing highlighted; each ArrowDown moves one option.
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('Work');
    const select = screen.getByRole('combobox', { name: 'Phone type' });
    expect(select).toHaveTextContent('Work');
    expect(select).toHaveFocus();
    expect(select).toHaveAttribute('aria-expanded', 'false');
  });

  it('when a letter is typed then the matching option is highlighted', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<PhoneType onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{Enter}m{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('Mobile');
  });

  it('when Escape is pressed then it closes without choosing', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<PhoneType defaultValue="Home" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Phone type' }));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Phone type' })).toHaveTextContent('Home');
  });

  it('when it has an error then it is invalid and described by it', () => {
    renderWithTheme(<PhoneType error="Please select state" />);
    const select = screen.getByRole('combobox', { name: 'Phone type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select state');
  });

  it('when an option is disabled then it cannot be chosen', async () => {
    const onValueChange = vi.fn();
    const options = [
      { value: 'Home', label: 'Home' },
      { value: 'Mobile', label: 'Mobile', disabled: true },
    ];
    const { user } = renderWithTheme(<PhoneType options={options} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Phone type' }));
    await user.click(screen.getByRole('option', { name: 'Mobile' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('when given a name then the value is submitted with the form', async () => {
    const { user, container } = renderWithTheme(
      <form>
        <PhoneType name="phone_type" />
      </form>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Phone type' }));
    await user.click(screen.getByRole('option', { name: 'Fax' }));
    const data = new FormData(container.querySelector('form')!);
    expect(data.get('phone_type')).toBe('Fax');
  });
});

describe('given a grouped Select', () => {
  const groups = [
    {
      label: 'Active',
      options: [
        { value: '8', label: 'Medicare Advantage' },
        { value: '11', label: 'Medicare Part D' },
      ],
    },
    { label: 'Inactive', options: [{ value: '9', label: 'Medicare Supplement' }] },
    { label: 'Empty', options: [] },
  ];

  it('when opened then options sit in named groups, empty groups are left out, and axe is clean', async () => {
    const { user, container } = renderWithTheme(
      <Field>
        <Field.Label>Product Type</Field.Label>
        <Select groups={groups} />
      </Field>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Product Type' }));
    const active = screen.getByRole('group', { name: 'Active' });
    expect(active).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Inactive' })).toHaveTextContent('Medicare Supplement');
    expect(screen.queryByRole('group', { name: 'Empty' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    // Arrow keys run across groups.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Product Type' })).toHaveTextContent('Medicare Supplement');
  });
});

describe('given a Select without a Field', () => {
  it('when named by aria-label then the combobox and listbox carry that name', async () => {
    const { user, container } = renderWithTheme(<Select aria-label="Rows per page" options={phoneTypes} />);
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getByRole('listbox', { name: 'Rows per page' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

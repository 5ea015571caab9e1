import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from '../TextInput';
import { axeViolations, renderWithTheme } from '../test-utils';
import { Field } from './Field';

function NameField({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <Field required>
      <Field.Label>First name</Field.Label>
      <TextInput maxLength={25} value={value} onChange={(e) => setValue(e.target.value)} />
      <Field.Hint>{value.length >= 25 ? 'Max length is 25 characters' : null}</Field.Hint>
      <Field.Error>{error}</Field.Error>
    </Field>
  );
}

describe('given a Field with a TextInput', () => {
  it('when rendered then the label names the input and there are no axe violations', async () => {
    const { container } = renderWithTheme(<NameField />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when typing reaches the limit then the hint appears and describes the input', async () => {
    const { user } = renderWithTheme(<NameField />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    await user.type(input, 'A'.repeat(30));
    expect(input).toHaveValue('A'.repeat(25));
    expect(input).toHaveAccessibleDescription('Max length is 25 characters');
  });

  it('when an error is given then the input is invalid and described by it', async () => {
    const { container } = renderWithTheme(<NameField error="First name is a required field." />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('First name is a required field.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when the error clears then the input is valid again', () => {
    const { rerender } = renderWithTheme(<NameField error="First name is a required field." />);
    rerender(<NameField />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('when hint and error both show then both describe the input, hint first', () => {
    renderWithTheme(
      <Field>
        <Field.Label>Medicare number</Field.Label>
        <TextInput aria-describedby="extra" />
        <Field.Hint>Max length is 11 characters</Field.Hint>
        <Field.Error>Medicare number must be 11 characters long.</Field.Error>
        <span id="extra">Dashes are ignored.</span>
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Medicare number' })).toHaveAccessibleDescription(
      'Dashes are ignored. Max length is 11 characters Medicare number must be 11 characters long.',
    );
  });

  it('when disabled then the input is disabled; when the label is visually hidden it still names the input', () => {
    renderWithTheme(
      <Field disabled id="zip">
        <Field.Label visuallyHidden>Zip</Field.Label>
        <TextInput inputMode="numeric" autoComplete="postal-code" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Zip' });
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('id', 'zip');
  });

  it('when a part is used outside a Field then it explains the mistake', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Field.Label>Lost</Field.Label>)).toThrow('Field.Label must be used inside a <Field>.');
    spy.mockRestore();
  });
});

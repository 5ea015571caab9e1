import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { axeViolations, renderWithTheme } from '../test-utils';
import { SsnInput, type SsnInputProps } from './SsnInput';

function Ssn(props: SsnInputProps) {
  return (
    <Field>
      <Field.Label>SSN</Field.Label>
      <SsnInput {...props} />
    </Field>
  );
}

describe('given an SsnInput', () => {
  it('when not focused then only the last four digits show', async () => {
    const { container } = renderWithTheme(<Ssn defaultValue="123456789" />);
    const input = screen.getByRole('textbox', { name: 'SSN' });
    expect(input).toHaveValue('***-**-6789');
    expect(input).toHaveAttribute('data-masked');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when focused then the whole number shows, and it is hidden again on blur', async () => {
    const { user } = renderWithTheme(<Ssn defaultValue="123456789" />);
    const input = screen.getByRole('textbox', { name: 'SSN' });
    await user.click(input);
    expect(input).toHaveValue('123-45-6789');
    await user.tab();
    expect(input).toHaveValue('***-**-6789');
  });

  it('when typed then it is formatted ddd-dd-dddd and reports digits only', async () => {
    const onValueChange = vi.fn();
    const onComplete = vi.fn();
    const { user } = renderWithTheme(<Ssn onValueChange={onValueChange} onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'SSN' });
    await user.click(input);
    await user.type(input, '987x65y4321');
    expect(input).toHaveValue('987-65-4321');
    expect(onValueChange).toHaveBeenLastCalledWith('987654321');
    expect(onComplete).toHaveBeenCalledWith('987654321');
  });
});

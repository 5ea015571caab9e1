import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { axeViolations, renderWithTheme } from '../test-utils';
import { ZipInput, type ZipInputProps } from './ZipInput';

function Zip(props: ZipInputProps) {
  return (
    <Field>
      <Field.Label>Zip</Field.Label>
      <ZipInput {...props} />
    </Field>
  );
}

describe('given a ZipInput', () => {
  it('when rendered then it is a labelled numeric postal-code input, axe-clean', async () => {
    const { container } = renderWithTheme(<Zip />);
    const input = screen.getByRole('textbox', { name: 'Zip' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when letters and more than five digits are typed then only five digits stay', async () => {
    const { user } = renderWithTheme(<Zip />);
    const input = screen.getByRole('textbox', { name: 'Zip' });
    await user.type(input, '3a0-0979');
    expect(input).toHaveValue('30097');
  });

  it('when the fifth digit is typed then the lookup fires once with the zip', async () => {
    const onLookup = vi.fn();
    const { user } = renderWithTheme(<Zip onLookup={onLookup} />);
    const input = screen.getByRole('textbox', { name: 'Zip' });
    await user.type(input, '6060');
    expect(onLookup).not.toHaveBeenCalled();
    await user.type(input, '1');
    expect(onLookup).toHaveBeenCalledTimes(1);
    expect(onLookup).toHaveBeenCalledWith('60601');
    await user.type(input, '9');
    expect(onLookup).toHaveBeenCalledTimes(1);
  });
});

import { LEAD_MESSAGES } from '@meridian/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { axeViolations, renderWithTheme } from '../test-utils';
import { WeightInput, type WeightInputProps } from './WeightInput';

function Weight(props: WeightInputProps) {
  return (
    <Field>
      <Field.Label>Weight</Field.Label>
      <WeightInput {...props} />
    </Field>
  );
}

describe('given a WeightInput', () => {
  it('when rendered then it is a labelled numeric input, axe-clean', async () => {
    const { container } = renderWithTheme(<Weight defaultValue={180} />);
    const input = screen.getByRole('textbox', { name: 'Weight' });
    expect(input).toHaveValue('180');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when more than 999 is typed then it is set to 999 with the maximum message', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<Weight onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Weight' });
    await user.type(input, '1500');
    expect(input).toHaveValue('999');
    expect(onValueChange).toHaveBeenLastCalledWith(999);
    expect(screen.getByRole('status')).toHaveTextContent(LEAD_MESSAGES.weightTooLarge);
    expect(input).toHaveAccessibleDescription(LEAD_MESSAGES.weightTooLarge);
  });

  it('when a letter is typed then it is dropped with the numbers-only message, which clears on the next digit', async () => {
    const { user } = renderWithTheme(<Weight />);
    const input = screen.getByRole('textbox', { name: 'Weight' });
    await user.type(input, '1x');
    expect(input).toHaveValue('1');
    expect(screen.getByRole('status')).toHaveTextContent('Weight will only accept numeric values.');
    await user.type(input, '5');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(input).toHaveValue('15');
  });

  it('when emptied then the value is null', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<Weight defaultValue={150} onValueChange={onValueChange} />);
    await user.clear(screen.getByRole('textbox', { name: 'Weight' }));
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });
});

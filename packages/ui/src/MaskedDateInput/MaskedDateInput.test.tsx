import { formatDateInput } from '@meridian/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { axeViolations, renderWithTheme } from '../test-utils';
import { MaskedDateInput, type MaskedDateInputProps } from './MaskedDateInput';

function Birthdate(props: MaskedDateInputProps & { error?: string }) {
  const { error, ...rest } = props;
  return (
    <Field>
      <Field.Label>Birthdate</Field.Label>
      <MaskedDateInput autoComplete="bday" {...rest} />
      <Field.Error>{error}</Field.Error>
    </Field>
  );
}

describe('given a MaskedDateInput', () => {
  it('when rendered then it is a labelled numeric input with no axe violations', async () => {
    const { container } = renderWithTheme(<Birthdate />);
    const input = screen.getByRole('textbox', { name: 'Birthdate' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'bday');
    expect(input).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(['1', '12', '123', '1225', '12252', '12252024', '122520241999', '12/', '12/2', 'ab12cd25'])(
    'when %j is typed then the field shows what domain formatDateInput gives',
    async (typed) => {
      const { user } = renderWithTheme(<Birthdate />);
      const input = screen.getByRole('textbox', { name: 'Birthdate' });
      await user.type(input, typed);
      expect(input).toHaveValue(formatDateInput(typed));
    },
  );

  it('when the date is complete then onComplete receives it; every change reaches onValueChange', async () => {
    const onComplete = vi.fn();
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<Birthdate onComplete={onComplete} onValueChange={onValueChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Birthdate' }), '07041950');
    expect(onValueChange).toHaveBeenLastCalledWith('07/04/1950');
    expect(onComplete).toHaveBeenCalledWith('07/04/1950');
  });

  it('when the parent sets a value then it is shown through the mask', () => {
    const { rerender } = renderWithTheme(<Birthdate value="" />);
    rerender(<Birthdate value="01/02/1960" />);
    expect(screen.getByRole('textbox', { name: 'Birthdate' })).toHaveValue('01/02/1960');
  });

  it('when invalid then the domain message describes it', () => {
    renderWithTheme(<Birthdate defaultValue="13/45/2024" error="You must enter a valid date." />);
    const input = screen.getByRole('textbox', { name: 'Birthdate' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('You must enter a valid date.');
  });
});

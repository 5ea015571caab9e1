import { formatMedicareNumber, maxLengthHint, validateMedicareNumber } from '@meridian/domain';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { axeViolations, renderWithTheme } from '../test-utils';
import { MedicareNumberInput, type MedicareNumberInputProps } from './MedicareNumberInput';

function MedicareNumber(props: MedicareNumberInputProps) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  const [touched, setTouched] = useState(false);
  return (
    <Field>
      <Field.Label>Medicare number</Field.Label>
      <MedicareNumberInput
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
        onBlur={() => setTouched(true)}
      />
      <Field.Hint>{maxLengthHint(11)}</Field.Hint>
      <Field.Error>{touched ? validateMedicareNumber(value) : undefined}</Field.Error>
    </Field>
  );
}

describe('given a MedicareNumberInput', () => {
  it('when rendered then it is labelled, hinted and axe-clean', async () => {
    const { container } = renderWithTheme(<MedicareNumber />);
    const input = screen.getByRole('textbox', { name: 'Medicare number' });
    expect(input).toHaveAccessibleDescription('Max length is 11 characters');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(['1', '1eg4', '1eg4t', '1eg4te5', '1eg4te5m', '1eg4te5mk73', '1eg4te5mk73zz', '1-eg4-te5-mk73', '1e!g4'])(
    'when %j is typed then the field shows what domain formatMedicareNumber gives',
    async (typed) => {
      const { user } = renderWithTheme(<MedicareNumber />);
      const input = screen.getByRole('textbox', { name: 'Medicare number' });
      await user.type(input, typed);
      expect(input).toHaveValue(formatMedicareNumber(typed));
    },
  );

  it("when a short number is left then the spec's length message describes it", async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<MedicareNumber onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Medicare number' });
    await user.type(input, '1eg4te5');
    expect(onValueChange).toHaveBeenLastCalledWith('1EG4-TE5');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Max length is 11 characters Medicare number must be 11 characters long.',
    );
  });
});

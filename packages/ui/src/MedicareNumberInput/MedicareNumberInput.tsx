import { forwardRef } from 'react';
import { MEDICARE_NUMBER_MASK } from '../internal/masks';
import { MaskedTextInput, type MaskedTextInputProps } from '../internal/MaskedTextInput';

export type MedicareNumberInputProps = Omit<MaskedTextInputProps, 'mask' | 'normalizePaste'>;

/**
 * A Medicare number (MBI): letters and digits only, upper-cased as typed and shown 4-3-4 with
 * dashes, at most 13 characters (spec 02 §5.1). `value` is the shown form; save
 * `normalizeMedicareNumber(value)` and validate with `validateMedicareNumber` from
 * @meridian/domain. Pair it with `<Field.Hint>{maxLengthHint(11)}</Field.Hint>` as the spec asks.
 */
export const MedicareNumberInput = forwardRef<HTMLInputElement, MedicareNumberInputProps>(function MedicareNumberInput(
  { autoComplete = 'off', autoCapitalize = 'characters', spellCheck = false, ...rest },
  ref,
) {
  return (
    <MaskedTextInput
      ref={ref}
      mask={MEDICARE_NUMBER_MASK}
      autoComplete={autoComplete}
      autoCapitalize={autoCapitalize}
      spellCheck={spellCheck}
      {...rest}
    />
  );
});
MedicareNumberInput.displayName = 'MedicareNumberInput';

import { forwardRef } from 'react';
import { DATE_MASK } from '../internal/masks';
import { MaskedTextInput, type MaskedTextInputProps } from '../internal/MaskedTextInput';

export type MaskedDateInputProps = Omit<MaskedTextInputProps, 'mask' | 'normalizePaste'>;

/**
 * A date typed as MM/DD/YYYY (spec 01 §5): digits only, slashes inserted as you type, at most
 * 10 characters. Validate with `validateDate` / `validateBirthdate` from @meridian/domain and show
 * the message in `Field.Error`. Pass `autoComplete="bday"` for a birthdate.
 */
export const MaskedDateInput = forwardRef<HTMLInputElement, MaskedDateInputProps>(function MaskedDateInput(
  { inputMode = 'numeric', autoComplete = 'off', placeholder = 'MM/DD/YYYY', ...rest },
  ref,
) {
  return (
    <MaskedTextInput
      ref={ref}
      mask={DATE_MASK}
      inputMode={inputMode}
      autoComplete={autoComplete}
      placeholder={placeholder}
      {...rest}
    />
  );
});
MaskedDateInput.displayName = 'MaskedDateInput';

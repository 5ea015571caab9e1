import { normalizePartDate } from '@meridian/domain';
import { forwardRef } from 'react';
import { MONTH_YEAR_MASK } from '../internal/masks';
import { MaskedTextInput, type MaskedTextInputProps } from '../internal/MaskedTextInput';

export type MonthYearInputProps = Omit<MaskedTextInputProps, 'mask' | 'normalizePaste'>;

/**
 * A month typed as MM/YYYY, for Medicare Part A and Part B dates (spec 02 §5.1): at most
 * 7 characters. A whole date pasted in another shape (`01/15/2024`, `2024-01-15`, `1/2024`) is
 * reformatted by domain's `normalizePartDate`. Validate with `validatePartDate`.
 */
export const MonthYearInput = forwardRef<HTMLInputElement, MonthYearInputProps>(function MonthYearInput(
  { inputMode = 'numeric', autoComplete = 'off', placeholder = 'MM/YYYY', ...rest },
  ref,
) {
  return (
    <MaskedTextInput
      ref={ref}
      mask={MONTH_YEAR_MASK}
      normalizePaste={normalizePartDate}
      inputMode={inputMode}
      autoComplete={autoComplete}
      placeholder={placeholder}
      {...rest}
    />
  );
});
MonthYearInput.displayName = 'MonthYearInput';

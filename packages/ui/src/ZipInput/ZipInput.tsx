import { shouldLookUpZip, ZIP_LENGTH } from '@meridian/domain';
import { forwardRef } from 'react';
import { FormattedTextInput, type FormattedTextInputProps } from '../internal/FormattedTextInput';

export interface ZipInputProps extends Omit<
  FormattedTextInputProps,
  'format' | 'removeFormatting' | 'isComplete' | 'onComplete'
> {
  /** Fires when five digits have been typed: the moment to look up the counties (`geo/countiesByZip/{zip}`). */
  onLookup?: (zip: string) => void;
}

const onlyZipDigits = (text: string) => text.replace(/\D/g, '').slice(0, ZIP_LENGTH);

/** A five-digit US zip: digits only (others are dropped as typed); fires `onLookup` at five digits. */
export const ZipInput = forwardRef<HTMLInputElement, ZipInputProps>(function ZipInput(
  { onLookup, inputMode = 'numeric', autoComplete = 'postal-code', ...rest },
  ref,
) {
  return (
    <FormattedTextInput
      ref={ref}
      format={onlyZipDigits}
      removeFormatting={onlyZipDigits}
      isComplete={shouldLookUpZip}
      onComplete={onLookup}
      inputMode={inputMode}
      autoComplete={autoComplete}
      {...rest}
    />
  );
});
ZipInput.displayName = 'ZipInput';

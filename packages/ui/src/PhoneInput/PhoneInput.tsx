import { formatPhone, PHONE_DIGITS, stripPhone } from '@meridian/domain';
import { forwardRef } from 'react';
import { FormattedTextInput, type FormattedTextInputProps } from '../internal/FormattedTextInput';

export type PhoneInputProps = Omit<FormattedTextInputProps, 'format' | 'removeFormatting' | 'isComplete'>;

const hasAllDigits = (digits: string) => digits.length === PHONE_DIGITS;

/**
 * A US phone number shown as `(xxx) xxx-xxxx` while typing (at most 14 characters, spec 01 §5).
 * `value` and `onValueChange` carry the digits only, as stored; `onComplete` fires at ten digits.
 * Validate with `validateEditorPhone` or `isCompletePhone` from @meridian/domain.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { inputMode = 'tel', autoComplete = 'tel-national', ...rest },
  ref,
) {
  return (
    <FormattedTextInput
      ref={ref}
      format={formatPhone}
      removeFormatting={stripPhone}
      isComplete={hasAllDigits}
      inputMode={inputMode}
      autoComplete={autoComplete}
      {...rest}
    />
  );
});
PhoneInput.displayName = 'PhoneInput';

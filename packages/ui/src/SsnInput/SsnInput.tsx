import { formatSsn, maskSsn, stripSsn } from '@meridian/domain';
import { forwardRef, useState } from 'react';
import { FormattedTextInput, type FormattedTextInputProps } from '../internal/FormattedTextInput';

export type SsnInputProps = Omit<FormattedTextInputProps, 'format' | 'removeFormatting' | 'isComplete'>;

const hasAllDigits = (digits: string) => digits.length === 9;

/**
 * A social security number typed as `ddd-dd-dddd`. Until it is focused it shows only the last
 * four digits (`***-**-6789`), so it can sit on a screen an agent shares. `value` carries the
 * digits. Built on react-number-format rather than react-imask: the shown text changes with focus,
 * and a format function (domain's `formatSsn` / `maskSsn`) expresses that where a fixed mask cannot.
 */
export const SsnInput = forwardRef<HTMLInputElement, SsnInputProps>(function SsnInput(
  { inputMode = 'numeric', autoComplete = 'off', onFocus, onBlur, ...rest },
  ref,
) {
  const [focused, setFocused] = useState(false);
  return (
    <FormattedTextInput
      ref={ref}
      format={focused ? formatSsn : maskSsn}
      removeFormatting={stripSsn}
      isComplete={hasAllDigits}
      inputMode={inputMode}
      autoComplete={autoComplete}
      data-masked={focused ? undefined : ''}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
      {...rest}
    />
  );
});
SsnInput.displayName = 'SsnInput';

import { forwardRef } from 'react';
import { NumberFormatBase } from 'react-number-format';
import { TextInput, type TextInputProps } from '../TextInput';
import { useControllableState } from './useControllableState';

export interface FormattedTextInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** Domain formatter: the raw value → what the field shows (progressively, while typing). */
  format: (raw: string) => string;
  /** Domain parser: what the field shows → the raw value (e.g. digits only). */
  removeFormatting: (formatted: string) => string;
  /** The raw value (e.g. the digits of a phone number). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Called once the raw value satisfies `isComplete` (e.g. ten phone digits, five zip digits). */
  onComplete?: (value: string) => void;
  isComplete?: (value: string) => boolean;
}

const editable = /[0-9A-Za-z*]/;

/** The caret may rest next to a character the user typed, never inside a run of separators. */
function caretBoundary(formatted: string): boolean[] {
  return Array.from(
    { length: formatted.length + 1 },
    (_, i) =>
      i === formatted.length || editable.test(formatted[i] ?? '') || (i > 0 && editable.test(formatted[i - 1] ?? '')),
  );
}

/**
 * A TextInput driven by react-number-format's NumberFormatBase with @meridian/domain's own
 * format and parse functions, so the mask rules exist once (in domain) and the library only
 * keeps the caret in the right place.
 */
export const FormattedTextInput = forwardRef<HTMLInputElement, FormattedTextInputProps>(function FormattedTextInput(
  { format, removeFormatting, value: valueProp, defaultValue = '', onValueChange, onComplete, isComplete, ...rest },
  ref,
) {
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  return (
    <NumberFormatBase
      {...rest}
      customInput={TextInput}
      getInputRef={ref}
      type="text"
      value={value}
      valueIsNumericString
      format={format}
      removeFormatting={(formatted) => removeFormatting(formatted)}
      getCaretBoundary={caretBoundary}
      onValueChange={({ value: next }, { source }) => {
        if (source !== 'event' || next === value) return;
        setValue(next);
        if (isComplete?.(next)) onComplete?.(next);
      }}
    />
  );
});
FormattedTextInput.displayName = 'FormattedTextInput';

import type { FactoryOpts } from 'imask';
import { forwardRef, useEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import { TextInput, type TextInputProps } from '../TextInput';
import { mergeRefs } from './mergeRefs';
import { useControllableState } from './useControllableState';
import { useStableCallback } from './useStableCallback';

export interface MaskedTextInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** A module-level IMask definition (a new object per render would rebuild the mask). */
  mask: FactoryOpts;
  /** The value as displayed, with the mask's separators. */
  value?: string;
  defaultValue?: string;
  /** Every accepted change (typing, deleting, pasting): the place to clear a field error. */
  onValueChange?: (value: string) => void;
  /** The mask is full: the place to validate or look something up. */
  onComplete?: (value: string) => void;
  /** Rewrites pasted text before the mask sees it (e.g. a whole date pasted in another shape). */
  normalizePaste?: (text: string) => string;
}

/**
 * A TextInput driven by react-imask. IMask owns the element's text (and the caret); React keeps
 * the accepted value, so the input works controlled or uncontrolled like every other control.
 */
export const MaskedTextInput = forwardRef<HTMLInputElement, MaskedTextInputProps>(function MaskedTextInput(
  { mask, value: valueProp, defaultValue = '', onValueChange, onComplete, normalizePaste, onPaste, ...rest },
  ref,
) {
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const onAccept = useStableCallback((next: string) => setValue(next));
  const onFull = useStableCallback((full: string) => onComplete?.(full));
  const inputRef = useRef<HTMLInputElement | null>(null);
  const { maskRef, setValue: setMaskValue } = useIMask<HTMLInputElement>(mask, {
    ref: inputRef,
    onAccept,
    onComplete: onFull,
    defaultValue: value,
  });

  // A value set by the parent (a reset, a loaded record) goes through the mask too.
  useEffect(() => {
    if (maskRef.current && maskRef.current.value !== value) setMaskValue(value);
  }, [value, maskRef, setMaskValue]);

  return (
    <TextInput
      ref={mergeRefs(ref, inputRef)}
      onPaste={(event) => {
        onPaste?.(event);
        if (!normalizePaste || event.defaultPrevented) return;
        event.preventDefault();
        setMaskValue(normalizePaste(event.clipboardData.getData('text')));
      }}
      {...rest}
    />
  );
});
MaskedTextInput.displayName = 'MaskedTextInput';

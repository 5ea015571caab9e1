import { formatInitial, INITIAL_MAX_LENGTH } from '@meridian/domain';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { useControllableState } from '../internal/useControllableState';
import { TextInput, type TextInputProps } from '../TextInput';

export interface InitialInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'maxLength'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

const StyledInitial = styled(TextInput)`
  width: 48px;
  text-align: center;
  text-transform: uppercase;
`;

/** A middle initial: one letter A-Z or a-z; anything else is stripped as it is typed (spec 02 §5.1). */
export const InitialInput = forwardRef<HTMLInputElement, InitialInputProps>(function InitialInput(
  { value: valueProp, defaultValue = '', onValueChange, autoComplete = 'additional-name', ...rest },
  ref,
) {
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  return (
    <StyledInitial
      ref={ref}
      maxLength={INITIAL_MAX_LENGTH}
      autoComplete={autoComplete}
      autoCapitalize="characters"
      spellCheck={false}
      {...rest}
      value={value}
      onChange={(event) => setValue(formatInitial(event.target.value))}
    />
  );
});
InitialInput.displayName = 'InitialInput';

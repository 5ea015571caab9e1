import { clampWeight } from '@meridian/domain';
import { forwardRef, useId, useState } from 'react';
import { styled } from 'styled-components';
import { StyledClampMessage, StyledUnitRow } from '../internal/UnitMessage';
import { useControllableState } from '../internal/useControllableState';
import { TextInput, type TextInputProps } from '../TextInput';

export interface WeightInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** Pounds; `null` when empty. */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (lbs: number | null) => void;
  /** The unit written after the field. */
  unit?: string;
}

const StyledWeight = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

/**
 * Weight in lbs (spec 02 §5.1): numbers only and at most 999. Anything else is corrected as it is
 * typed, with domain's message ('Weight will only accept numeric values.', the 999 lbs maximum)
 * announced under the field.
 */
export const WeightInput = forwardRef<HTMLInputElement, WeightInputProps>(function WeightInput(
  { value: valueProp, defaultValue = null, onValueChange, unit = 'lbs', 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const [message, setMessage] = useState<string | undefined>(undefined);
  const messageId = useId();
  return (
    <StyledWeight>
      <StyledUnitRow>
        <TextInput
          ref={ref}
          inputMode="numeric"
          autoComplete="off"
          {...rest}
          aria-describedby={[describedBy, message ? messageId : null].filter(Boolean).join(' ') || undefined}
          value={value === null ? '' : String(value)}
          onChange={(event) => {
            const clamped = clampWeight(event.target.value);
            setMessage(clamped.message);
            setValue(clamped.value === '' ? null : Number(clamped.value));
          }}
        />
        <span aria-hidden="true">{unit}</span>
      </StyledUnitRow>
      <StyledClampMessage id={messageId} role="status">
        {message}
      </StyledClampMessage>
    </StyledWeight>
  );
});
WeightInput.displayName = 'WeightInput';

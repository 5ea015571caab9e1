import { clampHeightFeet, clampHeightInches, feetInchesToInches, inchesToFeetInches } from '@meridian/domain';
import { forwardRef, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { StyledClampMessage, StyledUnitRow } from '../internal/UnitMessage';
import { useControllableState } from '../internal/useControllableState';
import { TextInput } from '../TextInput';

export interface HeightInputProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** The group's visible label. */
  label: ReactNode;
  /** Total inches (12 × feet + inches, as saved); `null` when both fields are empty. */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (inches: number | null) => void;
  disabled?: boolean;
  feetUnit?: string;
  inchesUnit?: string;
}

const StyledGroup = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const StyledLabel = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const StyledFields = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[3]}px;
`;

interface Parts {
  feet: string;
  inches: string;
}

function partsOf(total: number | null): Parts {
  if (total === null) return { feet: '', inches: '' };
  const { feet, inches } = inchesToFeetInches(total);
  return { feet: String(feet), inches: String(inches) };
}

function totalOf(parts: Parts): number | null {
  return parts.feet === '' && parts.inches === '' ? null : feetInchesToInches(parts.feet, parts.inches);
}

/**
 * Height as feet and inches (spec 02 §5.1): numbers only, feet at most 8 and inches at most 12;
 * corrections are announced with domain's messages. The value is total inches, as saved; the
 * fields keep what was typed (5 ft 12 in stays so until the value changes from outside).
 */
export const HeightInput = forwardRef<HTMLDivElement, HeightInputProps>(function HeightInput(
  {
    label,
    value: valueProp,
    defaultValue = null,
    onValueChange,
    disabled,
    feetUnit = 'ft',
    inchesUnit = 'in',
    ...rest
  },
  ref,
) {
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const [message, setMessage] = useState<string | undefined>(undefined);
  // A value from outside (a loaded lead) replaces what is shown; our own edits already match it.
  const [syncedValue, setSyncedValue] = useState(value);
  if (value !== syncedValue) {
    setSyncedValue(value);
    if (value !== totalOf(parts)) setParts(partsOf(value));
  }
  const id = useId();

  const edit = (part: keyof Parts, raw: string) => {
    const clamped = part === 'feet' ? clampHeightFeet(raw) : clampHeightInches(raw);
    const next = { ...parts, [part]: clamped.value };
    setMessage(clamped.message);
    setParts(next);
    setSyncedValue(totalOf(next));
    setValue(totalOf(next));
  };

  const describedBy = message ? `${id}-message` : undefined;
  return (
    <StyledGroup ref={ref} role="group" aria-labelledby={`${id}-label`} {...rest}>
      <StyledLabel id={`${id}-label`}>{label}</StyledLabel>
      <StyledFields>
        <StyledUnitRow>
          <TextInput
            aria-labelledby={`${id}-label ${id}-feet`}
            aria-describedby={describedBy}
            inputMode="numeric"
            autoComplete="off"
            disabled={disabled}
            value={parts.feet}
            onChange={(event) => edit('feet', event.target.value)}
          />
          <span id={`${id}-feet`}>{feetUnit}</span>
        </StyledUnitRow>
        <StyledUnitRow>
          <TextInput
            aria-labelledby={`${id}-label ${id}-inches`}
            aria-describedby={describedBy}
            inputMode="numeric"
            autoComplete="off"
            disabled={disabled}
            value={parts.inches}
            onChange={(event) => edit('inches', event.target.value)}
          />
          <span id={`${id}-inches`}>{inchesUnit}</span>
        </StyledUnitRow>
      </StyledFields>
      <StyledClampMessage id={`${id}-message`} role="status">
        {message}
      </StyledClampMessage>
    </StyledGroup>
  );
});
HeightInput.displayName = 'HeightInput';

import * as RadixSwitch from '@radix-ui/react-switch';
import { forwardRef, useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../internal/styles';

export type SwitchProps = Omit<ComponentPropsWithoutRef<typeof RadixSwitch.Root>, 'children' | 'asChild'> & {
  /** The visible label (required: browser tests and screen readers find the switch by it). */
  label: ReactNode;
  /** A line of help under the label; it describes the switch. */
  hint?: ReactNode;
  /** The words for the two states shown beside the track: `ON` and `OFF` by default. */
  stateLabels?: { on: string; off: string };
};

const StyledWrapper = styled.div`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 20px;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 20px;
`;

const StyledRoot = styled(RadixSwitch.Root)`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  width: 32px;
  height: 18px;
  margin-top: 1px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: 9px;
  background: ${({ theme }) => theme.color.canvasSubtle};
  cursor: pointer;

  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
  }
  &:disabled {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.canvasDisabled};
    cursor: not-allowed;
  }
  ${focusRing}
`;

const StyledThumb = styled(RadixSwitch.Thumb)`
  display: block;
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.canvas};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.borderStrong};
  transform: translateX(2px);
  transition: transform 120ms ease-out;

  &[data-state='checked'] {
    box-shadow: none;
    transform: translateX(16px);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;
`;

const StyledLabel = styled.label`
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  [data-disabled] > span > & {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

const StyledState = styled.span`
  min-width: 2.5em;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledHint = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/**
 * An on/off switch (Radix, `role="switch"`): its label, then the track and the state in words
 * (ON / OFF), for a setting that takes effect as a whole rather than a choice in a list.
 * Space toggles it. Controlled (`checked` with `onCheckedChange`) or not (`defaultChecked`).
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  {
    label,
    hint,
    stateLabels = { on: 'ON', off: 'OFF' },
    id,
    disabled,
    checked,
    defaultChecked,
    onCheckedChange,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const generated = useId();
  const switchId = id ?? generated;
  const hintId = `${switchId}-hint`;
  const describedByAll = [describedBy, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  // The words follow the switch whether the caller controls it or not.
  const [uncontrolled, setUncontrolled] = useState(defaultChecked ?? false);
  const on = checked ?? uncontrolled;
  return (
    <StyledWrapper data-disabled={disabled || undefined}>
      <StyledText>
        <StyledLabel htmlFor={switchId}>{label}</StyledLabel>
        {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      </StyledText>
      <StyledRoot
        ref={ref}
        id={switchId}
        disabled={disabled}
        checked={on}
        onCheckedChange={(next) => {
          if (checked === undefined) setUncontrolled(next);
          onCheckedChange?.(next);
        }}
        aria-describedby={describedByAll}
        {...rest}
      >
        <StyledThumb />
      </StyledRoot>
      <StyledState aria-hidden="true">{on ? stateLabels.on : stateLabels.off}</StyledState>
    </StyledWrapper>
  );
});
Switch.displayName = 'Switch';

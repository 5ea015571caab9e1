import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { CheckIcon, DashIcon } from '../internal/icons';
import { focusRing, visuallyHidden } from '../internal/styles';

export type CheckboxProps = Omit<ComponentPropsWithoutRef<typeof RadixCheckbox.Root>, 'children' | 'asChild'> & {
  /** The visible label (required: browser tests and screen readers find the box by it). */
  label: ReactNode;
  /** Keeps the label for assistive technology only, e.g. row checkboxes in a table. */
  hideLabel?: boolean;
  /** A line of help under the label; it describes the checkbox. */
  hint?: ReactNode;
};

const StyledWrapper = styled.div`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 20px;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 20px;
`;

const StyledBox = styled(RadixCheckbox.Root)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  margin-top: 2px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.canvas};
  color: ${({ theme }) => theme.color.textOnAccent};
  cursor: pointer;

  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
  }
  &:disabled {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.canvasDisabled};
    color: ${({ theme }) => theme.color.textDisabled};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  ${focusRing}

  & svg {
    width: 12px;
    height: 12px;
    stroke-width: 2;
  }
`;

const StyledIndicator = styled(RadixCheckbox.Indicator)`
  display: inline-flex;

  &[data-state='checked'] > [data-icon='dash'],
  &[data-state='indeterminate'] > [data-icon='check'] {
    display: none;
  }
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

const StyledLabel = styled.label`
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  [data-disabled] > span > & {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

const StyledHint = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/**
 * A checkbox (Radix) with its label. `checked` may be `'indeterminate'` (e.g. select-all with
 * some rows selected). Space toggles it.
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, hideLabel = false, hint, id, disabled, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const generated = useId();
  const boxId = id ?? generated;
  const hintId = `${boxId}-hint`;
  const describedByAll = [describedBy, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <StyledWrapper data-disabled={disabled || undefined}>
      <StyledBox ref={ref} id={boxId} disabled={disabled} aria-describedby={describedByAll} {...rest}>
        <StyledIndicator>
          <CheckIcon data-icon="check" />
          <DashIcon data-icon="dash" />
        </StyledIndicator>
      </StyledBox>
      <StyledText data-hidden={hideLabel || undefined}>
        <StyledLabel htmlFor={boxId}>{label}</StyledLabel>
        {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      </StyledText>
    </StyledWrapper>
  );
});
Checkbox.displayName = 'Checkbox';

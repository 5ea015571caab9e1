import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { AlertIcon } from '../internal/icons';
import { focusRing, visuallyHidden } from '../internal/styles';

export type RadioGroupProps = Omit<ComponentPropsWithoutRef<typeof RadixRadioGroup.Root>, 'asChild'> & {
  /** The question the radios answer, e.g. 'Use as emergency contact?'. Names the group. */
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** A validation message; marks the group invalid and describes it. */
  error?: ReactNode;
};

export type RadioGroupItemProps = Omit<
  ComponentPropsWithoutRef<typeof RadixRadioGroup.Item>,
  'children' | 'asChild'
> & {
  label: ReactNode;
};

const StyledFieldset = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledLegend = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

const StyledHint = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledError = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  & > svg {
    width: 14px;
    height: 14px;
  }
`;

const StyledRoot = styled(RadixRadioGroup.Root)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[4]}px;
  }
`;

const StyledItemRow = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 24px;
`;

const StyledRadio = styled(RadixRadioGroup.Item)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.canvas};
  cursor: pointer;

  &[data-state='checked'] {
    border: 5px solid ${({ theme }) => theme.color.accent};
  }
  &:disabled {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.canvasDisabled};
    cursor: not-allowed;
  }
  [aria-invalid='true'] > div > & {
    border-color: ${({ theme }) => theme.color.danger};
  }
  ${focusRing}
`;

const StyledItemLabel = styled.label`
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  [data-disabled] + & {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

const RadioGroupRoot = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    hideLabel = false,
    hint,
    error,
    orientation = 'vertical',
    children,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const id = useId();
  const describedByAll =
    [describedBy, hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <StyledFieldset>
      <StyledLegend id={`${id}-label`} data-hidden={hideLabel || undefined}>
        {label}
      </StyledLegend>
      {hint ? <StyledHint id={`${id}-hint`}>{hint}</StyledHint> : null}
      <StyledRoot
        ref={ref}
        orientation={orientation}
        data-orientation={orientation}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedByAll}
        aria-invalid={error ? true : undefined}
        {...rest}
      >
        {children}
      </StyledRoot>
      {error ? (
        <StyledError id={`${id}-error`}>
          <AlertIcon />
          {error}
        </StyledError>
      ) : null}
    </StyledFieldset>
  );
});
RadioGroupRoot.displayName = 'RadioGroup';

const RadioGroupItem = forwardRef<HTMLButtonElement, RadioGroupItemProps>(function RadioGroupItem(
  { label, id, ...rest },
  ref,
) {
  const generated = useId();
  const itemId = id ?? generated;
  return (
    <StyledItemRow>
      <StyledRadio ref={ref} id={itemId} {...rest} />
      <StyledItemLabel htmlFor={itemId}>{label}</StyledItemLabel>
    </StyledItemRow>
  );
});
RadioGroupItem.displayName = 'RadioGroup.Item';

/**
 * A group of radios (Radix): Tab enters the group at the chosen radio, arrow keys move and
 * choose. `value`/`defaultValue`/`onValueChange` as usual.
 *
 * ```tsx
 * <RadioGroup label="Use as emergency contact?" orientation="horizontal" value={v} onValueChange={setV}>
 *   <RadioGroup.Item value="yes" label="Yes" />
 *   <RadioGroup.Item value="no" label="No" />
 * </RadioGroup>
 * ```
 */
export const RadioGroup = Object.assign(RadioGroupRoot, { Item: RadioGroupItem });

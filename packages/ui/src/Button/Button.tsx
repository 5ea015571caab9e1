import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../internal/styles';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'invisible';
export type ButtonSize = 'small' | 'medium';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows the button as busy: it stays focusable but does nothing when pressed. */
  loading?: boolean;
}

const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.canvasSubtle};
  cursor: pointer;
  white-space: nowrap;

  &[data-size='small'] {
    min-height: 28px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &[data-variant='primary'] {
    color: ${({ theme }) => theme.color.textOnAccent};
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
  }
  &[data-variant='primary']:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.accentHover};
  }
  /* Destructive choices (Delete, Discard): red text, filled red while pointed at. */
  &[data-variant='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
  &[data-variant='danger']:hover:not(:disabled):not([aria-disabled='true']) {
    color: ${({ theme }) => theme.color.textOnAccent};
    background: ${({ theme }) => theme.color.danger};
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[data-variant='invisible'] {
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.color.accent};
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${focusRing}
`;

/** A button. Variants and size are data attributes, so its styles never re-run per render. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'medium', loading = false, type = 'button', onClick, children, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {children}
    </StyledButton>
  );
});
Button.displayName = 'Button';

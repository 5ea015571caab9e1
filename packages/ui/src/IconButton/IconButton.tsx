import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../internal/styles';

export type IconButtonVariant = 'invisible' | 'secondary' | 'danger';
export type IconButtonSize = 'small' | 'medium';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The icon to show; decorative (the button is named by `aria-label`). */
  icon: ReactNode;
  /** Required: an icon alone has no accessible name. */
  'aria-label': string;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
}

const StyledIconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.control.md};
  height: ${({ theme }) => theme.control.md};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.neutralSubtle};
    color: ${({ theme }) => theme.color.text};
  }
  &:active:not(:disabled) {
    background: ${({ theme }) => theme.color.neutralMuted};
  }
  &[data-size='small'] {
    width: ${({ theme }) => theme.control.sm};
    height: ${({ theme }) => theme.control.sm};
  }
  &[data-variant='secondary'] {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.canvasSubtle};
  }
  &[data-variant='danger'] {
    color: ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${focusRing}
`;

/** A square button that shows only an icon; its name comes from the required `aria-label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, variant = 'invisible', size = 'medium', type = 'button', ...rest },
  ref,
) {
  return (
    <StyledIconButton ref={ref} type={type} data-variant={variant} data-size={size} {...rest}>
      {icon}
    </StyledIconButton>
  );
});
IconButton.displayName = 'IconButton';

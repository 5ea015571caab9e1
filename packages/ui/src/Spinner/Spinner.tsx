import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';
import { reducedMotion, visuallyHidden } from '../internal/styles';

export type SpinnerSize = 'small' | 'medium' | 'large';

export interface SpinnerProps extends HTMLAttributes<HTMLDivElement> {
  /** Visible text next to the spinner, e.g. 'Creating a User Account. Please Wait.' */
  message?: ReactNode;
  /** Read by screen readers when there is no visible message. */
  label?: string;
  size?: SpinnerSize;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledSpinner = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};

  &[data-size='large'] {
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]}px;
  }
`;

const StyledRing = styled.span`
  flex: none;
  width: 16px;
  height: 16px;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radii.full};
  animation: ${spin} 0.8s linear infinite;
  ${reducedMotion}

  [data-size='small'] > & {
    width: 12px;
    height: 12px;
  }
  [data-size='large'] > & {
    width: 32px;
    height: 32px;
    border-width: 3px;
  }
`;

const StyledHiddenLabel = styled.span`
  ${visuallyHidden}
`;

/**
 * A busy indicator. It is a polite live region (`role="status"`), so its message is announced
 * when it appears.
 */
export const Spinner = forwardRef<HTMLDivElement, SpinnerProps>(function Spinner(
  { message, label = 'Loading', size = 'medium', ...rest },
  ref,
) {
  return (
    <StyledSpinner ref={ref} role="status" data-size={size} {...rest}>
      <StyledRing aria-hidden="true" />
      {message ? <span>{message}</span> : <StyledHiddenLabel>{label}</StyledHiddenLabel>}
    </StyledSpinner>
  );
});
Spinner.displayName = 'Spinner';

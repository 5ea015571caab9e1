import { css } from 'styled-components';

/** The one focus ring every control shows when reached by keyboard. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** Same ring for composite controls whose focus sits on an inner element. */
export const focusRingWithin = css`
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Shared look of single-line text controls (inputs, select toggles, combobox inputs). */
export const controlSurface = css`
  min-height: ${({ theme }) => theme.control.md};
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  &:hover:not(:disabled):not([aria-disabled='true']) {
    border-color: ${({ theme }) => theme.color.textMuted};
  }
  &:focus-visible,
  &:focus {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -1px;
    border-color: ${({ theme }) => theme.color.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &:disabled,
  &[aria-disabled='true'] {
    background: ${({ theme }) => theme.color.canvasDisabled};
    color: ${({ theme }) => theme.color.textDisabled};
    cursor: not-allowed;
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Respect the user's wish for less motion in every animation. */
export const reducedMotion = css`
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 1ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 1ms !important;
  }
`;

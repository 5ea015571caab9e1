import * as RadixDialog from '@radix-ui/react-dialog';
import { keyframes, styled, type DefaultTheme } from 'styled-components';
import { focusRing, reducedMotion, visuallyHidden } from '../internal/styles';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** The widths at which dialogs fill the screen (phones): below `theme.breakpoint.phone`. */
export const fullScreenQuery = (theme: DefaultTheme) => `(max-width: ${theme.breakpoint.phone - 0.02}px)`;

const onFullScreen = ({ theme }: { theme: DefaultTheme }) => fullScreenQuery(theme);

/*
 * The dialog hangs from a fixed offset below the window's top rather than being centred, so it
 * grows downward when its content changes height instead of jumping. `data-width` is repeated on
 * the overlay so the overlay can drop its padding when a phone shows the dialog full-screen.
 */
export const StyledOverlay = styled(RadixDialog.Overlay)`
  --dialog-top: clamp(${({ theme }) => theme.space[4]}px, 8vh, ${({ theme }) => theme.space[9]}px);
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: var(--dialog-top) ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.backdrop};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  ${reducedMotion}

  @media ${onFullScreen} {
    &:not([data-width='small']) {
      padding: 0;
    }
  }
`;

/*
 * Moved with left/top rather than a transform: a transform would become the containing block of
 * fixed-position popups inside (select and combobox menus) and shift them.
 * Width: the preset or given length, but never wider than the window less its margins. Height: at
 * most the overlay's room; the body scrolls inside it, so header and footer stay in view.
 */
export const StyledContent = styled(RadixDialog.Content)`
  position: relative;
  left: var(--dialog-x, 0px);
  top: var(--dialog-y, 0px);
  display: flex;
  flex-direction: column;
  width: min(
    var(--dialog-width, ${({ theme }) => theme.dialogWidth.medium}),
    100vw - ${({ theme }) => theme.space[4] * 2}px
  );
  max-width: 100%;
  max-height: 100%;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.canvas};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  outline: none;

  &[data-width='small'] {
    --dialog-width: ${({ theme }) => theme.dialogWidth.small};
  }
  &[data-width='large'] {
    --dialog-width: ${({ theme }) => theme.dialogWidth.large};
  }
  &[data-width='xlarge'] {
    --dialog-width: ${({ theme }) => theme.dialogWidth.xlarge};
  }
  &[data-dragging] {
    user-select: none;
  }

  /* Phones: no dragging; every dialog but a small confirmation fills the screen. */
  @media ${onFullScreen} {
    left: 0;
    top: 0;

    &:not([data-width='small']) {
      width: 100%;
      height: 100%;
      border: 0;
      border-radius: 0;
      box-shadow: none;
    }
  }
`;

export const StyledHeader = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  &[data-draggable] {
    cursor: grab;
    touch-action: none;
  }
  [data-dragging] > & {
    cursor: grabbing;
  }
`;

export const StyledHandle = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: ${({ theme }) => theme.control.md};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: inherit;

  &:hover {
    background: ${({ theme }) => theme.color.neutralSubtle};
  }
  ${focusRing}
`;

export const StyledTitle = styled(RadixDialog.Title)`
  flex: 1;
  min-width: 0;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const StyledHeaderSpacer = styled.span`
  flex: 1;
`;

export const StyledDescription = styled(RadixDialog.Description)`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  overflow: auto;
`;

export const StyledFooter = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export const StyledHidden = styled.span`
  ${visuallyHidden}
`;

export const StyledBodyTitle = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

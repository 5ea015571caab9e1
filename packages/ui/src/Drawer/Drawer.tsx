import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, useRef, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';
import { keyframes, styled } from 'styled-components';
import { mergeRefs } from '../internal/mergeRefs';
import { reducedMotion, visuallyHidden } from '../internal/styles';
import { useControllableState } from '../internal/useControllableState';

type ContentProps = ComponentPropsWithoutRef<typeof RadixDialog.Content>;

export interface DrawerProps extends Omit<ContentProps, 'title' | 'children' | 'asChild' | 'forceMount'> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Names the drawer for assistive technology (a visually hidden title), e.g. "Menu". */
  label: string;
  /** The edge it slides in from. */
  side?: 'start' | 'end';
  /** Focused on close instead of the element that had focus when the drawer opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;
const slideIn = keyframes`
  from { transform: translateX(var(--drawer-from)); }
  to { transform: translateX(0); }
`;
const slideOut = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(var(--drawer-from)); }
`;

/* Above the header and sidebar, below menus, dialogs, toasts and tooltips that may open from inside it. */
const StyledOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.sidebar};
  background: ${({ theme }) => theme.color.backdrop};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  &[data-state='closed'] {
    animation-name: ${fadeOut};
  }
  ${reducedMotion}
`;

const StyledContent = styled(RadixDialog.Content)`
  --drawer-from: -100%;
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.sidebar};
  display: flex;
  flex-direction: column;
  width: min(280px, calc(100vw - ${({ theme }) => theme.space[9]}px));
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.color.canvas};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text};
  outline: none;
  animation: ${slideIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  &[data-side='end'] {
    --drawer-from: 100%;
    left: auto;
    right: 0;
  }
  &[data-state='closed'] {
    animation-name: ${slideOut};
  }
  ${reducedMotion}
`;

const StyledTitle = styled(RadixDialog.Title)`
  ${visuallyHidden}
`;

/**
 * A modal panel that slides over the page from one edge, on a backdrop (Radix Dialog): focus moves
 * into it on open and stays there; Escape, a press on the backdrop or `onOpenChange(false)` close it;
 * focus then returns to `returnFocusRef`, else to whatever had focus when it opened, unless something
 * else has taken focus meanwhile (a page that focuses its heading after a link in the drawer was
 * followed).
 */
export const Drawer = forwardRef<HTMLDivElement, DrawerProps>(function Drawer(
  {
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    label,
    side = 'start',
    returnFocusRef,
    children,
    onOpenAutoFocus,
    onCloseAutoFocus,
    ...rest
  },
  ref,
) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const contentRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <StyledOverlay />
        <StyledContent
          ref={mergeRefs(ref, contentRef)}
          data-side={side}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Focus has not moved yet: remember who opened the drawer.
            openerRef.current = document.activeElement as HTMLElement | null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            const active = document.activeElement;
            const focusLost = !active || active === document.body || contentRef.current?.contains(active);
            if (!focusLost) return;
            const opener = openerRef.current;
            (returnFocusRef?.current ?? (opener?.isConnected ? opener : null))?.focus();
          }}
          {...rest}
        >
          <StyledTitle>{label}</StyledTitle>
          {children}
        </StyledContent>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
Drawer.displayName = 'Drawer';

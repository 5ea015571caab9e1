import * as RadixDialog from '@radix-ui/react-dialog';
import {
  forwardRef,
  useId,
  useRef,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { keyframes, styled } from 'styled-components';
import { IconButton } from '../IconButton';
import { tabbables } from '../internal/focus';
import { CloseIcon, GripIcon } from '../internal/icons';
import { mergeRefs } from '../internal/mergeRefs';
import { focusRing, reducedMotion, visuallyHidden } from '../internal/styles';
import { useControllableState } from '../internal/useControllableState';
import type { Theme } from '../theme';

export type DialogWidth = keyof Theme['dialogWidth'];

type ContentProps = ComponentPropsWithoutRef<typeof RadixDialog.Content>;

export interface DialogProps extends Omit<ContentProps, 'title' | 'children' | 'asChild' | 'forceMount'> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Shown in the title bar and names the dialog. Leave it out only if the body renders `Dialog.Title`. */
  title?: ReactNode;
  /** A line under the title bar; becomes the dialog's accessible description. */
  description?: ReactNode;
  /** A preset (small 320, medium 480, large 640, xlarge 960 px) or any CSS length such as `'70%'`. */
  width?: DialogWidth | (string & {});
  /** Buttons, kept in view below the scrolling body. */
  footer?: ReactNode;
  /** An element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** Drag by the title bar (pointer) or by the move handle (arrow keys). On by default. */
  draggable?: boolean;
  /** Close when the user presses outside the dialog. Off by default so form input is not lost by a stray click. */
  closeOnOutsidePress?: boolean;
  /** Focused on open instead of the first control of the body. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Focused on close instead of the element that opened the dialog. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  moveLabel?: string;
  /** Read to screen-reader users on the move handle. */
  moveInstructions?: string;
  children?: ReactNode;
}

/** Arrow keys move the dialog by this many pixels; with Shift by four times as much. */
const KEY_STEP = 16;
/** Space kept between a dragged dialog and the window edge. */
const EDGE = 8;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const StyledOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.backdrop};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  ${reducedMotion}
`;

/*
 * Moved with left/top rather than a transform: a transform would become the containing block of
 * fixed-position popups inside (select and combobox menus) and shift them.
 */
const StyledContent = styled(RadixDialog.Content)`
  position: relative;
  left: var(--dialog-x, 0px);
  top: var(--dialog-y, 0px);
  display: flex;
  flex-direction: column;
  width: var(--dialog-width, ${({ theme }) => theme.dialogWidth.medium});
  max-width: 100%;
  max-height: calc(100vh - ${({ theme }) => theme.space[6]}px);
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
`;

const StyledHeader = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  touch-action: none;

  &[data-draggable] {
    cursor: grab;
  }
  [data-dragging] > & {
    cursor: grabbing;
  }
`;

const StyledHandle = styled.button`
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

const StyledTitle = styled(RadixDialog.Title)`
  flex: 1;
  min-width: 0;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const StyledHeaderSpacer = styled.span`
  flex: 1;
`;

const StyledDescription = styled(RadixDialog.Description)`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  overflow: auto;
`;

const StyledFooter = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

const StyledBodyTitle = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

interface Offset {
  x: number;
  y: number;
}

/** Keeps the dialog inside the window, and its title bar always reachable. */
function clampOffset(node: HTMLElement, header: HTMLElement | null, current: Offset, next: Offset): Offset {
  const rect = node.getBoundingClientRect();
  const view = node.ownerDocument.documentElement;
  const baseLeft = rect.left - current.x;
  const baseTop = rect.top - current.y;
  const headerHeight = header?.offsetHeight ?? 44;
  const clamp = (value: number, min: number, max: number) => (max < min ? 0 : Math.min(max, Math.max(min, value)));
  return {
    x: clamp(next.x, EDGE - baseLeft, view.clientWidth - EDGE - baseLeft - rect.width),
    y: clamp(next.y, EDGE - baseTop, view.clientHeight - EDGE - baseTop - headerHeight),
  };
}

type FrameProps = Omit<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'>;

/** The open dialog. It mounts on open, so a dialog always reopens centred. */
const DialogFrame = forwardRef<HTMLDivElement, FrameProps>(function DialogFrame(
  {
    title,
    description,
    width = 'medium',
    footer,
    draggable = true,
    closeOnOutsidePress = false,
    initialFocusRef,
    returnFocusRef,
    closeLabel = 'Close',
    moveLabel = 'Move dialog',
    moveInstructions = 'Use the arrow keys to move the dialog.',
    children,
    style,
    onOpenAutoFocus,
    onCloseAutoFocus,
    onPointerDownOutside,
    onEscapeKeyDown,
    ...rest
  },
  ref,
) {
  const contentRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const offset = useRef<Offset>({ x: 0, y: 0 });
  const drag = useRef<{ pointerId: number; startX: number; startY: number; from: Offset } | null>(null);
  const instructionsId = useId();

  const isPreset = width in { small: 1, medium: 1, large: 1, xlarge: 1 };
  const contentStyle = isPreset ? style : ({ ...style, '--dialog-width': width } as CSSProperties);

  // Position is written straight to the element: dragging never re-renders the dialog's contents.
  const moveTo = (next: Offset) => {
    const node = contentRef.current;
    if (!node) return;
    offset.current = clampOffset(node, headerRef.current, offset.current, next);
    node.style.setProperty('--dialog-x', `${offset.current.x}px`);
    node.style.setProperty('--dialog-y', `${offset.current.y}px`);
  };

  const onHeaderPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!draggable || event.button !== 0) return;
    // Buttons in the title bar (close) keep their own behaviour; the move handle drags too.
    const button = (event.target as Element).closest('button');
    if (button && !button.hasAttribute('data-move-handle')) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers (tests, some assistive tech) cannot be captured; moves still arrive.
    }
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, from: offset.current };
    contentRef.current?.setAttribute('data-dragging', '');
  };

  const onHeaderPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const active = drag.current;
    if (!active || active.pointerId !== event.pointerId) return;
    moveTo({ x: active.from.x + event.clientX - active.startX, y: active.from.y + event.clientY - active.startY });
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    contentRef.current?.removeAttribute('data-dragging');
  };

  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    const { x, y } = offset.current;
    const moves: Record<string, Offset> = {
      ArrowLeft: { x: x - step, y },
      ArrowRight: { x: x + step, y },
      ArrowUp: { x, y: y - step },
      ArrowDown: { x, y: y + step },
      Home: { x: 0, y: 0 },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <StyledOverlay>
      <StyledContent
        ref={mergeRefs(ref, contentRef)}
        data-width={isPreset ? width : undefined}
        style={contentStyle}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Focus has not moved yet: remember who opened the dialog, to give focus back on close.
          openerRef.current = document.activeElement as HTMLElement | null;
          event.preventDefault();
          const target =
            initialFocusRef?.current ??
            (bodyRef.current && tabbables(bodyRef.current)[0]) ??
            (footerRef.current && tabbables(footerRef.current)[0]) ??
            closeRef.current ??
            contentRef.current;
          target?.focus();
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          const opener = openerRef.current;
          const target = returnFocusRef?.current ?? (opener?.isConnected ? opener : null);
          target?.focus();
        }}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          // Escape in an open select or combobox closes its list first, not the dialog.
          const target = event.target instanceof Element ? event.target : null;
          if (target?.closest('[role="combobox"][aria-expanded="true"]')) event.preventDefault();
        }}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          if (!closeOnOutsidePress) event.preventDefault();
        }}
        {...rest}
      >
        <StyledHeader
          ref={headerRef}
          data-draggable={draggable || undefined}
          onPointerDown={onHeaderPointerDown}
          onPointerMove={onHeaderPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          {draggable ? (
            <>
              <StyledHandle
                type="button"
                data-move-handle=""
                aria-label={moveLabel}
                aria-describedby={instructionsId}
                onKeyDown={onHandleKeyDown}
              >
                <GripIcon />
              </StyledHandle>
              <StyledHidden id={instructionsId}>{moveInstructions}</StyledHidden>
            </>
          ) : null}
          {title ? <StyledTitle>{title}</StyledTitle> : <StyledHeaderSpacer />}
          <RadixDialog.Close asChild>
            <IconButton ref={closeRef} icon={<CloseIcon />} aria-label={closeLabel} />
          </RadixDialog.Close>
        </StyledHeader>
        {description ? <StyledDescription>{description}</StyledDescription> : null}
        <StyledBody ref={bodyRef}>{children}</StyledBody>
        {footer ? <StyledFooter ref={footerRef}>{footer}</StyledFooter> : null}
      </StyledContent>
    </StyledOverlay>
  );
});

const DialogRoot = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  { open: openProp, defaultOpen = false, onOpenChange, trigger, ...frameProps },
  ref,
) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <DialogFrame ref={ref} {...frameProps} />
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
DialogRoot.displayName = 'Dialog';

/** Names the dialog from inside its body, for dialogs without a title bar title (e.g. a question). */
const DialogTitle = forwardRef<HTMLHeadingElement, ComponentPropsWithoutRef<typeof RadixDialog.Title>>(
  function DialogTitle(props, ref) {
    return <StyledBodyTitle ref={ref} {...props} />;
  },
);
DialogTitle.displayName = 'Dialog.Title';

/** A button (via `asChild`) that closes the dialog, e.g. Cancel in the footer. */
const DialogClose = RadixDialog.Close;

/**
 * A modal dialog (Radix): focus is trapped inside, Escape closes it, and focus returns to the
 * element that opened it. It can be dragged by its title bar with the pointer, or with the arrow
 * keys from the move handle (Home re-centres it). Body scrolls; footer buttons stay in view.
 */
export const Dialog = Object.assign(DialogRoot, { Title: DialogTitle, Close: DialogClose });

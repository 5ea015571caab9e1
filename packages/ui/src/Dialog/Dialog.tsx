import * as RadixDialog from '@radix-ui/react-dialog';
import {
  forwardRef,
  useId,
  useRef,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTheme } from 'styled-components';
import { IconButton } from '../IconButton';
import { tabbables } from '../internal/focus';
import { CloseIcon, GripIcon } from '../internal/icons';
import { mergeRefs } from '../internal/mergeRefs';
import { useControllableState } from '../internal/useControllableState';
import { useMediaQuery } from '../internal/useMediaQuery';
import type { Theme } from '../theme';
import {
  fullScreenQuery,
  StyledBody,
  StyledBodyTitle,
  StyledContent,
  StyledDescription,
  StyledFooter,
  StyledHandle,
  StyledHeader,
  StyledHeaderSpacer,
  StyledHidden,
  StyledOverlay,
  StyledTitle,
} from './Dialog.styles';
import { useDialogDrag } from './useDialogDrag';

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
  /**
   * Drag by the title bar (pointer) or by the move handle (arrow keys; Alt+F7 focuses it, as it is not
   * a Tab stop). On by default, except on phones (below `theme.breakpoint.phone`), where the dialog
   * fills the screen.
   */
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

type FrameProps = Omit<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'>;

/** The open dialog. It mounts on open, so a dialog always reopens in its place, undragged. */
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
    onKeyDown,
    ...rest
  },
  ref,
) {
  const contentRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const handleRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const instructionsId = useId();

  const isPreset = width in { small: 1, medium: 1, large: 1, xlarge: 1 };
  const contentStyle = isPreset ? style : ({ ...style, '--dialog-width': width } as CSSProperties);

  const fullScreen = useMediaQuery(fullScreenQuery(useTheme()));
  const canDrag = draggable && !fullScreen;
  const drag = useDialogDrag(contentRef, headerRef, canDrag);
  const presetWidth = isPreset ? width : undefined;

  return (
    <StyledOverlay data-width={presetWidth}>
      <StyledContent
        ref={mergeRefs(ref, contentRef)}
        data-width={presetWidth}
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
        onKeyDown={(event) => {
          onKeyDown?.(event);
          // Alt+F7 (the desktop's "move window" key) takes focus to the move handle, which is not a Tab stop.
          if (!event.defaultPrevented && canDrag && event.altKey && event.key === 'F7') {
            event.preventDefault();
            handleRef.current?.focus();
          }
        }}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          if (!closeOnOutsidePress) event.preventDefault();
        }}
        {...rest}
      >
        <StyledHeader ref={headerRef} data-draggable={canDrag || undefined} {...drag.headerProps}>
          {canDrag ? (
            <>
              <StyledHandle
                ref={handleRef}
                type="button"
                // Not a Tab stop of its own: the pointer drags the title bar; the keyboard reaches it with Alt+F7.
                tabIndex={-1}
                aria-keyshortcuts="Alt+F7"
                data-move-handle=""
                aria-label={moveLabel}
                aria-describedby={instructionsId}
                onKeyDown={(event) => {
                  // Outside the Tab order, the handle wraps Shift+Tab to the dialog's last control itself.
                  const last = event.key === 'Tab' && event.shiftKey && tabbables(contentRef.current!).at(-1);
                  if (last) {
                    event.preventDefault();
                    last.focus();
                  } else drag.onHandleKeyDown(event);
                }}
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
 * element that opened it. It hangs from a fixed offset below the window's top, so it grows downward
 * when its content changes, and is never wider than the window. It can be dragged by its title bar
 * with the pointer, or with the arrow keys from the move handle (Home puts it back), which is not a
 * Tab stop: Alt+F7 anywhere in the dialog focuses it. Body scrolls;
 * title bar and footer buttons stay in view. On phones it fills the screen (a `small` one stays a
 * card) and is not draggable.
 */
export const Dialog = Object.assign(DialogRoot, { Title: DialogTitle, Close: DialogClose });

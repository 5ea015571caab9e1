import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

/** Arrow keys move the dialog by this many pixels; with Shift by four times as much. */
const KEY_STEP = 16;
/** Space kept between a dragged dialog and the window edge. */
const EDGE = 8;

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

export interface DialogDrag {
  /** Spread on the title bar: pointer dragging. */
  headerProps: {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => void;
  };
  /** On the move handle: arrow keys move, Home puts the dialog back in its place. */
  onHandleKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * Moves the dialog by its title bar (pointer) or its move handle (arrow keys), kept inside the
 * window. The offset lives in a ref and is written to CSS variables on the content element, so
 * dragging never re-renders the dialog's contents.
 */
export function useDialogDrag(
  contentRef: RefObject<HTMLElement | null>,
  headerRef: RefObject<HTMLElement | null>,
  draggable: boolean,
): DialogDrag {
  const offset = useRef<Offset>({ x: 0, y: 0 });
  const drag = useRef<{ pointerId: number; startX: number; startY: number; from: Offset } | null>(null);

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

  return {
    headerProps: {
      onPointerDown: onHeaderPointerDown,
      onPointerMove: onHeaderPointerMove,
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
    },
    onHandleKeyDown,
  };
}

import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { keyframes, styled } from 'styled-components';
import { IconButton } from '../IconButton';
import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon, WarningIcon } from '../internal/icons';
import { TOAST_DURATION_MS } from '@meridian/domain';
import { reducedMotion } from '../internal/styles';
import { useIsClient } from '../internal/useIsClient';

/** The toast kinds of the spec, each with its display time: alert 30 s, warning 20 s, success 15 s, announcement 3 s. */
export type ToastType = keyof typeof TOAST_DURATION_MS;

export interface ToastOptions {
  type: ToastType;
  message: ReactNode;
  /** Overrides the spec's display time for this type. */
  durationMs?: number;
}

export interface Toasts {
  /** Shows a toast and returns its id. */
  push(toast: ToastOptions): string;
  dismiss(id: string): void;
  dismissAll(): void;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Accessible name of the toast list. */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Where the toasts render; `document.body` by default. */
  container?: Element | null;
}

interface ToastEntry extends ToastOptions {
  id: string;
}

const ToastContext = createContext<Toasts | null>(null);

/** The toast API of the nearest `ToastProvider`. */
export function useToasts(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToasts must be used inside a <ToastProvider>.');
  return toasts;
}

const icons: Record<ToastType, ReactNode> = {
  alert: <AlertIcon />,
  warning: <WarningIcon />,
  success: <SuccessIcon />,
  announcement: <InfoIcon />,
};

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

/*
 * Bottom-left, where no dialog keeps its buttons: a dialog's actions sit at its bottom right, and a
 * toast there covered the next dialog's Add (the toasts are above dialogs, so they stay readable while
 * one is open). On a phone, where dialogs fill the screen with their actions along the bottom, the
 * toasts come in at the top.
 */
const StyledViewport = styled.ol`
  position: fixed;
  left: ${({ theme }) => theme.space[4]}px;
  bottom: ${({ theme }) => theme.space[4]}px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  width: min(360px, calc(100vw - ${({ theme }) => theme.space[6]}px));
  max-height: calc(100vh - ${({ theme }) => theme.space[6]}px);
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;

  @media (max-width: 600px) {
    top: ${({ theme }) => theme.space[2]}px;
    bottom: auto;
    left: ${({ theme }) => theme.space[2]}px;
    width: calc(100vw - ${({ theme }) => theme.space[4]}px);
  }
`;

const StyledToast = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[2]}px
    ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid var(--toast-accent);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  animation: ${enter} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  ${reducedMotion}
  --toast-accent: ${({ theme }) => theme.color.accent};

  &[data-type='alert'] {
    --toast-accent: ${({ theme }) => theme.color.danger};
  }
  &[data-type='warning'] {
    --toast-accent: ${({ theme }) => theme.color.warning};
  }
  &[data-type='success'] {
    --toast-accent: ${({ theme }) => theme.color.success};
  }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  flex: none;
  padding-top: 7px;
  color: var(--toast-accent);
`;

const StyledMessage = styled.div`
  flex: 1;
  min-width: 0;
  padding: 5px 0;
  overflow-wrap: anywhere;
`;

interface ToastProps extends HTMLAttributes<HTMLDivElement> {
  toast: ToastEntry;
  closeLabel: string;
  onDismiss(id: string, viaKeyboardOrButton: boolean): void;
}

/** One toast. Its clock pauses while it is hovered or focused (WCAG 2.2.1, timing adjustable). */
const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast({ toast, closeLabel, onDismiss, ...rest }, ref) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(toast.durationMs ?? TOAST_DURATION_MS[toast.type]);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id, false), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, onDismiss, toast.id]);

  return (
    <StyledToast
      ref={ref}
      data-type={toast.type}
      data-paused={paused || undefined}
      role={toast.type === 'alert' ? 'alert' : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      {...rest}
    >
      <StyledIcon>{icons[toast.type]}</StyledIcon>
      <StyledMessage>{toast.message}</StyledMessage>
      <IconButton size="small" icon={<CloseIcon />} aria-label={closeLabel} onClick={() => onDismiss(toast.id, true)} />
    </StyledToast>
  );
});
Toast.displayName = 'Toast';

let nextId = 0;

/**
 * Holds the toasts of an app and renders them in a polite live region (alerts are assertive).
 * Components call `useToasts().push({ type, message })`.
 */
export function ToastProvider({
  children,
  label = 'Notifications',
  closeLabel = 'Close',
  container,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const listRef = useRef<HTMLOListElement>(null);
  // Portals need the DOM; on the server (and while hydrating) nothing is rendered.
  const isClient = useIsClient();

  const dismiss = useCallback((id: string) => setToasts((all) => all.filter((t) => t.id !== id)), []);

  const dismissFromToast = useCallback(
    (id: string, byUser: boolean) => {
      if (byUser) {
        // Keep keyboard users in the list: focus moves to the neighbouring toast's close button.
        const items = Array.from(listRef.current?.children ?? []);
        const index = items.findIndex((item) => item.getAttribute('data-toast-id') === id);
        const neighbour = items[index + 1] ?? items[index - 1];
        neighbour?.querySelector<HTMLButtonElement>('button')?.focus();
      }
      dismiss(id);
    },
    [dismiss],
  );

  const api = useMemo<Toasts>(
    () => ({
      push(toast) {
        nextId += 1;
        const id = `toast-${nextId}`;
        setToasts((all) => [...all, { ...toast, id }]);
        return id;
      },
      dismiss,
      dismissAll: () => setToasts([]),
    }),
    [dismiss],
  );

  const target = container ?? (isClient ? document.body : null);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {target
        ? createPortal(
            <StyledViewport ref={listRef} aria-live="polite" aria-label={label}>
              {toasts.map((toast) => (
                <li key={toast.id} data-toast-id={toast.id}>
                  <Toast toast={toast} closeLabel={closeLabel} onDismiss={dismissFromToast} />
                </li>
              ))}
            </StyledViewport>,
            target,
          )
        : null}
    </ToastContext.Provider>
  );
}

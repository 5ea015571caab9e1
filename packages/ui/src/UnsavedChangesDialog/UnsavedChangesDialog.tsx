import { forwardRef, useCallback, useEffect, useState, type ReactElement } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from '../ConfirmDialog';
import { SHELL_MESSAGES } from '@meridian/domain';

export type UnsavedChangesDialogProps = Omit<ConfirmDialogProps, 'type' | 'message' | 'roles' | 'countiesByState'>;

/** The guard's wording around the spec's sentence; each can be overridden through the props. */
const UNSAVED_CHANGES_TEXT = {
  title: 'Discard unsaved changes?',
  keepEditing: 'Keep editing',
  discard: 'Discard',
} as const;

/**
 * "Discard unsaved changes?" with the spec's sentence 'You have unsaved content, are you sure you
 * want to exit?' and two answers: Keep editing (stay, `onCancel`, focused when it opens; Escape and
 * ✕ mean the same) and Discard (leave, `onConfirm`, in the danger style).
 */
export const UnsavedChangesDialog = forwardRef<HTMLDivElement, UnsavedChangesDialogProps>(
  function UnsavedChangesDialog(props, ref) {
    return (
      <ConfirmDialog
        ref={ref}
        type="yes-confirm"
        title={UNSAVED_CHANGES_TEXT.title}
        message={SHELL_MESSAGES.unsavedContent}
        cancelLabel={UNSAVED_CHANGES_TEXT.keepEditing}
        confirmLabel={UNSAVED_CHANGES_TEXT.discard}
        confirmVariant="danger"
        {...props}
      />
    );
  },
);
UnsavedChangesDialog.displayName = 'UnsavedChangesDialog';

export interface UnsavedChangesGuardOptions {
  /** True while there are unsaved changes. */
  when: boolean;
  /** Also ask the browser to confirm closing or reloading the tab. On by default. */
  guardUnload?: boolean;
}

export interface UnsavedChangesGuard {
  /** Runs `leave` at once when nothing is unsaved; otherwise asks first and runs it on Discard. */
  confirmLeave(leave: () => void): void;
  /** Render this element once; it is the question dialog. */
  dialog: ReactElement;
}

/**
 * Guards an action that would throw away unsaved changes (closing a dialog, navigating):
 *
 * ```tsx
 * const guard = useUnsavedChangesGuard({ when: form.isDirty });
 * <Button onClick={() => guard.confirmLeave(close)}>Cancel</Button>
 * {guard.dialog}
 * ```
 */
export function useUnsavedChangesGuard({ when, guardUnload = true }: UnsavedChangesGuardOptions): UnsavedChangesGuard {
  const [pending, setPending] = useState<{ leave: () => void } | null>(null);

  useEffect(() => {
    if (!when || !guardUnload) return;
    // Browsers show their own wording for tab close and reload; only the prompt can be requested.
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when, guardUnload]);

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (when) setPending({ leave });
      else leave();
    },
    [when],
  );

  const dialog = (
    <UnsavedChangesDialog
      open={pending !== null}
      onConfirm={() => {
        setPending(null);
        pending?.leave();
      }}
      onCancel={() => setPending(null)}
    />
  );

  return { confirmLeave, dialog };
}

import { useUnsavedChangesGuard } from '@meridian/ui';
import { useEffect } from 'react';

export interface DiscardGuardOptions {
  /** Whether the draft differs from what is saved (a draft form's `dirty`, or several of them). */
  dirty: boolean;
  /** Closes the screen; runs at once when nothing is unsaved, after "Discard" otherwise. */
  onClose(): void;
}

/**
 * The portal's one unsaved-changes guard over a draft form's state: Close, Cancel, Escape, the ✕,
 * the backdrop (`onOpenChange`) and in-dialog switches (`confirm`, e.g. a tab change) ask before
 * throwing the draft away; "Keep editing" leaves everything as typed. Render `dialog` once.
 */
export function useDiscardGuard({ dirty, onClose }: DiscardGuardOptions) {
  const guard = useUnsavedChangesGuard({ when: dirty });
  const close = () => guard.confirmLeave(onClose);
  return {
    close,
    /** For a Dialog's `onOpenChange`: every way of closing it asks first. */
    onOpenChange: (open: boolean) => {
      if (!open) close();
    },
    /** Runs `discarding` (a tab switch, leaving edit mode) at once, or after asking when something is unsaved. */
    confirm: guard.confirmLeave,
    dialog: guard.dialog,
  };
}

/**
 * For a form rendered inside the guarded screen (a tab, a form that mounts once data loads): tells
 * the screen whether it holds unsaved changes. A form that unmounts (its draft dropped) has none.
 */
export function useReportDirty(dirty: boolean, onDirtyChange: (dirty: boolean) => void) {
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
}

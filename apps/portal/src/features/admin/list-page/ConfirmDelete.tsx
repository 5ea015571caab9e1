import { describeError } from '@meridian/api';
import { ConfirmDialog, useToasts } from '@meridian/ui';

export interface ConfirmDeleteProps {
  /** The question, naming the record (and what goes with it). */
  message: string;
  /** Deletes the record; a refusal (the record in use) is told in a toast, the record kept. */
  onDelete(): Promise<unknown>;
  /** The toast once deleted. */
  deleted: string;
  onClose(): void;
}

/** An admin screen's delete confirmation: Yes deletes and tells so; a refusal says why. */
export function ConfirmDelete({ message, onDelete, deleted, onClose }: ConfirmDeleteProps) {
  const toasts = useToasts();
  async function confirm() {
    try {
      await onDelete();
      toasts.push({ type: 'success', message: deleted });
    } catch (error) {
      toasts.push({ type: 'alert', message: describeError(error) });
    }
  }
  return (
    <ConfirmDialog
      open
      type="yes-confirm"
      confirmVariant="danger"
      message={message}
      onConfirm={() => void confirm()}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}

import { ConfirmDialog } from '@meridian/ui';
import type { RefObject } from 'react';

export const LOGOUT_QUESTION = 'Are you sure you want to logout?';

/** Spec 01 §4 Session: logout asks first; Yes signs out, No (or Escape) keeps working. */
export function LogoutDialog({
  open,
  onOpenChange,
  onConfirm,
  returnFocusRef,
}: {
  returnFocusRef?: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<void>;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      type="yes-confirm"
      title="Logout"
      message={LOGOUT_QUESTION}
      onConfirm={() => void onConfirm()}
      onCancel={() => onOpenChange(false)}
      returnFocusRef={returnFocusRef}
    />
  );
}

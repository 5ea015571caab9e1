import { Button, Dialog } from '@meridian/ui';
import { useState } from 'react';

export const LOGOUT_QUESTION = 'Are you sure you want to logout?';

/** Spec 01 §4 Session: logout asks first; Yes signs out, No (or Escape) keeps working. */
export function LogoutDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title="Logout"
      width="small"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>No</Button>
          <Button
            variant="primary"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              await onConfirm();
            }}
          >
            Yes
          </Button>
        </>
      }
    >
      <p>{LOGOUT_QUESTION}</p>
    </Dialog>
  );
}

import { Banner, Button, Dialog } from '@meridian/ui';
import type { FormEvent, ReactNode } from 'react';
import { StyledDialogForm } from '../accountAdminStyles';
import { LOOKUP_TEXT } from './text';

export interface AdminFormDialogProps {
  /** The form's id, which the footer's submit button names. */
  formId: string;
  title: string;
  description?: string;
  /** The submit button's words (Save unless given). */
  submitLabel?: string;
  busy?: boolean;
  width?: 'medium' | 'large';
  /** What the server said of the last submit, above the fields; the fields keep what was typed. */
  banner?: { ok: boolean; message: string };
  onSubmit(event: FormEvent): void;
  onClose(): void;
  children: ReactNode;
}

/** An admin add/edit dialog: its form, Cancel and the submit button in the footer, the server's answer on top. */
export function AdminFormDialog({
  formId,
  title,
  description,
  submitLabel = LOOKUP_TEXT.save,
  busy = false,
  width = 'large',
  banner,
  onSubmit,
  onClose,
  children,
}: AdminFormDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      width={width}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {LOOKUP_TEXT.cancel}
          </Button>
          <Button variant="primary" type="submit" form={formId} disabled={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <StyledDialogForm id={formId} onSubmit={onSubmit} noValidate>
        {banner ? <Banner variant={banner.ok ? 'success' : 'alert'}>{banner.message}</Banner> : null}
        {children}
      </StyledDialogForm>
    </Dialog>
  );
}

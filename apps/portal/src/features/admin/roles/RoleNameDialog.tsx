import { describeError, type Role } from '@meridian/api';
import { useCreateRole, useUpdateRole } from '@meridian/api/react';
import { ROLE_NAME_MAX_LENGTH, validateRoleName } from '@meridian/domain';
import { Banner, Button, Dialog, Field, TextInput, useToasts } from '@meridian/ui';
import { useState, type FormEvent } from 'react';
import { ROLES_TEXT as T } from './text';

export interface RoleNameDialogProps {
  /** The role to rename; without it the dialog creates a role. */
  role?: Role;
  onClose(): void;
  /** Called with the created or renamed role. */
  onSaved(role: Role): void;
}

/** Creates a role or renames one. A refused save keeps the name typed and shows the server's message. */
export function RoleNameDialog({ role, onClose, onSaved }: RoleNameDialogProps) {
  const [name, setName] = useState(role?.role_name ?? '');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string>();
  const create = useCreateRole();
  const update = useUpdateRole();
  const toasts = useToasts();
  const saving = create.isMutating || update.isMutating;
  const error = touched ? validateRoleName(name) : undefined;
  const unchanged = role !== undefined && name.trim() === role.role_name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (validateRoleName(name) || saving) return;
    if (unchanged) return onClose();
    setFailure(undefined);
    try {
      const saved = role
        ? await update.trigger({ role_id: role.role_id, role_name: name.trim() })
        : await create.trigger({ role_name: name.trim() });
      toasts.push({ type: 'success', message: role ? T.renamed(saved.role_name) : T.created(saved.role_name) });
      onSaved(saved);
    } catch (refusal) {
      setFailure(describeError(refusal));
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={role ? T.renameTitle(role.role_name) : T.createTitle}
      width="small"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" form="role-name-form" variant="primary" disabled={saving}>
            {role ? T.save : T.create}
          </Button>
        </>
      }
    >
      <form id="role-name-form" noValidate onSubmit={(event) => void submit(event)}>
        {failure ? <Banner variant="alert">{failure}</Banner> : null}
        <Field required invalid={error !== undefined}>
          <Field.Label>{T.nameLabel}</Field.Label>
          <TextInput
            block
            autoComplete="off"
            maxLength={ROLE_NAME_MAX_LENGTH + 20}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          <Field.Error>{error}</Field.Error>
        </Field>
      </form>
    </Dialog>
  );
}

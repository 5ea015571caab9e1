import { describeError, type PermissionCatalogueEntry, type Role } from '@meridian/api';
import { usePermissionCatalogue, useRolePermissions, useSetRolePermissions } from '@meridian/api/react';
import { groupPermissions, permissionLabel, validateRoleChange } from '@meridian/domain';
import { Banner, Button, Checkbox, Dialog, Spinner, useToasts } from '@meridian/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { ROLES_TEXT as T } from './text';

const StyledGroups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

const StyledGroup = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};

  & > legend {
    padding: 0 ${({ theme }) => theme.space[1]}px;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledGroupHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding-bottom: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface PermissionEditorDialogProps {
  role: Role;
  /** The signed-in user's own role: the server refuses changing its permissions. */
  ownRoleId: number;
  onClose(): void;
}

/**
 * The permission editor: every permission of the product, grouped (domain PERMISSION_EDITOR), each
 * with what it allows (the server's catalogue). Space toggles a permission, a group's first box
 * toggles the whole group. A refused save keeps the selection and shows the message here.
 */
export function PermissionEditorDialog({ role, ownRoleId, onClose }: PermissionEditorDialogProps) {
  const catalogue = usePermissionCatalogue();
  const current = useRolePermissions(role.role_id);
  const save = useSetRolePermissions();
  const toasts = useToasts();
  // The draft: undefined until the first change, so it starts from the role's permissions as read now.
  const [draft, setDraft] = useState<ReadonlySet<string>>();
  const [failure, setFailure] = useState<string>();
  const saved = current.data?.permissions;
  const selected = useMemo(() => draft ?? (saved ? new Set(saved) : undefined), [draft, saved]);

  const groups = useMemo(() => groupPermissions(catalogue.data ?? []), [catalogue.data]);
  const dirty =
    selected !== undefined &&
    saved !== undefined &&
    (selected.size !== saved.length || saved.some((p) => !selected.has(p)));

  const toggle = (names: readonly string[], on: boolean) =>
    setDraft(() => {
      const next = new Set(selected);
      for (const name of names) {
        if (on) next.add(name);
        else next.delete(name);
      }
      return next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!selected || !dirty || save.isMutating) return;
    const permissions = [...selected].sort();
    const refusal = validateRoleChange({ role_id: role.role_id, permissions }, ownRoleId);
    if (refusal) return setFailure(refusal);
    setFailure(undefined);
    try {
      await save.trigger({ role_id: role.role_id, permissions });
      toasts.push({ type: 'success', message: T.permissionsSaved(role.role_name) });
      onClose();
    } catch (error) {
      setFailure(describeError(error));
    }
  }

  const loadError = catalogue.error ?? current.error;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={T.editorTitle(role.role_name)}
      description={T.editorDescription}
      width="large"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" form="role-permissions-form" variant="primary" disabled={!dirty || save.isMutating}>
            {T.save}
          </Button>
        </>
      }
    >
      <form id="role-permissions-form" noValidate onSubmit={(event) => void submit(event)}>
        {failure ? <Banner variant="alert">{failure}</Banner> : null}
        {loadError ? <Banner variant="alert">{describeError(loadError)}</Banner> : null}
        {!selected || !catalogue.data ? (
          loadError ? null : (
            <Spinner message={T.editorLoading} />
          )
        ) : (
          <StyledGroups>
            {groups.map(({ group, permissions }) => (
              <PermissionGroup
                key={group}
                group={group}
                permissions={permissions}
                selected={selected}
                onToggle={toggle}
              />
            ))}
          </StyledGroups>
        )}
      </form>
    </Dialog>
  );
}

function PermissionGroup({
  group,
  permissions,
  selected,
  onToggle,
}: {
  group: string;
  permissions: readonly PermissionCatalogueEntry[];
  selected: ReadonlySet<string>;
  onToggle(names: readonly string[], on: boolean): void;
}) {
  const names = permissions.map((p) => p.permission_name);
  const held = names.filter((n) => selected.has(n)).length;
  return (
    <StyledGroup>
      <legend>{group}</legend>
      <StyledGroupHead>
        <Checkbox
          label={T.groupAll(group)}
          checked={held === 0 ? false : held === names.length ? true : 'indeterminate'}
          onCheckedChange={() => onToggle(names, held !== names.length)}
        />
        <span aria-hidden="true">{T.groupCount(held, names.length)}</span>
      </StyledGroupHead>
      <StyledList>
        {permissions.map((permission) => (
          <li key={permission.permission_name}>
            <Checkbox
              label={permissionLabel(permission.permission_name)}
              hint={permission.description}
              checked={selected.has(permission.permission_name)}
              onCheckedChange={(checked) => onToggle([permission.permission_name], checked === true)}
            />
          </li>
        ))}
      </StyledList>
    </StyledGroup>
  );
}

import { describeError, type Role, type SearchBody } from '@meridian/api';
import { useRoleSearch, useUpdateRole } from '@meridian/api/react';
import { validateRoleChange } from '@meridian/domain';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Field,
  PageHeader,
  TextInput,
  useToasts,
  type DataTableSort,
} from '@meridian/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useSession } from '../../../session/SessionProvider';
import { AdminLayout } from '../AdminLayout';
import { PermissionEditorDialog } from './PermissionEditorDialog';
import { RoleHistoryDialog } from './RoleHistoryDialog';
import { RoleNameDialog } from './RoleNameDialog';
import { roleColumns } from './RolesTable';
import { ROLES_TEXT as T } from './text';

const PAGE_SIZE = 25;

/** The role search body: the name typed, the page and the order, all applied by the server. */
export function rolesSearchBody(text: string, page: number, sort: DataTableSort | null): SearchBody {
  const name = text.trim();
  return {
    criteria: name ? { role_name: { type: 'simple', value: [name] } } : {},
    page_number: page,
    records_per_page: PAGE_SIZE,
    ...(sort ? { orderby_field: sort.id, orderby_direction: sort.desc ? 'desc' : 'asc' } : {}),
  };
}

const StyledFilters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: end;
  margin: ${({ theme }) => theme.space[3]}px 0;
`;

type Open =
  | { kind: 'create' }
  | { kind: 'rename'; role: Role }
  | { kind: 'permissions'; role: Role }
  | { kind: 'toggle'; role: Role }
  | { kind: 'history'; role: Role }
  | null;

/** Admin → Roles (issue 16; spec 02 §6, §7.7): the account's roles, create, rename, (de)activate, permissions. */
export function RolesPage() {
  const { user } = useSession();
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const body = useMemo(() => rolesSearchBody(text, page, sort), [text, page, sort]);
  const roles = useRoleSearch(user.account_id, body);
  const update = useUpdateRole();
  const toasts = useToasts();

  const columns = useMemo(
    () =>
      roleColumns(
        {
          onPermissions: (role) => setOpen({ kind: 'permissions', role }),
          onRename: (role) => setOpen({ kind: 'rename', role }),
          onHistory: (role) => setOpen({ kind: 'history', role }),
          onToggleActive: (role) => {
            // The refusal needs no confirmation first: nobody disables their own role.
            const refusal = validateRoleChange({ role_id: role.role_id, active: !role.active }, user.role_id);
            if (refusal) toasts.push({ type: 'alert', message: refusal });
            else setOpen({ kind: 'toggle', role });
          },
        },
        user.role_id,
      ),
    [user.role_id, toasts],
  );

  async function toggle(role: Role) {
    try {
      const saved = await update.trigger({ role_id: role.role_id, active: !role.active });
      toasts.push({
        type: 'success',
        message: saved.active ? T.activated(saved.role_name) : T.deactivated(saved.role_name),
      });
    } catch (error) {
      toasts.push({ type: 'alert', message: describeError(error) });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setText(draft);
    setPage(1);
  }

  const total = roles.data?.total_records ?? 0;
  const close = () => setOpen(null);
  return (
    <AdminLayout>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          <Button variant="primary" onClick={() => setOpen({ kind: 'create' })}>
            {T.newRole}
          </Button>
        }
      />
      <StyledFilters role="search" aria-label={T.title} onSubmit={submit}>
        <Field>
          <Field.Label>{T.searchLabel}</Field.Label>
          <TextInput type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
        </Field>
        <Button type="submit" variant="secondary">
          {T.search}
        </Button>
      </StyledFilters>
      <DataTable
        manual
        caption={T.tableCaption}
        columns={columns}
        data={roles.data?.result ?? []}
        getRowId={(role) => String(role.role_id)}
        emptyText={T.empty}
        loading={roles.isLoading}
        error={roles.error ? describeError(roles.error) : undefined}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      <DataTable.Pagination
        pageIndex={page - 1}
        pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        onPageIndexChange={(index) => setPage(index + 1)}
        summary={roles.data ? T.total(total) : null}
        disabled={roles.isLoading}
        labels={{ pagination: T.pages }}
      />
      {open?.kind === 'create' ? (
        <RoleNameDialog onClose={close} onSaved={(role) => setOpen({ kind: 'permissions', role })} />
      ) : null}
      {open?.kind === 'rename' ? <RoleNameDialog role={open.role} onClose={close} onSaved={close} /> : null}
      {open?.kind === 'permissions' ? (
        <PermissionEditorDialog role={open.role} ownRoleId={user.role_id} onClose={close} />
      ) : null}
      {open?.kind === 'history' ? <RoleHistoryDialog role={open.role} onClose={close} /> : null}
      {open?.kind === 'toggle' ? (
        <ConfirmDialog
          open
          type="yes-confirm"
          message={
            open.role.active
              ? T.deactivateConfirm(open.role.role_name, open.role.user_count)
              : T.activateConfirm(open.role.role_name)
          }
          onConfirm={() => void toggle(open.role)}
          onOpenChange={(isOpen) => {
            if (!isOpen) close();
          }}
        />
      ) : null}
    </AdminLayout>
  );
}

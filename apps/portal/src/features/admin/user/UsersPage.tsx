import { describeError, type SearchBody, type UserSearchRow } from '@meridian/api';
import { useDeleteUsers, useInviteUser, useSetUserActive, useUserSearch } from '@meridian/api/react';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Field,
  PageHeader,
  Select,
  TextInput,
  useToasts,
  type DataTableSort,
} from '@meridian/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useSession } from '../../../session/SessionProvider';
import { AddUserDialog } from './AddUserDialog';
import { AdminLayout } from '../AdminLayout';
import { EditUserDialog } from './EditUserDialog';
import { userColumns, userName, UsersTable } from './UsersTable';
import { ADMIN_TEXT } from '../text';

const PAGE_SIZE = 25;

interface Filters {
  text: string;
  role: string;
  active: '' | '0' | '1';
}

/** The search body of the Users table: the filters, the page and the order, all applied by the server. */
export function usersSearchBody(filters: Filters, page: number, sort: DataTableSort | null): SearchBody {
  const criteria: SearchBody['criteria'] = {};
  const text = filters.text.trim();
  // One box for names and usernames: a name, or a username, matches.
  if (text) criteria.name = { type: 'simple', value: [text] };
  if (filters.role.trim()) criteria.role_name = { type: 'simple', value: [filters.role.trim()] };
  if (filters.active) criteria.active = { type: 'simple', value: [filters.active] };
  return {
    criteria,
    page_number: page,
    records_per_page: PAGE_SIZE,
    ...(sort ? { orderby_field: sort.id, orderby_direction: sort.desc ? 'desc' : 'asc' } : {}),
  };
}

const PENDING_BODY: SearchBody = {
  criteria: { pending: { type: 'simple', value: ['1'] } },
  records_per_page: 100,
  orderby_field: 'registration_date',
  orderby_direction: 'asc',
};

const StyledFilters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

const StyledBulkBar = styled.div`
  display: flex;
  justify-content: flex-end;
  min-height: 32px;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
`;

const STATUS_OPTIONS = [
  { value: 'any', label: ADMIN_TEXT.activeAny },
  { value: '1', label: ADMIN_TEXT.activeOnly },
  { value: '0', label: ADMIN_TEXT.inactiveOnly },
];

/**
 * Admin → Users (`admin/users/manage_user`, issue 16): search, filter, sort; add a user (then invite
 * them), edit, activate, deactivate, delete and bulk delete; pending self-registrations.
 */
export function UsersPage() {
  const { user: me } = useSession();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number>();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [toDelete, setToDelete] = useState<number[] | null>(null);
  const deleteUsers = useDeleteUsers();
  const invite = useInviteUser();
  const [draft, setDraft] = useState<Filters>({ text: '', role: '', active: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [toDeactivate, setToDeactivate] = useState<UserSearchRow | null>(null);
  const body = useMemo(() => usersSearchBody(filters, page, sort), [filters, page, sort]);
  const users = useUserSearch(body);
  const pending = useUserSearch(PENDING_BODY);
  const setActive = useSetUserActive();
  const toasts = useToasts();
  const [busyId, setBusyId] = useState<number>();

  async function change(row: UserSearchRow, active: '0' | '1') {
    setBusyId(row.user_id);
    try {
      await setActive.trigger({ user_id: row.user_id, active });
      toasts.push({
        type: 'success',
        message: active === '1' ? ADMIN_TEXT.activated(userName(row)) : ADMIN_TEXT.deactivated(userName(row)),
      });
    } catch (error) {
      toasts.push({ type: 'alert', message: describeError(error) });
    } finally {
      setBusyId(undefined);
    }
  }

  async function remove(ids: number[]) {
    try {
      const answer = await deleteUsers.trigger({ user_ids: ids });
      setSelectedIds((selected) => selected.filter((id) => !answer.user_ids.includes(Number(id))));
      toasts.push({ type: 'success', message: ADMIN_TEXT.deleted(answer.user_ids.length, answer.leads_unassigned) });
    } catch (error) {
      toasts.push({ type: 'alert', message: describeError(error) });
    }
  }

  async function sendInvite(row: UserSearchRow) {
    setBusyId(row.user_id);
    try {
      const sent = await invite.trigger({ user_id: row.user_id });
      toasts.push({ type: 'success', message: ADMIN_TEXT.inviteSent(sent.email) });
    } catch (error) {
      toasts.push({ type: 'alert', message: ADMIN_TEXT.inviteFailed(describeError(error)) });
    } finally {
      setBusyId(undefined);
    }
  }

  const onToggle = (row: UserSearchRow) => (row.active === '1' ? setToDeactivate(row) : void change(row, '1'));
  const columns = useMemo(
    () =>
      userColumns({
        selfId: me.user_id,
        busyId,
        onToggle,
        onEdit: (row) => setEditingId(row.user_id),
        onDelete: (row) => setToDelete([row.user_id]),
        onInvite: (row) => void sendInvite(row),
      }),
    [busyId, me.user_id], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const pendingColumns = useMemo(
    () => userColumns({ selfId: me.user_id, busyId, onToggle }).filter((c) => c.id !== 'active'),
    [busyId, me.user_id], // eslint-disable-line react-hooks/exhaustive-deps
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
    // What is selected is what the table shows: a new search starts with nothing selected.
    setSelectedIds([]);
  }

  const total = users.data?.total_records ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <AdminLayout>
      <PageHeader
        title={ADMIN_TEXT.usersTitle}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            {ADMIN_TEXT.addUser}
          </Button>
        }
      />
      <StyledFilters role="search" aria-label={ADMIN_TEXT.usersTitle} onSubmit={submit}>
        <Field>
          <Field.Label>{ADMIN_TEXT.searchLabel}</Field.Label>
          <TextInput
            type="search"
            value={draft.text}
            onChange={(event) => setDraft({ ...draft, text: event.target.value })}
          />
        </Field>
        <Field>
          <Field.Label>{ADMIN_TEXT.roleLabel}</Field.Label>
          <TextInput value={draft.role} onChange={(event) => setDraft({ ...draft, role: event.target.value })} />
        </Field>
        <Field>
          <Field.Label>{ADMIN_TEXT.activeLabel}</Field.Label>
          <Select
            options={STATUS_OPTIONS}
            value={draft.active || 'any'}
            onValueChange={(value) => setDraft({ ...draft, active: value === '1' || value === '0' ? value : '' })}
          />
        </Field>
        <Button type="submit" variant="primary">
          {ADMIN_TEXT.search}
        </Button>
      </StyledFilters>
      <StyledBulkBar>
        {selectedIds.length > 0 ? (
          <Button
            variant="danger"
            size="small"
            loading={deleteUsers.isMutating}
            onClick={() => setToDelete(selectedIds.map(Number))}
          >
            {ADMIN_TEXT.deleteSelected(selectedIds.length)}
          </Button>
        ) : null}
      </StyledBulkBar>
      <UsersTable
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
        caption={ADMIN_TEXT.tableCaption}
        emptyText={ADMIN_TEXT.empty}
        rows={users.data?.result ?? []}
        columns={columns}
        loading={users.isLoading}
        error={users.error ? describeError(users.error) : undefined}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      <DataTable.Pagination
        pageIndex={page - 1}
        pageCount={pageCount}
        onPageIndexChange={(index) => {
          setPage(index + 1);
          setSelectedIds([]);
        }}
        summary={users.data ? `${total} users` : null}
        disabled={users.isLoading}
        labels={{ pagination: ADMIN_TEXT.pages }}
      />
      <StyledSection aria-labelledby="admin-pending-title">
        <h2 id="admin-pending-title">{ADMIN_TEXT.pendingTitle}</h2>
        <UsersTable
          caption={ADMIN_TEXT.pendingCaption}
          emptyText={ADMIN_TEXT.pendingEmpty}
          rows={pending.data?.result ?? []}
          columns={pendingColumns}
          loading={pending.isLoading}
          error={pending.error ? describeError(pending.error) : undefined}
          sort={null}
          onSortChange={() => {}}
        />
      </StyledSection>
      {toDeactivate ? (
        <ConfirmDialog
          open
          type="yes-confirm"
          message={ADMIN_TEXT.deactivateConfirm(userName(toDeactivate))}
          onConfirm={() => void change(toDeactivate, '0')}
          onOpenChange={(open) => {
            if (!open) setToDeactivate(null);
          }}
        />
      ) : null}
      {toDelete ? (
        <ConfirmDialog
          open
          type="yes-confirm"
          message={ADMIN_TEXT.deleteConfirm}
          onConfirm={() => void remove(toDelete)}
          onOpenChange={(open) => {
            if (!open) setToDelete(null);
          }}
        />
      ) : null}
      {adding ? <AddUserDialog accountId={me.account_id} onClose={() => setAdding(false)} /> : null}
      {editingId !== undefined ? (
        <EditUserDialog
          userId={editingId}
          selfId={me.user_id}
          accountId={me.account_id}
          onClose={() => setEditingId(undefined)}
        />
      ) : null}
    </AdminLayout>
  );
}

import { describeError, type SearchBody, type UserSearchRow } from '@meridian/api';
import { useSetUserActive, useUserSearch } from '@meridian/api/react';
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
import { AdminLayout } from './AdminLayout';
import { userColumns, userName, UsersTable } from './UsersTable';
import { ADMIN_TEXT } from './text';

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

const StyledSelect = styled.select`
  height: 32px;
  font: inherit;
`;

/** Admin → Users (`admin/users/manage_user`, issue 16): search, filter, sort, activate, deactivate. */
export function UsersPage() {
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

  const onToggle = (row: UserSearchRow) => (row.active === '1' ? setToDeactivate(row) : void change(row, '1'));
  const columns = useMemo(() => userColumns(onToggle, busyId), [busyId]); // eslint-disable-line react-hooks/exhaustive-deps
  const pendingColumns = useMemo(() => columns.filter((c) => c.id !== 'active'), [columns]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  }

  const total = users.data?.total_records ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <AdminLayout>
      <PageHeader title={ADMIN_TEXT.usersTitle} />
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
        <Field id="admin-users-active">
          <Field.Label>{ADMIN_TEXT.activeLabel}</Field.Label>
          <StyledSelect
            id="admin-users-active"
            value={draft.active}
            onChange={(event) => setDraft({ ...draft, active: event.target.value as Filters['active'] })}
          >
            <option value="">{ADMIN_TEXT.activeAny}</option>
            <option value="1">{ADMIN_TEXT.activeOnly}</option>
            <option value="0">{ADMIN_TEXT.inactiveOnly}</option>
          </StyledSelect>
        </Field>
        <Button type="submit" variant="primary">
          {ADMIN_TEXT.search}
        </Button>
      </StyledFilters>
      <UsersTable
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
        onPageIndexChange={(index) => setPage(index + 1)}
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
    </AdminLayout>
  );
}

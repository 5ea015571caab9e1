import { describeError, NOTICE_STATUSES, type AdminNotice, type NoticeStatus, type SearchBody } from '@meridian/api';
import { useAdminNoticeSearch, useDeleteNotice } from '@meridian/api/react';
import { formatCentralDate, truncateNoticeTitle } from '@meridian/domain';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Field,
  PageHeader,
  Select,
  TextInput,
  useToasts,
  type DataTableColumn,
  type DataTableSort,
} from '@meridian/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { AdminHistoryDialog } from '../AdminHistoryDialog';
import { AdminLayout } from '../AdminLayout';
import { StyledRowActions } from '../RowActions';
import { NoticeDialog } from './NoticeDialog';
import { NOTICES_TEXT as T } from './text';

const PAGE_SIZE = 25;

interface Filters {
  text: string;
  status: NoticeStatus | '';
}

/** The search body of the Notices table: the filters, the page and the order, all applied by the server. */
export function noticesSearchBody(filters: Filters, page: number, sort: DataTableSort | null): SearchBody {
  const criteria: SearchBody['criteria'] = {};
  const text = filters.text.trim();
  if (text) criteria.notice_title = { type: 'simple', value: [text] };
  if (filters.status) criteria.status = { type: 'simple', value: [filters.status] };
  return {
    criteria,
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
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  & > :nth-child(2) {
    min-width: 140px;
  }
`;

interface RowActions {
  onEdit(row: AdminNotice): void;
  onHistory(row: AdminNotice): void;
  onDelete(row: AdminNotice): void;
}

function noticeColumns({ onEdit, onHistory, onDelete }: RowActions): ReadonlyArray<DataTableColumn<AdminNotice>> {
  return [
    {
      id: 'notice_title',
      header: T.columns.title,
      accessor: (row) => truncateNoticeTitle(row.notice_title),
      rowHeader: true,
    },
    {
      id: 'start_date',
      header: T.columns.start,
      accessor: (row) => formatCentralDate(row.start_date),
      sortDescFirst: true,
    },
    {
      id: 'end_date',
      header: T.columns.end,
      accessor: (row) => (row.end_date ? formatCentralDate(row.end_date) : T.noEnd),
      sortDescFirst: true,
    },
    {
      id: 'important_popup',
      header: T.columns.important,
      accessor: (row) => (row.important_popup === '1' ? T.importantYes : ''),
      sortDescFirst: true,
    },
    { id: 'status', header: T.columns.status, accessor: (row) => T.status[row.status] },
    {
      id: 'actions',
      header: T.columns.actions,
      sortable: false,
      accessor: () => '',
      cell: (row) => (
        <StyledRowActions>
          <Button
            size="small"
            variant="secondary"
            onClick={() => onEdit(row)}
            aria-label={`${T.edit} ${row.notice_title}`}
          >
            {T.edit}
          </Button>
          <Button
            size="small"
            variant="secondary"
            onClick={() => onHistory(row)}
            aria-label={`${T.history} ${row.notice_title}`}
          >
            {T.history}
          </Button>
          <Button
            size="small"
            variant="danger"
            onClick={() => onDelete(row)}
            aria-label={`${T.delete} ${row.notice_title}`}
          >
            {T.delete}
          </Button>
        </StyledRowActions>
      ),
    },
  ];
}

/** Admin → Notices (`notice_manage`, issue 16): the account's notices, searched, sorted, created, edited and deleted. */
export function NoticesPage() {
  const [draft, setDraft] = useState<Filters>({ text: '', status: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [editing, setEditing] = useState<{ notice?: AdminNotice } | null>(null);
  const [toDelete, setToDelete] = useState<AdminNotice | null>(null);
  const [historyOf, setHistoryOf] = useState<AdminNotice | null>(null);
  const body = useMemo(() => noticesSearchBody(filters, page, sort), [filters, page, sort]);
  const notices = useAdminNoticeSearch(body);
  const remove = useDeleteNotice();
  const toasts = useToasts();
  const columns = useMemo(
    () =>
      noticeColumns({
        onEdit: (notice) => setEditing({ notice }),
        onHistory: setHistoryOf,
        onDelete: setToDelete,
      }),
    [],
  );

  async function confirmDelete(notice: AdminNotice) {
    try {
      await remove.trigger({ notice_id: notice.notice_id });
      toasts.push({ type: 'success', message: T.deleted(notice.notice_title) });
    } catch (error) {
      toasts.push({ type: 'alert', message: describeError(error) });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  }

  const total = notices.data?.total_records ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtered = filters.text.trim() !== '' || filters.status !== '';

  return (
    <AdminLayout>
      <PageHeader
        title={T.title}
        actions={
          <Button variant="primary" onClick={() => setEditing({})}>
            {T.newNotice}
          </Button>
        }
      />
      <StyledFilters role="search" aria-label={T.title} onSubmit={submit}>
        <Field>
          <Field.Label>{T.searchLabel}</Field.Label>
          <TextInput
            type="search"
            value={draft.text}
            onChange={(event) => setDraft({ ...draft, text: event.target.value })}
          />
        </Field>
        <Field>
          <Field.Label>{T.statusLabel}</Field.Label>
          <Select
            options={[
              { value: 'all', label: T.statusAny },
              ...NOTICE_STATUSES.map((status) => ({ value: status, label: T.status[status] })),
            ]}
            value={draft.status || 'all'}
            onValueChange={(value) =>
              setDraft({ ...draft, status: value && value !== 'all' ? (value as NoticeStatus) : '' })
            }
          />
        </Field>
        <Button type="submit" variant="secondary">
          {T.search}
        </Button>
      </StyledFilters>
      <DataTable
        manual
        caption={T.tableCaption}
        columns={columns}
        data={notices.data?.result ?? []}
        getRowId={(row) => String(row.notice_id)}
        emptyText={filtered ? T.empty : T.emptyAccount}
        loading={notices.isLoading}
        error={notices.error ? describeError(notices.error) : undefined}
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
        summary={notices.data ? T.summary(total) : null}
        disabled={notices.isLoading}
        labels={{ pagination: T.pages }}
      />
      {editing ? <NoticeDialog notice={editing.notice} onClose={() => setEditing(null)} /> : null}
      {historyOf ? (
        <AdminHistoryDialog
          entity="notice"
          id={historyOf.notice_id}
          name={historyOf.notice_title}
          onClose={() => setHistoryOf(null)}
        />
      ) : null}
      {toDelete ? (
        <ConfirmDialog
          open
          type="yes-confirm"
          message={T.deleteConfirm(toDelete.notice_title)}
          confirmLabel={T.delete}
          confirmVariant="danger"
          onConfirm={() => void confirmDelete(toDelete)}
          onOpenChange={(open) => {
            if (!open) setToDelete(null);
          }}
        />
      ) : null}
    </AdminLayout>
  );
}

import { describeError, type LeadInstruction } from '@meridian/api';
import { useLeadInstructionSearch } from '@meridian/api/react';
import {
  Button,
  DataTable,
  Field,
  PageHeader,
  TextInput,
  type DataTableColumn,
  type DataTableSort,
} from '@meridian/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { AdminHistoryDialog, ADMIN_HISTORY_TEXT } from '../AdminHistoryDialog';
import { AdminLayout } from '../AdminLayout';
import { ADMIN_PAGE_SIZE, adminSearchBody } from '../adminSearch';
import { StyledRowActions } from '../RowActions';
import { StyledToolbar } from '../accountAdminStyles';
import { LeadInstructionDialog } from './LeadInstructionDialog';
import { LEAD_INSTRUCTIONS_TEXT as T } from './text';

/** Admin → Lead Instructions (issue 16): the account's instructions agents see on each lead; search, add, edit. */
export function LeadInstructionsPage() {
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [history, setHistory] = useState<{ id: number; name: string } | null>(null);
  const [editing, setEditing] = useState<LeadInstruction | 'new' | null>(null);
  const body = useMemo(() => adminSearchBody('lead_instruction_text', text, page, sort), [text, page, sort]);
  const search = useLeadInstructionSearch(body);
  const rows = search.data?.result ?? [];
  const total = search.data?.total_records ?? 0;

  const columns = useMemo<ReadonlyArray<DataTableColumn<LeadInstruction>>>(
    () => [
      { id: 'sort_order', header: 'Order', accessor: 'sort_order' },
      { id: 'lead_instruction_text', header: 'Instruction', accessor: 'lead_instruction_text', rowHeader: true },
      { id: 'active', header: 'Status', accessor: (row) => (row.active === '1' ? 'Active' : 'Inactive') },
      {
        id: 'actions',
        header: 'Actions',
        sortable: false,
        accessor: () => '',
        cell: (row) => (
          <StyledRowActions>
            <Button
              size="small"
              variant="secondary"
              onClick={() => setEditing(row)}
              aria-label={`${T.edit} instruction ${row.sort_order}: ${row.lead_instruction_text.slice(0, 40)}`}
            >
              {T.edit}
            </Button>
            <Button
              size="small"
              variant="secondary"
              onClick={() => setHistory({ id: row.lead_instruction_id, name: `instruction ${row.sort_order}` })}
              aria-label={`${ADMIN_HISTORY_TEXT.button} instruction ${row.sort_order}: ${row.lead_instruction_text.slice(0, 40)}`}
            >
              {ADMIN_HISTORY_TEXT.button}
            </Button>
          </StyledRowActions>
        ),
      },
    ],
    [],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setText(draft);
    setPage(1);
  }

  const nextOrder = rows.reduce((max, r) => Math.max(max, r.sort_order + 1), 0);

  return (
    <AdminLayout>
      <PageHeader
        title={T.title}
        description={T.intro}
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            {T.add}
          </Button>
        }
      />
      <StyledToolbar role="search" aria-label={T.title} onSubmit={submit}>
        <Field>
          <Field.Label>{T.searchLabel}</Field.Label>
          <TextInput type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
        </Field>
        <Button type="submit">{T.search}</Button>
      </StyledToolbar>
      <DataTable
        manual
        caption={T.caption}
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.lead_instruction_id)}
        emptyText={T.empty}
        loading={search.isLoading}
        error={search.error ? describeError(search.error) : undefined}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      <DataTable.Pagination
        pageIndex={page - 1}
        pageCount={Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))}
        onPageIndexChange={(index) => setPage(index + 1)}
        summary={search.data ? `${total} instructions` : null}
        disabled={search.isLoading}
        labels={{ pagination: T.pages }}
      />
      {editing ? (
        <LeadInstructionDialog
          instruction={editing === 'new' ? undefined : editing}
          nextOrder={nextOrder}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {history ? (
        <AdminHistoryDialog
          entity="lead_instructions"
          id={history.id}
          name={history.name}
          onClose={() => setHistory(null)}
        />
      ) : null}
    </AdminLayout>
  );
}

import { describeError, type LeadImport, type LeadImportPreviewRow } from '@meridian/api';
import { useLeadImportPreview } from '@meridian/api/react';
import {
  LEAD_IMPORT_COLUMNS,
  LEAD_IMPORT_MESSAGES,
  LEAD_IMPORT_ROW_STATUSES,
  type LeadImportRowStatus,
} from '@meridian/domain';
import { DataTable, Field, Select, type DataTableColumn } from '@meridian/ui';
import { useMemo, useState } from 'react';
import { StyledMessages, StyledToolbar } from './styles';
import { LEAD_IMPORT_TEXT as T } from './text';

const PAGE_SIZE = 50;
const ALL = 'all';
type Filter = LeadImportRowStatus | typeof ALL;
const FILTERS: readonly Filter[] = [ALL, 'invalid', 'duplicate', 'valid'];

const fieldLabel = (field: string) => LEAD_IMPORT_COLUMNS.find((c) => c.field === field)?.header ?? field;

/** A row's messages: each refused field with the New Lead validators' words, or whom it looks like. */
function rowMessages(row: LeadImportPreviewRow): { messages: string[]; duplicate: boolean } {
  if (row.errors.length > 0)
    return { messages: row.errors.map((e) => T.fieldMessage(fieldLabel(e.field), e.message)), duplicate: false };
  const messages: string[] = [];
  if (row.duplicate_of_row !== null) messages.push(LEAD_IMPORT_MESSAGES.duplicateOfRow(row.duplicate_of_row));
  if (row.duplicate_of_leads.length > 0) messages.push(LEAD_IMPORT_MESSAGES.duplicateOfLeads(row.duplicate_of_leads));
  return { messages, duplicate: true };
}

/** The file's rows as validated, 50 a page, narrowed to the ones with problems or the possible duplicates. */
export function PreviewTable({ imp }: { imp: LeadImport }) {
  const [filter, setFilter] = useState<Filter>(ALL);
  const [page, setPage] = useState(1);
  const preview = useLeadImportPreview(imp.lead_import_id, {
    page,
    size: PAGE_SIZE,
    ...(filter === ALL ? {} : { status: filter }),
  });
  const columns = useMemo<ReadonlyArray<DataTableColumn<LeadImportPreviewRow>>>(
    () => [
      {
        id: 'row',
        header: T.rowColumns.row,
        accessor: 'row_num',
        align: 'end',
        width: '64px',
        rowHeader: true,
        sortable: false,
      },
      {
        id: 'status',
        header: T.rowColumns.status,
        accessor: (row) => T.rowStatuses[row.status],
        width: '96px',
        sortable: false,
      },
      {
        id: 'name',
        header: T.rowColumns.name,
        accessor: (row) => `${row.values.fname ?? ''} ${row.values.lname ?? ''}`.trim(),
        width: '16%',
        sortable: false,
      },
      { id: 'dob', header: T.rowColumns.dob, accessor: (row) => row.values.dob ?? '', width: '104px', sortable: false },
      {
        id: 'phone',
        header: T.rowColumns.phone,
        accessor: (row) => row.values.phone ?? '',
        width: '120px',
        sortable: false,
      },
      {
        id: 'email',
        header: T.rowColumns.email,
        accessor: (row) => row.values.email ?? '',
        width: '20%',
        sortable: false,
      },
      { id: 'zip', header: T.rowColumns.zip, accessor: (row) => row.values.zip ?? '', width: '72px', sortable: false },
      {
        id: 'messages',
        header: T.rowColumns.messages,
        accessor: (row) => rowMessages(row).messages.join(' '),
        sortable: false,
        cell: (row) => {
          const { messages, duplicate } = rowMessages(row);
          return messages.length === 0 ? null : (
            <StyledMessages data-duplicate={duplicate || undefined}>
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </StyledMessages>
          );
        },
      },
    ],
    [],
  );
  const total = preview.data?.total_records ?? 0;
  return (
    <div>
      <StyledToolbar>
        <Field>
          <Field.Label>{T.show}</Field.Label>
          <Select
            size="small"
            options={FILTERS.map((f) => ({ value: f, label: T.filters[f] }))}
            value={filter}
            onValueChange={(value) => {
              setFilter(
                value && (LEAD_IMPORT_ROW_STATUSES as readonly string[]).includes(value) ? (value as Filter) : ALL,
              );
              setPage(1);
            }}
          />
        </Field>
        <DataTable.Pagination
          pageIndex={page - 1}
          pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
          onPageIndexChange={(index) => setPage(index + 1)}
          summary={preview.data ? T.pageSummary(page, Math.max(1, Math.ceil(total / PAGE_SIZE)), total) : null}
          disabled={preview.isLoading}
          labels={{ pagination: T.previewPages }}
        />
      </StyledToolbar>
      <DataTable
        manual
        layout="fixed"
        caption={T.previewCaption}
        hideCaption
        columns={columns}
        data={preview.data?.result ?? []}
        getRowId={(row) => String(row.row_num)}
        emptyText={T.previewEmpty}
        loading={preview.isLoading}
        error={preview.error ? describeError(preview.error) : undefined}
      />
    </div>
  );
}

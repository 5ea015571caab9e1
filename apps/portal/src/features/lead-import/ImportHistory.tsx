import { describeError, type LeadImport } from '@meridian/api';
import { useLeadImports } from '@meridian/api/react';
import { formatCentralDateTime } from '@meridian/domain';
import { DataTable, type DataTableColumn } from '@meridian/ui';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { importPath } from './paths';
import { LEAD_IMPORT_TEXT as T } from './text';

const PAGE_SIZE = 20;

/** The imports made before, newest first: file (opens the import), status, source, campaign, who, when, counts. */
export function ImportHistory() {
  const [page, setPage] = useState(1);
  const imports = useLeadImports(page, PAGE_SIZE);
  const id = useId();
  const columns = useMemo<ReadonlyArray<DataTableColumn<LeadImport>>>(
    () => [
      {
        id: 'file',
        header: T.columns.file,
        accessor: 'file_name',
        rowHeader: true,
        sortable: false,
        cell: (row) => <Link to={importPath(row.lead_import_id)}>{row.file_name}</Link>,
      },
      { id: 'status', header: T.columns.status, accessor: (row) => T.statuses[row.status], sortable: false },
      { id: 'source', header: T.columns.source, accessor: 'lead_vendor_name', sortable: false },
      { id: 'campaign', header: T.columns.campaign, accessor: 'campaign_code', sortable: false },
      { id: 'by', header: T.columns.by, accessor: 'created_by_name', sortable: false },
      {
        id: 'when',
        header: T.columns.when,
        accessor: (row) => formatCentralDateTime(row.created_at),
        sortable: false,
      },
      ...(['total_rows', 'imported', 'refused'] as const).map((key) => ({
        id: key,
        header: T.columns[key],
        accessor: (row: LeadImport) => row[key].toLocaleString('en-US'),
        align: 'end' as const,
        sortable: false,
      })),
    ],
    [],
  );
  const total = imports.data?.total_records ?? 0;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{T.history}</h2>
      <DataTable
        manual
        caption={T.historyCaption}
        hideCaption
        columns={columns}
        data={imports.data?.result ?? []}
        getRowId={(row) => String(row.lead_import_id)}
        emptyText={T.historyEmpty}
        loading={imports.isLoading}
        error={imports.error ? describeError(imports.error) : undefined}
      />
      {total > PAGE_SIZE ? (
        <DataTable.Pagination
          pageIndex={page - 1}
          pageCount={Math.ceil(total / PAGE_SIZE)}
          onPageIndexChange={(index) => setPage(index + 1)}
          disabled={imports.isLoading}
          labels={{ pagination: T.historyPages }}
        />
      ) : null}
    </section>
  );
}

import { TABLE_PAGE_SIZES } from '@meridian/domain';
import { forwardRef, type ForwardedRef, type ReactElement, type Ref } from 'react';
import { StyledCaption, StyledHidden, StyledRoot, StyledScroller, StyledTable } from './DataTable.styles';
import { DataTableBody } from './DataTableBody';
import { DataTableHead } from './DataTableHead';
import { DataTablePagination } from './Pagination';
import { defaultLabels, display, readValue, type AnyRow, type DataTableProps } from './types';
import { useDataTable } from './useDataTable';

export type { DataTablePaginationProps } from './Pagination';
export type {
  DataTableColumn,
  DataTableLabels,
  DataTablePaginationLabels,
  DataTableProps,
  DataTableSort,
} from './types';

function DataTableInner<Row extends AnyRow>(
  {
    columns,
    data,
    getRowId,
    caption,
    hideCaption = false,
    emptyText,
    loading = false,
    placeholderRows,
    error,
    manual = false,
    layout = 'auto',
    sort,
    defaultSort = null,
    onSortChange,
    pageSizes = TABLE_PAGE_SIZES,
    defaultPageSize,
    selectable = false,
    selectedRowIds,
    defaultSelectedRowIds = [],
    onSelectedRowIdsChange,
    rowSelectionLabel,
    labels: labelOverrides,
    ...rest
  }: DataTableProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const table = useDataTable({
    columns,
    data,
    getRowId,
    manual,
    sort,
    defaultSort,
    onSortChange,
    pageSizes,
    defaultPageSize,
    selectedRowIds,
    defaultSelectedRowIds,
    onSelectedRowIdsChange,
  });

  const rows = table.getRowModel().rows;
  const total = data.length;
  const { pageIndex, pageSize } = table.state.pagination;
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  const columnCount = columns.length + (selectable ? 1 : 0);
  const firstColumn = columns[0];
  const selectionLabel = (row: Row) =>
    rowSelectionLabel?.(row) ?? `Select ${firstColumn ? display(readValue(row, firstColumn.accessor)) : ''}`.trim();

  const showRows = !error && rows.length > 0;

  return (
    <StyledRoot ref={ref} {...rest}>
      <StyledScroller>
        <StyledTable
          aria-busy={loading || undefined}
          data-layout={layout}
          // Only one page is in the DOM: tell assistive technology how many rows there are in all.
          aria-rowcount={manual || !showRows ? undefined : total + 1}
        >
          <StyledCaption data-hidden={hideCaption || undefined}>{caption}</StyledCaption>
          <DataTableHead
            table={table}
            columns={columns}
            layout={layout}
            selectable={selectable}
            selectAllLabel={labels.selectAll}
            loading={loading}
            rowIndex={manual || !showRows ? undefined : 1}
          />
          <DataTableBody
            table={table}
            columns={columns}
            columnCount={columnCount}
            emptyText={emptyText}
            loading={loading}
            placeholderRows={placeholderRows}
            error={error}
            manual={manual}
            selectable={selectable}
            selectionLabel={selectionLabel}
          />
        </StyledTable>
      </StyledScroller>
      {loading && labels.loading ? <StyledHidden role="status">{labels.loading}</StyledHidden> : null}
      {manual ? null : (
        <DataTablePagination
          pageIndex={pageIndex}
          hasNextPage={table.getCanNextPage()}
          onPageIndexChange={(next) => table.setPageIndex(next)}
          summary={<span aria-live="polite">{labels.range(from, to, total)}</span>}
          pageSize={pageSize}
          pageSizes={pageSizes}
          onPageSizeChange={(next) => table.setPageSize(next)}
          labels={labels}
        />
      )}
    </StyledRoot>
  );
}

/**
 * A dense, sortable, paginated table (TanStack Table v9 for the model, native table markup for
 * the semantics). Sort buttons sit in the column headers (`aria-sort` tells the order), page
 * sizes default to the spec's 10/20/30/40/50, and `selectable` adds row checkboxes for bulk
 * actions. With no rows it shows `emptyText`. A `rowHeader` column names each row. For data
 * paged on the server (`manual`), `DataTable.Pagination` is the same pager for the caller to place.
 */
export const DataTable = Object.assign(
  forwardRef(DataTableInner) as (<Row extends AnyRow>(
    props: DataTableProps<Row> & { ref?: Ref<HTMLDivElement> },
  ) => ReactElement) & { displayName?: string },
  { Pagination: DataTablePagination },
);
DataTable.displayName = 'DataTable';

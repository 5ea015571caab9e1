import {
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useControllableState } from '../internal/useControllableState';
import { readValue, type AnyRow, type DataTableColumn, type DataTableSort } from './types';

export const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, datetime: sortFn_datetime, basic: sortFn_basic },
});

export interface UseDataTableOptions<Row extends AnyRow> {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  data: ReadonlyArray<Row>;
  getRowId: (row: Row) => string;
  manual: boolean;
  sort?: DataTableSort | null;
  defaultSort: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  pageSizes: ReadonlyArray<number>;
  defaultPageSize?: number;
  selectedRowIds?: ReadonlyArray<string>;
  defaultSelectedRowIds: ReadonlyArray<string>;
  onSelectedRowIdsChange?: (ids: string[]) => void;
}

/**
 * The table model (TanStack Table v9): sorting, paging and selection state, controlled or not,
 * mapped between the DataTable's props and TanStack's state shapes.
 */
export function useDataTable<Row extends AnyRow>({
  columns,
  data,
  getRowId,
  manual,
  sort: sortProp,
  defaultSort,
  onSortChange,
  pageSizes,
  defaultPageSize,
  selectedRowIds,
  defaultSelectedRowIds,
  onSelectedRowIdsChange,
}: UseDataTableOptions<Row>) {
  const [sort, setSort] = useControllableState({ value: sortProp, defaultValue: defaultSort, onChange: onSortChange });
  const [selected, setSelected] = useControllableState<ReadonlyArray<string>>({
    value: selectedRowIds,
    defaultValue: defaultSelectedRowIds,
    onChange: onSelectedRowIdsChange as ((ids: ReadonlyArray<string>) => void) | undefined,
  });
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: defaultPageSize ?? pageSizes[0] ?? 10,
  });

  const sorting: SortingState = useMemo(() => (sort ? [sort] : []), [sort]);
  const rowSelection: RowSelectionState = useMemo(
    () => Object.fromEntries(selected.map((id) => [id, true])),
    [selected],
  );

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, Row> => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: Row) => readValue(row, column.accessor) ?? undefined,
        enableSorting: column.sortable !== false,
        sortUndefined: 'last',
      })),
    [columns],
  );

  return useTable({
    features,
    columns: columnDefs,
    data: data as Row[],
    getRowId: (row: Row) => getRowId(row),
    state: { sorting, pagination, rowSelection },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      setSort(next[0] ? { id: next[0].id, desc: next[0].desc } : null);
    },
    onPaginationChange: setPagination,
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      setSelected(Object.keys(next).filter((id) => next[id]));
    },
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableRowRangeSelection: false,
    manualSorting: manual,
    manualPagination: manual,
  });
}

export type DataTableModel<Row extends AnyRow> = ReturnType<typeof useDataTable<Row>>;

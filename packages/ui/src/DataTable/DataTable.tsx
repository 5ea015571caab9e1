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
import {
  forwardRef,
  useMemo,
  useState,
  type ForwardedRef,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { styled } from 'styled-components';
import { Checkbox } from '../Checkbox';
import { IconButton } from '../IconButton';
import { ChevronLeftIcon, ChevronRightIcon, SortAscendingIcon, SortDescendingIcon, SortIcon } from '../internal/icons';
import { TABLE_PAGE_SIZES } from '@meridian/domain';
import { focusRing, visuallyHidden } from '../internal/styles';
import { useControllableState } from '../internal/useControllableState';
import { Select } from '../Select';

type CellValue = string | number | Date | null | undefined;

export interface DataTableColumn<Row> {
  id: string;
  /** Column heading; also the accessible name of its sort button. */
  header: string;
  /** The value shown and sorted on: a key of the row or a function of it. */
  accessor: keyof Row | ((row: Row) => CellValue);
  /** Custom cell content; the accessor's value is still what sorts. */
  cell?: (row: Row) => ReactNode;
  /** On by default. */
  sortable?: boolean;
  /** The first press orders descending (e.g. newest dates first). */
  sortDescFirst?: boolean;
  align?: 'start' | 'end';
  /** A CSS width such as `'120px'` or `'20%'`. */
  width?: string;
}

export interface DataTableSort {
  id: string;
  desc: boolean;
}

export interface DataTableLabels {
  rowsPerPage: string;
  previousPage: string;
  nextPage: string;
  selectAll: string;
  /** The range shown under the table, e.g. '1–10 of 42'. */
  range: (from: number, to: number, total: number) => string;
  /** Announced while loading; empty when the caller announces it. */
  loading: string;
}

export interface DataTableProps<Row extends AnyRow> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Keep it stable (module scope or `useMemo`): a new array rebuilds the table model. */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  data: ReadonlyArray<Row>;
  getRowId: (row: Row) => string;
  /** Names the table; shown above it unless `hideCaption`. */
  caption: ReactNode;
  hideCaption?: boolean;
  /** Shown in place of rows when there is no data, e.g. 'There are no past notices'. */
  emptyText: ReactNode;
  /**
   * Shows placeholder rows while data loads, so nothing jumps when it arrives; rows already shown
   * stay (dimmed, `aria-busy`) while the next ones load.
   */
  loading?: boolean;
  /** Shown in place of rows, as an alert, when loading the data failed. */
  error?: ReactNode;
  /**
   * The caller orders and pages the data (on the server): `data` is one page, shown as given; a
   * sort press only reports through `onSortChange`; the built-in pager is left out, so the caller
   * shows its own.
   */
  manual?: boolean;
  /** `fixed`: columns keep their `width`s and long cells end in an ellipsis. */
  layout?: 'auto' | 'fixed';
  sort?: DataTableSort | null;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** The spec's 10, 20, 30, 40, 50 by default. */
  pageSizes?: ReadonlyArray<number>;
  defaultPageSize?: number;
  /** Adds a checkbox per row and a select-all checkbox for the page. */
  selectable?: boolean;
  selectedRowIds?: ReadonlyArray<string>;
  defaultSelectedRowIds?: ReadonlyArray<string>;
  onSelectedRowIdsChange?: (ids: string[]) => void;
  /** Accessible name of a row's checkbox. Default: 'Select ' plus the first column's value. */
  rowSelectionLabel?: (row: Row) => string;
  labels?: Partial<DataTableLabels>;
}

const defaultLabels: DataTableLabels = {
  rowsPerPage: 'Rows per page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  selectAll: 'Select all rows on this page',
  range: (from, to, total) => `${from}–${to} of ${total}`,
  loading: 'Loading',
};

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, datetime: sortFn_datetime, basic: sortFn_basic },
});

const StyledRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledScroller = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  color: ${({ theme }) => theme.color.text};
  font-variant-numeric: tabular-nums;

  &[data-layout='fixed'] {
    table-layout: fixed;
  }
  &[data-layout='fixed'] td {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[aria-busy='true'] tbody {
    opacity: 0.6;
  }
`;

const StyledCaption = styled.caption`
  padding-bottom: ${({ theme }) => theme.space[2]}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: left;
  caption-side: top;

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

const StyledTh = styled.th`
  position: sticky;
  top: 0;
  z-index: 1;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.canvasSubtle};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: left;
  white-space: nowrap;

  &[data-align='end'] {
    text-align: right;
  }
  &[data-kind='select'] {
    width: 40px;
  }
`;

const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0 -${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[1]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.neutralMuted};
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-sorted] > svg {
    color: ${({ theme }) => theme.color.accent};
  }
  ${focusRing}
`;

const StyledTd = styled.td`
  height: 32px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.neutralMuted};
  vertical-align: middle;

  tr:last-child > & {
    border-bottom: 0;
  }
  &[data-align='end'] {
    text-align: right;
  }
`;

const StyledRow = styled.tr`
  &:hover > td {
    background: ${({ theme }) => theme.color.canvasSubtle};
  }
  &[data-selected] > td {
    background: ${({ theme }) => theme.color.accentSubtle};
  }
`;

const StyledEmpty = styled.td`
  height: 64px;
  padding: ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;

  table[data-layout='fixed'] &&& {
    white-space: normal;
  }
  &[data-kind='error'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

const StyledSkeleton = styled.span`
  display: block;
  width: 70%;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.skeleton};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledPageSize = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;

  & > div {
    width: 72px;
  }
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

function readValue<Row>(row: Row, accessor: DataTableColumn<Row>['accessor']): CellValue {
  return typeof accessor === 'function' ? accessor(row) : (row[accessor] as CellValue);
}

function display(value: CellValue): string {
  if (value === null || value === undefined) return '';
  return value instanceof Date ? value.toLocaleDateString() : String(value);
}

/** Rows are plain objects (TanStack's `RowData`). */
type AnyRow = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function DataTableInner<Row extends AnyRow>(
  {
    columns,
    data,
    getRowId,
    caption,
    hideCaption = false,
    emptyText,
    loading = false,
    error,
    manual = false,
    layout = 'auto',
    sort: sortProp,
    defaultSort = null,
    onSortChange,
    pageSizes = TABLE_PAGE_SIZES,
    defaultPageSize,
    selectable = false,
    selectedRowIds: selectedProp,
    defaultSelectedRowIds = [],
    onSelectedRowIdsChange,
    rowSelectionLabel,
    labels: labelOverrides,
    ...rest
  }: DataTableProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const [sort, setSort] = useControllableState({ value: sortProp, defaultValue: defaultSort, onChange: onSortChange });
  const [selected, setSelected] = useControllableState<ReadonlyArray<string>>({
    value: selectedProp,
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

  const table = useTable({
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

  const columnById = new Map(columns.map((c) => [c.id, c]));
  const rows = table.getRowModel().rows;
  const total = data.length;
  const { pageIndex, pageSize } = table.state.pagination;
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  const columnCount = columns.length + (selectable ? 1 : 0);
  const firstColumn = columns[0];
  const labelFor = (row: Row) =>
    rowSelectionLabel?.(row) ?? `Select ${firstColumn ? display(readValue(row, firstColumn.accessor)) : ''}`.trim();

  let body: ReactNode;
  if (error) {
    body = (
      <tr>
        <StyledEmpty colSpan={columnCount} role="alert" data-kind="error">
          {error}
        </StyledEmpty>
      </tr>
    );
  } else if (loading && rows.length === 0) {
    body = Array.from({ length: Math.min(pageSize, 10) }, (_, i) => (
      <tr key={`skeleton-${i}`} aria-hidden="true">
        {Array.from({ length: columnCount }, (__, j) => (
          <StyledTd key={j}>
            <StyledSkeleton />
          </StyledTd>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <StyledEmpty colSpan={columnCount}>{emptyText}</StyledEmpty>
      </tr>
    );
  } else {
    body = rows.map((row, i) => (
      <StyledRow
        key={row.id}
        aria-rowindex={manual ? undefined : pageIndex * pageSize + i + 2}
        data-selected={row.getIsSelected() || undefined}
      >
        {selectable ? (
          <StyledTd>
            <Checkbox
              label={labelFor(row.original)}
              hideLabel
              checked={row.getIsSelected()}
              onCheckedChange={(checked) => row.toggleSelected(checked === true)}
            />
          </StyledTd>
        ) : null}
        {row.getAllCells().map((cell) => {
          const column = columnById.get(cell.column.id);
          return (
            <StyledTd key={cell.id} data-align={column?.align}>
              {column?.cell ? column.cell(row.original) : display(cell.getValue() as CellValue)}
            </StyledTd>
          );
        })}
      </StyledRow>
    ));
  }

  const showRows = !error && rows.length > 0;
  const allOnPage = table.getIsAllPageRowsSelected();
  const someOnPage = table.getIsSomePageRowsSelected();

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
          {layout === 'fixed' ? (
            <colgroup>
              {selectable ? <col style={{ width: '40px' }} /> : null}
              {columns.map((column) => (
                <col key={column.id} style={column.width ? { width: column.width } : undefined} />
              ))}
            </colgroup>
          ) : null}
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={manual || !showRows ? undefined : 1}>
                {selectable ? (
                  <StyledTh data-kind="select" scope="col">
                    <Checkbox
                      label={labels.selectAll}
                      hideLabel
                      disabled={rows.length === 0 || loading}
                      checked={allOnPage && rows.length > 0 ? true : someOnPage ? 'indeterminate' : false}
                      onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
                    />
                  </StyledTh>
                ) : null}
                {group.headers.map((header) => {
                  const column = columnById.get(header.column.id);
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <StyledTh
                      key={header.id}
                      scope="col"
                      data-align={column?.align}
                      style={column?.width && layout !== 'fixed' ? { width: column.width } : undefined}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {canSort ? (
                        <StyledSortButton
                          type="button"
                          data-sorted={sorted || undefined}
                          onClick={() => header.column.toggleSorting(sorted ? sorted === 'asc' : Boolean(column?.sortDescFirst))}
                        >
                          {column?.header}
                          {sorted === 'asc' ? (
                            <SortAscendingIcon />
                          ) : sorted === 'desc' ? (
                            <SortDescendingIcon />
                          ) : (
                            <SortIcon />
                          )}
                        </StyledSortButton>
                      ) : (
                        column?.header
                      )}
                    </StyledTh>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </StyledTable>
      </StyledScroller>
      {loading && labels.loading ? <StyledHidden role="status">{labels.loading}</StyledHidden> : null}
      {manual ? null : (
      <StyledFooter>
        <StyledPageSize>
          <span aria-hidden="true">{labels.rowsPerPage}</span>
          <Select
            size="small"
            aria-label={labels.rowsPerPage}
            options={pageSizes.map((n) => ({ value: String(n), label: String(n) }))}
            value={String(pageSize)}
            onValueChange={(next) => table.setPageSize(Number(next ?? pageSize))}
          />
        </StyledPageSize>
        <span aria-live="polite">{labels.range(from, to, total)}</span>
        <span>
          <IconButton
            size="small"
            icon={<ChevronLeftIcon />}
            aria-label={labels.previousPage}
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
          />
          <IconButton
            size="small"
            icon={<ChevronRightIcon />}
            aria-label={labels.nextPage}
            disabled={!table.getCanNextPage()}
            onClick={() => table.nextPage()}
          />
        </span>
      </StyledFooter>
      )}
    </StyledRoot>
  );
}

/**
 * A dense, sortable, paginated table (TanStack Table v9 for the model, native table markup for
 * the semantics). Sort buttons sit in the column headers (`aria-sort` tells the order), page
 * sizes default to the spec's 10/20/30/40/50, and `selectable` adds row checkboxes for bulk
 * actions. With no rows it shows `emptyText`.
 */
export const DataTable = forwardRef(DataTableInner) as (<Row extends AnyRow>(
  props: DataTableProps<Row> & { ref?: Ref<HTMLDivElement> },
) => ReactElement) & { displayName?: string };
DataTable.displayName = 'DataTable';

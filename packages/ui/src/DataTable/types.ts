import type { HTMLAttributes, ReactNode } from 'react';

export type CellValue = string | number | Date | null | undefined;

/** Rows are plain objects (TanStack's `RowData`). */
export type AnyRow = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

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
  /**
   * This column names its row (e.g. the lead's name): its cells render as `<th scope="row">`, so
   * assistive technology reads the row's name with every other cell of that row.
   */
  rowHeader?: boolean;
}

export interface DataTableSort {
  id: string;
  desc: boolean;
}

export interface DataTablePaginationLabels {
  /** Names the pagination landmark. */
  pagination: string;
  rowsPerPage: string;
  previousPage: string;
  nextPage: string;
}

export interface DataTableLabels extends Omit<DataTablePaginationLabels, 'pagination'> {
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
  /**
   * How many placeholder rows show while the first data loads: a page's worth up to 10 by default.
   * A panel that usually holds a few rows asks for fewer, so it does not build (and then remove) ten.
   */
  placeholderRows?: number;
  /** Shown in place of rows, as an alert, when loading the data failed. */
  error?: ReactNode;
  /**
   * The caller orders and pages the data (on the server): `data` is one page, shown as given; a
   * sort press only reports through `onSortChange`; the built-in pager is left out, so the caller
   * shows its own (`DataTable.Pagination`).
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

export const defaultLabels: DataTableLabels = {
  rowsPerPage: 'Rows per page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  selectAll: 'Select all rows on this page',
  range: (from, to, total) => `${from}–${to} of ${total}`,
  loading: 'Loading',
};

export function readValue<Row>(row: Row, accessor: DataTableColumn<Row>['accessor']): CellValue {
  return typeof accessor === 'function' ? accessor(row) : (row[accessor] as CellValue);
}

export function display(value: CellValue): string {
  if (value === null || value === undefined) return '';
  return value instanceof Date ? value.toLocaleDateString() : String(value);
}

import type { ReactNode } from 'react';
import { StyledEmpty, StyledRow, StyledSkeleton, StyledTd } from './DataTable.styles';
import { display, type AnyRow, type CellValue, type DataTableColumn } from './types';
import { SelectionCheckbox } from './SelectionCheckbox';
import type { DataTableModel } from './useDataTable';

export interface DataTableBodyProps<Row extends AnyRow> {
  table: DataTableModel<Row>;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  columnCount: number;
  emptyText: ReactNode;
  loading: boolean;
  placeholderRows?: number | undefined;
  error?: ReactNode;
  manual: boolean;
  selectable: boolean;
  selectionLabel: (row: Row) => string;
}

/** The rows of one page, or in their place the error, placeholder rows while loading, or the empty text. */
export function DataTableBody<Row extends AnyRow>({
  table,
  columns,
  columnCount,
  emptyText,
  loading,
  placeholderRows,
  error,
  manual,
  selectable,
  selectionLabel,
}: DataTableBodyProps<Row>) {
  const rows = table.getRowModel().rows;
  const { pageIndex, pageSize } = table.state.pagination;
  const columnById = new Map(columns.map((c) => [c.id, c]));

  if (error) {
    return (
      <tbody>
        <tr>
          <StyledEmpty colSpan={columnCount} role="alert" data-kind="error">
            {error}
          </StyledEmpty>
        </tr>
      </tbody>
    );
  }
  if (loading && rows.length === 0) {
    return (
      <tbody key="placeholder">
        {Array.from({ length: placeholderRows ?? Math.min(pageSize, 10) }, (_, i) => (
          // One cell a row, across the columns: a page of placeholders is three elements a row rather
          // than two a column, which the browser builds and then removes when the rows arrive.
          <tr key={`skeleton-${i}`} aria-hidden="true">
            <StyledTd colSpan={columnCount}>
              <StyledSkeleton />
            </StyledTd>
          </tr>
        ))}
      </tbody>
    );
  }
  if (rows.length === 0) {
    return (
      <tbody>
        <tr>
          <StyledEmpty colSpan={columnCount}>{emptyText}</StyledEmpty>
        </tr>
      </tbody>
    );
  }
  // A tbody of its own (the key), not the placeholder rows' one: React builds the page's rows off the
  // document and inserts them in one step, rather than row by row into a live table.
  return (
    <tbody key="rows">
      {rows.map((row, i) => (
        <StyledRow
          key={row.id}
          aria-rowindex={manual ? undefined : pageIndex * pageSize + i + 2}
          data-selected={row.getIsSelected() || undefined}
        >
          {selectable ? (
            <StyledTd>
              <SelectionCheckbox
                label={selectionLabel(row.original)}
                checked={row.getIsSelected()}
                onCheckedChange={(checked) => row.toggleSelected(checked)}
              />
            </StyledTd>
          ) : null}
          {row.getAllCells().map((cell) => {
            const column = columnById.get(cell.column.id);
            const content = column?.cell ? column.cell(row.original) : display(cell.getValue() as CellValue);
            return column?.rowHeader ? (
              <StyledTd key={cell.id} as="th" scope="row" data-align={column.align}>
                {content}
              </StyledTd>
            ) : (
              <StyledTd key={cell.id} data-align={column?.align}>
                {content}
              </StyledTd>
            );
          })}
        </StyledRow>
      ))}
    </tbody>
  );
}

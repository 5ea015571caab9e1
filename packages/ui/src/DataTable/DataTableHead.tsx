import { StyledTh } from './DataTable.styles';
import { DataTableHeaderCell } from './DataTableHeaderCell';
import { SelectionCheckbox } from './SelectionCheckbox';
import type { AnyRow, DataTableColumn, DataTableProps } from './types';
import type { DataTableModel } from './useDataTable';

export interface DataTableHeadProps<Row extends AnyRow> {
  table: DataTableModel<Row>;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  layout: NonNullable<DataTableProps<Row>['layout']>;
  selectable: boolean;
  selectAllLabel: string;
  loading: boolean;
  /** The header row's `aria-rowindex` when the table tells its row count (all rows, one page in the DOM). */
  rowIndex: number | undefined;
}

/** The column widths (fixed layout) and the header row: the select-all checkbox and the sortable headers. */
export function DataTableHead<Row extends AnyRow>({
  table,
  columns,
  layout,
  selectable,
  selectAllLabel,
  loading,
  rowIndex,
}: DataTableHeadProps<Row>) {
  const columnById = new Map(columns.map((c) => [c.id, c]));
  const rows = table.getRowModel().rows;
  const allOnPage = table.getIsAllPageRowsSelected();
  const someOnPage = table.getIsSomePageRowsSelected();
  return (
    <>
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
          <tr key={group.id} aria-rowindex={rowIndex}>
            {selectable ? (
              <StyledTh data-kind="select" scope="col">
                <SelectionCheckbox
                  label={selectAllLabel}
                  disabled={rows.length === 0 || loading}
                  checked={allOnPage && rows.length > 0 ? true : someOnPage ? 'indeterminate' : false}
                  onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked)}
                />
              </StyledTh>
            ) : null}
            {group.headers.map((header) => (
              <DataTableHeaderCell
                key={header.id}
                column={columnById.get(header.column.id)}
                sorted={header.column.getIsSorted()}
                canSort={header.column.getCanSort()}
                layout={layout}
                onToggleSort={(desc) => header.column.toggleSorting(desc)}
              />
            ))}
          </tr>
        ))}
      </thead>
    </>
  );
}

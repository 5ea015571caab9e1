import { SortAscendingIcon, SortDescendingIcon, SortIcon } from '../internal/icons';
import { StyledSortButton, StyledTh } from './DataTable.styles';
import type { DataTableColumn } from './types';

export interface DataTableHeaderCellProps<Row> {
  column: DataTableColumn<Row> | undefined;
  sorted: false | 'asc' | 'desc';
  canSort: boolean;
  /** Widths go on the `<col>`s in the fixed layout, on the header otherwise. */
  layout: 'auto' | 'fixed';
  /** `desc`: the order the press asks for. */
  onToggleSort: (desc: boolean) => void;
}

/** A column header: its sort button (when sortable) and `aria-sort` telling the order. */
export function DataTableHeaderCell<Row>({
  column,
  sorted,
  canSort,
  layout,
  onToggleSort,
}: DataTableHeaderCellProps<Row>) {
  return (
    <StyledTh
      scope="col"
      data-align={column?.align}
      style={column?.width && layout !== 'fixed' ? { width: column.width } : undefined}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      {canSort ? (
        <StyledSortButton
          type="button"
          data-sorted={sorted || undefined}
          onClick={() => onToggleSort(sorted ? sorted === 'asc' : Boolean(column?.sortDescFirst))}
        >
          {column?.header}
          {sorted === 'asc' ? <SortAscendingIcon /> : sorted === 'desc' ? <SortDescendingIcon /> : <SortIcon />}
        </StyledSortButton>
      ) : (
        column?.header
      )}
    </StyledTh>
  );
}

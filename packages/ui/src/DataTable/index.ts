export {
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTablePaginationLabels,
  type DataTablePaginationProps,
  type DataTableProps,
  type DataTableSort,
} from './DataTable';

import type { UserSearchRow } from '@meridian/api';
import { formatCentralDate } from '@meridian/domain';
import { Button, DataTable, type DataTableColumn, type DataTableSort } from '@meridian/ui';
import { ADMIN_TEXT } from './text';

export const userName = (row: Pick<UserSearchRow, 'fname' | 'lname'>) => `${row.fname} ${row.lname}`;

/** The users' columns; each sortable column's id is the server field it orders by. */
export function userColumns(
  onToggle: (row: UserSearchRow) => void,
  busyId: number | undefined,
): ReadonlyArray<DataTableColumn<UserSearchRow>> {
  return [
    { id: 'lname', header: 'Name', accessor: userName, rowHeader: true },
    { id: 'login', header: 'Username', accessor: (row) => row.login ?? '' },
    { id: 'role_name', header: 'Role', accessor: 'role_name' },
    { id: 'active', header: 'Status', accessor: (row) => (row.active === '1' ? 'Active' : 'Inactive') },
    {
      id: 'registration_date',
      header: 'Registered',
      accessor: (row) => formatCentralDate(row.registration_date),
      sortDescFirst: true,
    },
    {
      id: 'actions',
      header: 'Actions',
      sortable: false,
      accessor: () => '',
      cell: (row) => (
        <Button
          size="small"
          variant="secondary"
          disabled={busyId === row.user_id}
          onClick={() => onToggle(row)}
          aria-label={`${row.active === '1' ? ADMIN_TEXT.deactivate : ADMIN_TEXT.activate} ${userName(row)}`}
        >
          {row.active === '1' ? ADMIN_TEXT.deactivate : ADMIN_TEXT.activate}
        </Button>
      ),
    },
  ];
}

export interface UsersTableProps {
  caption: string;
  emptyText: string;
  rows: readonly UserSearchRow[];
  columns: ReadonlyArray<DataTableColumn<UserSearchRow>>;
  loading: boolean;
  error?: string;
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
}

export function UsersTable({ caption, emptyText, rows, columns, loading, error, sort, onSortChange }: UsersTableProps) {
  return (
    <DataTable
      manual
      caption={caption}
      columns={columns}
      data={rows}
      getRowId={(row) => String(row.user_id)}
      emptyText={emptyText}
      loading={loading}
      error={error}
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}

import type { UserSearchRow } from '@meridian/api';
import { formatCentralDate } from '@meridian/domain';
import { Button, DataTable, type DataTableColumn, type DataTableSort } from '@meridian/ui';
import { StyledRowActions } from '../RowActions';
import { ADMIN_TEXT } from '../text';

export const userName = (row: Pick<UserSearchRow, 'fname' | 'lname'>) => `${row.fname} ${row.lname}`;

export interface UserRowActions {
  /** The signed-in admin: their own row offers neither Deactivate nor Delete (spec 02 §6). */
  selfId: number;
  busyId: number | undefined;
  onToggle(row: UserSearchRow): void;
  onEdit?(row: UserSearchRow): void;
  onDelete?(row: UserSearchRow): void;
  /** Sends the set-password invitation again (a lost or expired email). */
  onInvite?(row: UserSearchRow): void;
}

/** The users' columns; each sortable column's id is the server field it orders by. */
export function userColumns({
  selfId,
  busyId,
  onToggle,
  onEdit,
  onDelete,
  onInvite,
}: UserRowActions): ReadonlyArray<DataTableColumn<UserSearchRow>> {
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
      cell: (row) => {
        const self = row.user_id === selfId;
        const name = userName(row);
        return (
          <StyledRowActions>
            {onEdit ? (
              <Button
                size="small"
                variant="secondary"
                onClick={() => onEdit(row)}
                aria-label={`${ADMIN_TEXT.edit} ${name}`}
              >
                {ADMIN_TEXT.edit}
              </Button>
            ) : null}
            {self ? null : (
              <Button
                size="small"
                variant="secondary"
                disabled={busyId === row.user_id}
                onClick={() => onToggle(row)}
                aria-label={`${row.active === '1' ? ADMIN_TEXT.deactivate : ADMIN_TEXT.activate} ${name}`}
              >
                {row.active === '1' ? ADMIN_TEXT.deactivate : ADMIN_TEXT.activate}
              </Button>
            )}
            {onInvite && !self && row.active === '1' ? (
              <Button
                size="small"
                variant="secondary"
                disabled={busyId === row.user_id}
                onClick={() => onInvite(row)}
                aria-label={`${ADMIN_TEXT.resendInvite} to ${name}`}
              >
                {ADMIN_TEXT.resendInvite}
              </Button>
            ) : null}
            {onDelete && !self ? (
              <Button
                size="small"
                variant="secondary"
                disabled={busyId === row.user_id}
                onClick={() => onDelete(row)}
                aria-label={`${ADMIN_TEXT.delete} ${name}`}
              >
                {ADMIN_TEXT.delete}
              </Button>
            ) : null}
          </StyledRowActions>
        );
      },
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
  /** Row checkboxes for the bulk delete (the main table only). */
  selectedIds?: ReadonlyArray<string>;
  onSelectedIdsChange?: (ids: string[]) => void;
}

export function UsersTable({
  caption,
  emptyText,
  rows,
  columns,
  loading,
  error,
  sort,
  onSortChange,
  selectedIds,
  onSelectedIdsChange,
}: UsersTableProps) {
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
      {...(onSelectedIdsChange
        ? {
            selectable: true,
            selectedRowIds: selectedIds,
            onSelectedRowIdsChange: onSelectedIdsChange,
            rowSelectionLabel: (row: UserSearchRow) => ADMIN_TEXT.selectRow(userName(row)),
          }
        : {})}
    />
  );
}

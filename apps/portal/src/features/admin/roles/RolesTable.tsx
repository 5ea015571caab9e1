import type { Role } from '@meridian/api';
import { PERMISSIONS } from '@meridian/domain';
import { Button, type DataTableColumn } from '@meridian/ui';
import { styled } from 'styled-components';
import { StyledRowActions } from '../RowActions';
import { ROLES_TEXT as T } from './text';

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface RoleRowActions {
  onPermissions(role: Role): void;
  onRename(role: Role): void;
  onToggleActive(role: Role): void;
  onHistory(role: Role): void;
}

/** The roles' columns; `role_name` sorts on the server, the counts come with each row. */
export function roleColumns(actions: RoleRowActions, ownRoleId: number): ReadonlyArray<DataTableColumn<Role>> {
  const action = (label: string, role: Role, run: (role: Role) => void) => (
    <Button size="small" variant="secondary" aria-label={T.rowAction(label, role.role_name)} onClick={() => run(role)}>
      {label}
    </Button>
  );
  return [
    { id: 'role_name', header: T.columns.name, accessor: 'role_name', rowHeader: true },
    {
      id: 'active',
      header: T.columns.status,
      sortable: false,
      accessor: (role) => (role.active ? T.active : T.inactive),
      cell: (role) => (
        <>
          {role.active ? T.active : T.inactive}
          {role.role_id === ownRoleId ? <StyledMuted> · {T.yourRole}</StyledMuted> : null}
        </>
      ),
    },
    { id: 'user_count', header: T.columns.users, sortable: false, accessor: (role) => String(role.user_count) },
    {
      id: 'permissions',
      header: T.columns.permissions,
      sortable: false,
      accessor: (role) => T.permissionCount(role.permissions.length, PERMISSIONS.length),
    },
    {
      id: 'actions',
      header: T.columns.actions,
      sortable: false,
      accessor: () => '',
      cell: (role) => (
        <StyledRowActions>
          {action(T.editPermissions, role, actions.onPermissions)}
          {action(T.rename, role, actions.onRename)}
          {action(role.active ? T.deactivate : T.activate, role, actions.onToggleActive)}
          {action(T.history, role, actions.onHistory)}
        </StyledRowActions>
      ),
    },
  ];
}

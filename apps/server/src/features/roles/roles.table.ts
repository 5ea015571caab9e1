import type { Generated } from 'kysely';
import type { Created, Defaulted, TableColumns } from '../../db/columns';

/** Permissions and roles (migration 0002). */
export interface PermissionTable {
  permission_name: string;
  description: string;
}

export interface RoleTable {
  account_id: number;
  role_id: Generated<number>;
  role_name: string;
  active: Defaulted<boolean>;
  created_at: Created;
}

export interface RolePermissionTable {
  account_id: number;
  role_id: number;
  permission_name: string;
}

export interface RolesTables {
  permission: PermissionTable;
  role: RoleTable;
  role_permission: RolePermissionTable;
}

export const rolesColumns: TableColumns<RolesTables> = {
  permission: { permission_name: 'not null', description: 'not null' },
  role: {
    account_id: 'not null',
    role_id: 'not null',
    role_name: 'not null',
    active: 'not null',
    created_at: 'not null',
  },
  role_permission: { account_id: 'not null', role_id: 'not null', permission_name: 'not null' },
};

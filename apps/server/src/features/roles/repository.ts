import type { Kysely } from 'kysely';
import type { Role, SearchBody } from '@meridian/api';
import type { DB } from '../../db/schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { applySearch, type SearchEntity } from '../../search/generic';

const roleSearch: SearchEntity = {
  name: 'role',
  fields: {
    role_id: { column: 'r.role_id', kind: 'integer' },
    role_name: { column: 'r.role_name', kind: 'text', match: 'contains' },
  },
  defaultOrder: { field: 'role_name', direction: 'asc' },
  defaultPageSize: 100,
  maxPageSize: 500,
};

/** The account's roles with their sorted permissions (only `roleIds` when given), by name. */
export async function loadRoles(db: Kysely<DB>, owner: TenantOwner, roleIds?: number[]): Promise<Role[]> {
  let query = tenant(db, owner)
    .selectFrom('role as r')
    .select((eb) => [
      'r.role_id',
      'r.role_name',
      'r.active',
      eb.fn
        .coalesce(
          eb
            .selectFrom('role_permission as rp')
            .select((inner) => inner.fn.agg<string[]>('array_agg', ['rp.permission_name']).as('p'))
            .whereRef('rp.account_id', '=', 'r.account_id')
            .whereRef('rp.role_id', '=', 'r.role_id'),
          eb.val<string[]>([]),
        )
        .as('permissions'),
    ]);
  if (roleIds) query = query.where('r.role_id', 'in', roleIds);
  return (await query.orderBy('r.role_name').execute()).map((r) => ({
    ...r,
    permissions: [...(r.permissions ?? [])].sort(),
  }));
}

/** One page of the role search, in the search's order, with the total. */
export async function searchRoles(db: Kysely<DB>, owner: TenantOwner, body: SearchBody) {
  const base = tenant(db, owner).selectFrom('role as r').select('r.role_id');
  const { query, count, plan } = applySearch(base, roleSearch, body);
  const [ids, total] = await Promise.all([query.execute(), count.executeTakeFirst()]);
  const roles = await loadRoles(
    db,
    owner,
    ids.map((r) => r.role_id),
  );
  const order = new Map(ids.map((r, i) => [r.role_id, i]));
  return {
    total: Number((total as unknown as { total: string } | undefined)?.total ?? 0),
    plan,
    roles: ids.length === 0 ? [] : roles.sort((a, b) => order.get(a.role_id)! - order.get(b.role_id)!),
  };
}

export async function roleNameTaken(db: Kysely<DB>, owner: TenantOwner, roleName: string): Promise<boolean> {
  const row = await tenant(db, owner)
    .selectFrom('role')
    .select('role_id')
    .where('role_name', '=', roleName)
    .executeTakeFirst();
  return row !== undefined;
}

export async function roleExists(db: Kysely<DB>, owner: TenantOwner, roleId: number): Promise<boolean> {
  const row = await tenant(db, owner)
    .selectFrom('role')
    .select('role_id')
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Creates a role with its permissions; answers its id. */
export function createRole(db: Kysely<DB>, owner: TenantOwner, roleName: string, permissions: string[]) {
  return db.transaction().execute(async (trx) => {
    const t = tenant(trx, owner);
    const { role_id } = await t
      .insertInto('role', { role_name: roleName })
      .returning('role_id')
      .executeTakeFirstOrThrow();
    if (permissions.length > 0)
      await t
        .insertInto(
          'role_permission',
          permissions.map((permission_name) => ({ role_id, permission_name })),
        )
        .execute();
    return role_id;
  });
}

/** Renames, (de)activates and replaces the permissions of a role, in one transaction. */
export function updateRole(
  db: Kysely<DB>,
  owner: TenantOwner,
  roleId: number,
  set: { role_name?: string; active?: boolean },
  permissions: string[] | undefined,
) {
  return db.transaction().execute(async (trx) => {
    const t = tenant(trx, owner);
    if (Object.keys(set).length > 0) await t.updateTable('role').set(set).where('role_id', '=', roleId).execute();
    if (permissions) {
      await t.deleteFrom('role_permission').where('role_id', '=', roleId).execute();
      if (permissions.length > 0)
        await t
          .insertInto(
            'role_permission',
            permissions.map((permission_name) => ({ role_id: roleId, permission_name })),
          )
          .execute();
    }
  });
}

import type { Kysely, Transaction } from 'kysely';
import type { PermissionCatalogueEntry, Role, SearchBody } from '@meridian/api';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { applySearch, type SearchEntity } from '../../search/generic';
import { writeAdminAudit } from '../admin-audit';

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

/** Who changes a role: the admin audit names them. */
type Changer = TenantOwner & { user_id: number };

/** The account's roles with their sorted permissions and user counts (only `roleIds` when given), by name. */
export async function loadRoles(
  db: Kysely<DB> | Transaction<DB>,
  owner: TenantOwner,
  roleIds?: number[],
): Promise<Role[]> {
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
      eb
        .selectFrom('app_user as u')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('u.account_id', '=', 'r.account_id')
        .whereRef('u.role_id', '=', 'r.role_id')
        .as('user_count'),
    ]);
  if (roleIds) query = query.where('r.role_id', 'in', roleIds);
  return (await query.orderBy('r.role_name').execute()).map((r) => ({
    role_id: r.role_id,
    role_name: r.role_name,
    active: r.active,
    permissions: [...(r.permissions ?? [])].sort(),
    user_count: Number(r.user_count ?? 0),
  }));
}

/** One role of the owner's account, or undefined (another account's role is as missing). */
export async function loadRole(db: Kysely<DB> | Transaction<DB>, owner: TenantOwner, roleId: number) {
  return (await loadRoles(db, owner, [roleId]))[0];
}

/** One page of the role search, in the search's order, with the total. */
export async function searchRoles(db: Kysely<DB>, owner: TenantOwner, body: SearchBody) {
  const base = tenant(db, owner).selectFrom('role as r').select('r.role_id');
  const { query, count, plan } = applySearch(base, roleSearch, body);
  const [ids, total] = await Promise.all([query.execute(), count.executeTakeFirst()]);
  const roles =
    ids.length === 0
      ? []
      : await loadRoles(
          db,
          owner,
          ids.map((r) => r.role_id),
        );
  const order = new Map(ids.map((r, i) => [r.role_id, i]));
  return {
    total: Number((total as unknown as { total: string } | undefined)?.total ?? 0),
    plan,
    roles: roles.sort((a, b) => order.get(a.role_id)! - order.get(b.role_id)!),
  };
}

/** Whether another role of the account has this name (any case). */
export async function roleNameTaken(
  db: Kysely<DB>,
  owner: TenantOwner,
  roleName: string,
  exceptRoleId?: number,
): Promise<boolean> {
  let query = tenant(db, owner)
    .selectFrom('role')
    .select('role_id')
    .where((eb) => eb(eb.fn('lower', ['role_name']), '=', roleName.toLowerCase()));
  if (exceptRoleId !== undefined) query = query.where('role_id', '<>', exceptRoleId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The product's permission catalogue with what each allows (reference data: no account). */
export function loadPermissionCatalogue(db: Kysely<DB>): Promise<PermissionCatalogueEntry[]> {
  return db.selectFrom('permission').select(['permission_name', 'description']).orderBy('permission_name').execute();
}

const audited = (role: Role) => ({ role_name: role.role_name, active: role.active, permissions: role.permissions });

/** Creates a role with its permissions and its audit row, in one transaction; answers the role. */
export function createRole(db: Kysely<DB>, changer: Changer, roleName: string, permissions: string[]) {
  return db.transaction().execute(async (trx) => {
    const t = tenant(trx, changer);
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
    const role = (await loadRole(trx, changer, role_id))!;
    await writeAdminAudit(trx, changer, { entity: 'role', entity_id: role_id, action: 'create', after: audited(role) });
    return role;
  });
}

/** The audit's name for a change: its one kind, or `update` when it changes several things. */
function actionOf(set: { role_name?: string; active?: boolean }, permissions: string[] | undefined): string {
  const kinds = [
    set.role_name !== undefined ? 'rename' : undefined,
    set.active === undefined ? undefined : set.active ? 'activate' : 'deactivate',
    permissions !== undefined ? 'set_permissions' : undefined,
  ].filter((k): k is string => k !== undefined);
  return kinds.length === 1 ? kinds[0]! : 'update';
}

/**
 * Renames, (de)activates and replaces the permissions of a role with its audit row (before and after,
 * the fields that changed), in one transaction. Answers the role, or undefined when it is not the
 * owner's. A change that changes nothing writes no audit row.
 */
export function updateRole(
  db: Kysely<DB>,
  changer: Changer,
  roleId: number,
  set: { role_name?: string; active?: boolean },
  permissions: string[] | undefined,
) {
  return db.transaction().execute(async (trx) => {
    const t = tenant(trx, changer);
    const before = await loadRole(trx, changer, roleId);
    if (!before) return undefined;
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
    const after = (await loadRole(trx, changer, roleId))!;
    const changed = (Object.keys(audited(after)) as Array<keyof ReturnType<typeof audited>>).filter(
      (key) => JSON.stringify(audited(before)[key]) !== JSON.stringify(audited(after)[key]),
    );
    if (changed.length > 0)
      await writeAdminAudit(trx, changer, {
        entity: 'role',
        entity_id: roleId,
        action: actionOf(set, permissions),
        before: Object.fromEntries(changed.map((key) => [key, audited(before)[key]])),
        after: Object.fromEntries(changed.map((key) => [key, audited(after)[key]])),
      });
    return after;
  });
}

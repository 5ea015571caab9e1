import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PERMISSIONS, RoleCreateStruct, RoleUpdateStruct, SearchBodyStruct, type Role } from '@meridian/api';
import { hasPermission, principalOf, type Principal } from '../auth/principal';
import type { DB } from '../db/schema';
import { forbidden, HttpError, notFound, parseWith } from '../http/errors';
import { applySearch, type SearchEntity } from '../search/generic';
import { pathId } from './users';

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

function checkPermissions(permissions: string[] | undefined): string[] | undefined {
  if (!permissions) return undefined;
  const unknown = permissions.find((p) => !(PERMISSIONS as readonly string[]).includes(p));
  if (unknown) throw new HttpError(400, `Unknown permission: ${unknown}`, { field: 'permissions' });
  return [...new Set(permissions)];
}

async function loadRoles(db: Kysely<DB>, accountId: number, roleIds?: number[]): Promise<Role[]> {
  let query = db
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
    ])
    .where('r.account_id', '=', accountId);
  if (roleIds) query = query.where('r.role_id', 'in', roleIds);
  return (await query.orderBy('r.role_name').execute()).map((r) => ({ ...r, permissions: [...(r.permissions ?? [])].sort() }));
}

/** Roles are per account (spec 02 §6); changing them needs `role_manage`. */
function requireRoleManager(principal: Principal, accountId: number) {
  if (accountId !== principal.account_id) throw notFound();
  if (!hasPermission(principal, 'role_manage')) throw forbidden();
}

export async function roleRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  app.post('/api/account/:id/role/search', async (request) => {
    const principal = principalOf(request);
    const accountId = pathId(request);
    if (accountId !== principal.account_id) throw notFound();
    const body = parseWith(SearchBodyStruct, request.body);
    const base = db.selectFrom('role as r').select('r.role_id').where('r.account_id', '=', accountId);
    const { query, count, plan } = applySearch(base, roleSearch, body);
    const [ids, total] = await Promise.all([query.execute(), count.executeTakeFirst()]);
    const roles = await loadRoles(db, accountId, ids.map((r) => r.role_id));
    const order = new Map(ids.map((r, i) => [r.role_id, i]));
    return {
      success: true,
      total_records: Number((total as unknown as { total: string } | undefined)?.total ?? 0),
      page_number: plan.page,
      records_per_page: plan.pageSize,
      result: ids.length === 0 ? [] : roles.sort((a, b) => order.get(a.role_id)! - order.get(b.role_id)!),
    };
  });

  app.post('/api/account/:id/role', async (request, reply) => {
    const principal = principalOf(request);
    const accountId = pathId(request);
    requireRoleManager(principal, accountId);
    const body = parseWith(RoleCreateStruct, request.body);
    const permissions = checkPermissions(body.permissions) ?? [];
    const exists = await db.selectFrom('role').select('role_id').where('account_id', '=', accountId).where('role_name', '=', body.role_name.trim()).executeTakeFirst();
    if (exists) throw new HttpError(409, `A role named ${body.role_name.trim()} already exists.`);
    const roleId = await db.transaction().execute(async (trx) => {
      const { role_id } = await trx.insertInto('role').values({ account_id: accountId, role_name: body.role_name.trim() }).returning('role_id').executeTakeFirstOrThrow();
      if (permissions.length > 0) {
        await trx.insertInto('role_permission').values(permissions.map((permission_name) => ({ account_id: accountId, role_id, permission_name }))).execute();
      }
      return role_id;
    });
    reply.code(201);
    return (await loadRoles(db, accountId, [roleId]))[0];
  });

  app.post('/api/account/:id/role/:roleId', async (request) => {
    const principal = principalOf(request);
    const accountId = pathId(request);
    const roleId = pathId(request, 'roleId');
    requireRoleManager(principal, accountId);
    const body = parseWith(RoleUpdateStruct, request.body);
    const permissions = checkPermissions(body.permissions);
    const role = await db.selectFrom('role').select('role_id').where('account_id', '=', accountId).where('role_id', '=', roleId).executeTakeFirst();
    if (!role) throw notFound();
    if (roleId === principal.role_id && (body.active === false || permissions !== undefined)) {
      throw new HttpError(400, 'You cannot disable or change the permissions of your own role.');
    }
    await db.transaction().execute(async (trx) => {
      const set = { ...(body.role_name ? { role_name: body.role_name.trim() } : {}), ...(body.active !== undefined ? { active: body.active } : {}) };
      if (Object.keys(set).length > 0) await trx.updateTable('role').set(set).where('account_id', '=', accountId).where('role_id', '=', roleId).execute();
      if (permissions) {
        await trx.deleteFrom('role_permission').where('account_id', '=', accountId).where('role_id', '=', roleId).execute();
        if (permissions.length > 0) {
          await trx.insertInto('role_permission').values(permissions.map((permission_name) => ({ account_id: accountId, role_id: roleId, permission_name }))).execute();
        }
      }
    });
    return (await loadRoles(db, accountId, [roleId]))[0];
  });
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isPermission, RoleCreateStruct, RoleUpdateStruct, SearchBodyStruct } from '@meridian/api';
import type { DB } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { createRole, loadRoles, roleExists, roleNameTaken, searchRoles, updateRole } from './repository';

function checkPermissions(permissions: string[] | undefined): string[] | undefined {
  if (!permissions) return undefined;
  const unknown = permissions.find((p) => !isPermission(p));
  if (unknown) throw new HttpError(400, `Unknown permission: ${unknown}`, { field: 'permissions' });
  return [...new Set(permissions)];
}

export async function roleRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:id/role/search',
    ids: ['id'],
    ownAccount: 'id',
    // Roles list every permission they hold: only role managers read them.
    permission: 'role_manage',
    body: SearchBodyStruct,
    handler: async ({ principal, body }) => {
      const { total, plan, roles } = await searchRoles(db, principal, body);
      return {
        success: true,
        total_records: total,
        page_number: plan.page,
        records_per_page: plan.pageSize,
        result: roles,
      };
    },
  });

  // Roles are per account (spec 02 §6); changing them needs `role_manage`.
  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:id/role',
    ids: ['id'],
    ownAccount: 'id',
    permission: 'role_manage',
    body: RoleCreateStruct,
    handler: async ({ reply, principal, body }) => {
      const permissions = checkPermissions(body.permissions) ?? [];
      const roleName = body.role_name.trim();
      if (await roleNameTaken(db, principal, roleName))
        throw new HttpError(409, `A role named ${roleName} already exists.`);
      const roleId = await createRole(db, principal, roleName, permissions);
      reply.code(201);
      return (await loadRoles(db, principal, [roleId]))[0];
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:id/role/:roleId',
    ids: ['id', 'roleId'],
    ownAccount: 'id',
    permission: 'role_manage',
    body: RoleUpdateStruct,
    handler: async ({ principal, ids: { roleId }, body }) => {
      const permissions = checkPermissions(body.permissions);
      if (!(await roleExists(db, principal, roleId))) throw notFound();
      if (roleId === principal.role_id && (body.active === false || permissions !== undefined)) {
        throw new HttpError(400, 'You cannot disable or change the permissions of your own role.');
      }
      const set = {
        ...(body.role_name ? { role_name: body.role_name.trim() } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
      };
      await updateRole(db, principal, roleId, set, permissions);
      return (await loadRoles(db, principal, [roleId]))[0];
    },
  });
}

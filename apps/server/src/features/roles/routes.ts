import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  RoleCreateStruct,
  RolePermissionsChangeStruct,
  RoleUpdateStruct,
  SearchBodyStruct,
  type PermissionCatalogueAnswer,
  type Role,
  type RolePermissions,
  type RoleUpdate,
  type SearchBody,
} from '@meridian/api';
import { ROLE_MESSAGES, validateRoleChange, validateRoleName } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { createRole, loadPermissionCatalogue, loadRole, roleNameTaken, searchRoles, updateRole } from './repository';

/** A role name as stored, or 400 with the domain's message. */
function checkedName(name: string): string {
  const message = validateRoleName(name);
  if (message) throw new HttpError(400, message, { field: 'role_name' });
  return name.trim();
}

/** The domain's refusal of a role change (one's own role: 403; an unknown permission: 400). */
function checkChange(principal: Principal, roleId: number, body: RoleUpdate) {
  const message = validateRoleChange({ role_id: roleId, ...body }, principal.role_id);
  if (message === ROLE_MESSAGES.ownRoleRefused) throw new HttpError(403, message);
  if (message) throw new HttpError(400, message, { field: 'permissions' });
}

/** A new role: its name checked and free, its permissions ones the caller may grant. */
async function createChecked(
  db: Kysely<DB>,
  principal: Principal,
  body: { role_name: string; permissions?: string[] },
) {
  const roleName = checkedName(body.role_name);
  const permissions = [...new Set(body.permissions ?? [])];
  checkChange(principal, -1, { permissions });
  if (await roleNameTaken(db, principal, roleName)) throw new HttpError(409, ROLE_MESSAGES.nameTaken(roleName));
  return createRole(db, principal, roleName, permissions);
}

/** A role's name, active flag or permissions changed, with the same checks. */
async function updateChecked(db: Kysely<DB>, principal: Principal, roleId: number, body: RoleUpdate): Promise<Role> {
  const roleName = body.role_name === undefined ? undefined : checkedName(body.role_name);
  const permissions = body.permissions === undefined ? undefined : [...new Set(body.permissions)];
  // Another account's role is as missing as an unknown one, whatever the body says.
  if (!(await loadRole(db, principal, roleId))) throw notFound();
  checkChange(principal, roleId, { active: body.active, permissions });
  if (roleName !== undefined && (await roleNameTaken(db, principal, roleName, roleId)))
    throw new HttpError(409, ROLE_MESSAGES.nameTaken(roleName));
  const set = {
    ...(roleName !== undefined ? { role_name: roleName } : {}),
    ...(body.active !== undefined ? { active: body.active } : {}),
  };
  const saved = await updateRole(db, principal, roleId, set, permissions);
  if (!saved) throw notFound();
  return saved;
}

/** A page of the account's roles, as the generic search answers. */
const roleSearchAnswer = async (db: Kysely<DB>, principal: Principal, body: SearchBody) => {
  const { total, plan, roles } = await searchRoles(db, principal, body);
  return {
    success: true,
    total_records: total,
    page_number: plan.page,
    records_per_page: plan.pageSize,
    result: roles,
  };
};

export async function roleRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:id/role/search',
    ids: ['id'],
    ownAccount: 'id',
    // Roles list every permission they hold: only role managers read them.
    permission: 'role_manage',
    body: SearchBodyStruct,
    handler: ({ principal, body }) => roleSearchAnswer(db, principal, body),
  });

  // Spec 02 §7.4 "roles GET/POST account/{id}/role/search": the GET answers the first page in the default order.
  defineRoute(app, {
    method: 'GET',
    url: '/api/account/:id/role/search',
    ids: ['id'],
    ownAccount: 'id',
    permission: 'role_manage',
    handler: ({ principal }) => roleSearchAnswer(db, principal, { criteria: {}, page_number: 1 }),
  });

  // Roles are per account (spec 02 §6); changing them needs `role_manage`. Every change is audited.
  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:id/role',
    ids: ['id'],
    ownAccount: 'id',
    permission: 'role_manage',
    body: RoleCreateStruct,
    handler: async ({ reply, principal, body }) => {
      const role = await createChecked(db, principal, body);
      reply.code(201);
      return role;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:id/role/:roleId',
    ids: ['id', 'roleId'],
    ownAccount: 'id',
    permission: 'role_manage',
    body: RoleUpdateStruct,
    handler: ({ principal, ids: { roleId }, body }) => updateChecked(db, principal, roleId, body),
  });

  // Spec 02 §7.7's own role calls, in the caller's account.
  defineRoute(app, {
    method: 'GET',
    url: '/api/role/:id',
    ids: ['id'],
    permission: 'role_manage',
    handler: async ({ principal, ids: { id } }): Promise<Role> => {
      const role = await loadRole(db, principal, id);
      if (!role) throw notFound();
      return role;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/role/',
    permission: 'role_manage',
    body: RoleCreateStruct,
    handler: async ({ reply, principal, body }): Promise<Role> => {
      const role = await createChecked(db, principal, body);
      reply.code(201);
      return role;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/role/:id',
    ids: ['id'],
    permission: 'role_manage',
    body: RoleUpdateStruct,
    handler: ({ principal, ids: { id }, body }) => updateChecked(db, principal, id, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/role/:id/permissions',
    ids: ['id'],
    permission: 'role_manage',
    handler: async ({ principal, ids: { id } }): Promise<RolePermissions> => {
      const role = await loadRole(db, principal, id);
      if (!role) throw notFound();
      return { role_id: role.role_id, permissions: role.permissions };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/role/:id/permissions',
    ids: ['id'],
    permission: 'role_manage',
    body: RolePermissionsChangeStruct,
    handler: async ({ principal, ids: { id }, body }): Promise<RolePermissions> => {
      const role = await updateChecked(db, principal, id, { permissions: body.permissions });
      return { role_id: role.role_id, permissions: role.permissions };
    },
  });

  // The permission editor's catalogue: every permission of the product with what it allows.
  defineRoute(app, {
    method: 'GET',
    url: '/api/permission/catalogue',
    permission: 'role_manage',
    handler: async (): Promise<PermissionCatalogueAnswer> => ({ result: await loadPermissionCatalogue(db) }),
  });
}

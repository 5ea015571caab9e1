import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ACCESS_CONTROL_HEADER, SearchBodyStruct, type UserSearchRow, type UserSettings } from '@meridian/api';
import { hasPermission, type Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { runPrepared } from '../../db/database';
import {
  findUserSettings,
  iso,
  PRINCIPAL_AND_USER_STATEMENT,
  toUserDetails,
  userSearch,
  userSearchBase,
  type UserDetailsRow,
} from './repository';
import { applySearch, pickFields } from '../../search/generic';

/** Whether the caller may read another user of their own account. */
function canSeeUsers(principal: Principal): boolean {
  return hasPermission(principal, 'user_view_all') || hasPermission(principal, 'user_manage');
}

export async function userRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/user/:id',
    ids: ['id'],
    // The portal's most frequent call: the principal and the user in one prepared statement.
    joined: {
      statement: PRINCIPAL_AND_USER_STATEMENT,
      values: ({ id }) => [id ?? 0],
      key: 'user_id',
      run: (statement, values) => runPrepared(db, statement, values),
    },
    handler: async ({ request, reply, principal, ids: { id }, joinedRow }) => {
      if (id !== principal.user_id && !canSeeUsers(principal)) throw notFound();
      if (!joinedRow) throw notFound();
      const user = toUserDetails(joinedRow as UserDetailsRow);
      const { return_acl } = request.query as { return_acl?: string };
      if (return_acl === '1' && id === principal.user_id) {
        const permissions = [...principal.permissions].sort();
        reply.header(ACCESS_CONTROL_HEADER, JSON.stringify(permissions));
        return { ...user, rolePermission: permissions, hash: principal.aclHash };
      }
      return user;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/user/:id/settings',
    ids: ['id'],
    handler: async ({ principal, ids: { id } }): Promise<UserSettings> => {
      if (id !== principal.user_id && !canSeeUsers(principal)) throw notFound();
      const row = await findUserSettings(db, principal, id);
      if (!row) throw notFound();
      return row;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/search',
    body: SearchBodyStruct,
    handler: async ({ principal, body }) => {
      const selected = userSearchBase(db, principal, { all: canSeeUsers(principal) });
      const { query, count, plan } = applySearch(selected, userSearch, body);
      const [rows, total] = await Promise.all([query.execute(), count.executeTakeFirst()]);
      const result: UserSearchRow[] = rows.map((r) => ({
        ...r,
        registration_date: iso(r.registration_date)!,
        last_access_date: iso(r.last_access_date),
      }));
      return {
        success: true,
        total_records: Number((total as unknown as { total: string } | undefined)?.total ?? 0),
        page_number: plan.page,
        records_per_page: plan.pageSize,
        result: pickFields(result, plan.fields),
      };
    },
  });
}

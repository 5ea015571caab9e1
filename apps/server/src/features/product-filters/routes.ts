import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCOUNT_ADMIN_MESSAGES } from '@meridian/domain';
import {
  ProductFilterAddStruct,
  SearchBodyStruct,
  type AdminSuccess,
  type PlanSearchAnswer,
  type ProductFilterAddAnswer,
  type ProductFilterSearchAnswer,
} from '@meridian/api';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { writeAdminAudit } from '../admin-audit';
import {
  deleteProductFilter,
  existingPlans,
  filteredPlans,
  findProductFilter,
  insertProductFilters,
  searchPlans,
  searchProductFilters,
} from './repository';

/**
 * Plans and product filters (spec 02 §7.7): the plans are reference data anyone signed in searches;
 * an account's product filter (the plans its agents may quote) is searched and changed with
 * `product_filter_manage`, each change writing an admin audit row.
 */
export async function productFilterRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/plan/search',
    body: SearchBodyStruct,
    handler: async ({ body }): Promise<PlanSearchAnswer> => {
      const { rows, total, plan } = await searchPlans(db, body);
      return {
        success: true,
        total_records: total,
        page_number: plan.page,
        records_per_page: plan.pageSize,
        result: rows,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/productFilter/search',
    permission: 'product_filter_manage',
    body: SearchBodyStruct,
    handler: async ({ principal, body }): Promise<ProductFilterSearchAnswer> => {
      const { rows, total, plan } = await searchProductFilters(db, principal, body);
      return {
        success: true,
        total_records: total,
        page_number: plan.page,
        records_per_page: plan.pageSize,
        result: rows,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/productFilter',
    permission: 'product_filter_manage',
    body: ProductFilterAddStruct,
    handler: async ({ principal, body, reply }): Promise<ProductFilterAddAnswer> => {
      const planIds = [...new Set(body.plan_ids)];
      if (planIds.length === 0) throw new HttpError(400, ACCOUNT_ADMIN_MESSAGES.planRequired, { field: 'plan_ids' });
      const added = await db.transaction().execute(async (trx) => {
        const plans = await existingPlans(trx, planIds);
        if (plans.length !== planIds.length) throw new HttpError(400, 'Unknown plan', { field: 'plan_ids' });
        if ((await filteredPlans(trx, principal, planIds)).length > 0)
          throw new HttpError(409, ACCOUNT_ADMIN_MESSAGES.planAlreadyFiltered, { field: 'plan_ids' });
        const rows = await insertProductFilters(trx, principal, planIds);
        for (const row of rows) {
          await writeAdminAudit(trx, principal, {
            entity: 'product_filter',
            entity_id: row.product_filter_id,
            action: 'created',
            after: { plan_id: row.plan_id, plan_name: plans.find((p) => p.plan_id === row.plan_id)?.plan_name },
          });
        }
        return rows.length;
      });
      reply.code(201);
      return { success: true, added };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/productFilter/:id/delete',
    ids: ['id'],
    permission: 'product_filter_manage',
    handler: async ({ principal, ids: { id } }): Promise<AdminSuccess> => {
      await db.transaction().execute(async (trx) => {
        const before = await findProductFilter(trx, principal, id);
        if (!before) throw notFound();
        await deleteProductFilter(trx, principal, id);
        await writeAdminAudit(trx, principal, { entity: 'product_filter', entity_id: id, action: 'deleted', before });
      });
      return { success: true };
    },
  });
}

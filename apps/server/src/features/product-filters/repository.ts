import type { Kysely, Transaction } from 'kysely';
import type { Plan, ProductFilter, SearchBody } from '@meridian/api';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { applySearch, type SearchEntity } from '../../search/generic';

const total = (row: unknown) => Number((row as { total?: string } | undefined)?.total ?? 0);

/** The plan search's fields (`POST plan/search/`); `text` matches the plan's name or contract id. */
export const planSearch: SearchEntity = {
  name: 'plan',
  fields: {
    plan_id: { column: 'p.plan_id', kind: 'integer' },
    plan_name: { column: 'p.plan_name', kind: 'text', match: 'contains' },
    contract_plan_id: { column: 'p.contract_plan_id', kind: 'text', match: 'prefix' },
    plan_year: { column: 'p.plan_year', kind: 'integer' },
    carrier_id: { column: 'p.carrier_id', kind: 'integer' },
    carrier_name: { column: 'c.carrier_name', kind: 'text', match: 'contains' },
    product_type_id: { column: 'p.product_type_id', kind: 'integer' },
    product_type_name: { column: 'pt.product_type_name', kind: 'text', match: 'contains' },
  },
  defaultOrder: { field: 'plan_name', direction: 'asc' },
  defaultPageSize: 50,
  maxPageSize: 500,
};

/** Plans with their carrier and product type (reference data: no account). */
export async function searchPlans(db: Kysely<DB>, body: SearchBody) {
  const base = db
    .selectFrom('plan as p')
    .innerJoin('carrier as c', 'c.carrier_id', 'p.carrier_id')
    .innerJoin('product_type as pt', 'pt.product_type_id', 'p.product_type_id')
    .select([
      'p.plan_id',
      'p.plan_name',
      'p.contract_plan_id',
      'p.plan_year',
      'p.carrier_id',
      'c.carrier_name',
      'p.product_type_id',
      'pt.product_type_name',
    ]);
  const { query, count, plan } = applySearch(base, planSearch, body);
  const [rows, n] = await Promise.all([query.execute(), count.executeTakeFirst()]);
  return { rows: rows as Plan[], total: total(n), plan };
}

/** The product filter search's fields (`POST productFilter/search/`). */
export const productFilterSearch: SearchEntity = {
  name: 'product_filter',
  fields: {
    product_filter_id: { column: 'f.product_filter_id', kind: 'integer' },
    plan_id: { column: 'f.plan_id', kind: 'integer' },
    plan_name: { column: 'p.plan_name', kind: 'text', match: 'contains' },
    contract_plan_id: { column: 'p.contract_plan_id', kind: 'text', match: 'prefix' },
    plan_year: { column: 'p.plan_year', kind: 'integer' },
    carrier_name: { column: 'c.carrier_name', kind: 'text', match: 'contains' },
    product_type_name: { column: 'pt.product_type_name', kind: 'text', match: 'contains' },
    created_at: { column: 'f.created_at', kind: 'date' },
  },
  defaultOrder: { field: 'plan_name', direction: 'asc' },
  defaultPageSize: 50,
  maxPageSize: 500,
};

function filterRows(db: Kysely<DB> | Transaction<DB>, owner: TenantOwner) {
  return tenant(db, owner)
    .selectFrom('product_filter as f')
    .innerJoin('plan as p', 'p.plan_id', 'f.plan_id')
    .innerJoin('carrier as c', 'c.carrier_id', 'p.carrier_id')
    .innerJoin('product_type as pt', 'pt.product_type_id', 'p.product_type_id')
    .select([
      'f.product_filter_id',
      'f.plan_id',
      'p.plan_name',
      'p.contract_plan_id',
      'p.plan_year',
      'c.carrier_name',
      'pt.product_type_name',
      'f.created_at',
    ]);
}

const asFilter = (r: Omit<ProductFilter, 'created_at'> & { created_at: Date | string }): ProductFilter => ({
  ...r,
  created_at: new Date(r.created_at).toISOString(),
});

export async function searchProductFilters(db: Kysely<DB>, owner: TenantOwner, body: SearchBody) {
  const { query, count, plan } = applySearch(filterRows(db, owner), productFilterSearch, body);
  const [rows, n] = await Promise.all([query.execute(), count.executeTakeFirst()]);
  return { rows: rows.map(asFilter), total: total(n), plan };
}

export async function findProductFilter(trx: Transaction<DB>, owner: TenantOwner, id: number) {
  const row = await filterRows(trx, owner).where('f.product_filter_id', '=', id).executeTakeFirst();
  return row && asFilter(row);
}

/** The ids among `planIds` that are real plans. */
export async function existingPlans(trx: Transaction<DB>, planIds: readonly number[]) {
  if (planIds.length === 0) return [];
  return trx.selectFrom('plan').select(['plan_id', 'plan_name']).where('plan_id', 'in', planIds).execute();
}

/** The plans of `planIds` already in the account's filter. */
export async function filteredPlans(trx: Transaction<DB>, owner: TenantOwner, planIds: readonly number[]) {
  if (planIds.length === 0) return [];
  return tenant(trx, owner).selectFrom('product_filter').select('plan_id').where('plan_id', 'in', planIds).execute();
}

export function insertProductFilters(
  trx: Transaction<DB>,
  owner: TenantOwner & { user_id: number },
  planIds: readonly number[],
) {
  return tenant(trx, owner)
    .insertInto(
      'product_filter',
      planIds.map((plan_id) => ({ plan_id, created_by: owner.user_id })),
    )
    .returning(['product_filter_id', 'plan_id'])
    .execute();
}

export function deleteProductFilter(trx: Transaction<DB>, owner: TenantOwner, id: number) {
  return tenant(trx, owner).deleteFrom('product_filter').where('product_filter_id', '=', id).executeTakeFirst();
}

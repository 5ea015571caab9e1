import type { Generated } from 'kysely';
import type { Created, TableColumns } from '../../db/columns';

/** A plan agents may quote (migration 0026): product-wide reference data, like carrier. */
export interface PlanTable {
  plan_id: number;
  carrier_id: number;
  product_type_id: number;
  plan_year: number;
  contract_plan_id: string;
  plan_name: string;
}

/** One plan in an account's product filter: the plans its agents may quote (migration 0026). */
export interface ProductFilterTable {
  account_id: number;
  product_filter_id: Generated<number>;
  plan_id: number;
  created_at: Created;
  created_by: number | null;
}

export interface ProductFiltersTables {
  plan: PlanTable;
  product_filter: ProductFilterTable;
}

export const productFiltersColumns: TableColumns<ProductFiltersTables> = {
  plan: {
    plan_id: 'not null',
    carrier_id: 'not null',
    product_type_id: 'not null',
    plan_year: 'not null',
    contract_plan_id: 'not null',
    plan_name: 'not null',
  },
  product_filter: {
    account_id: 'not null',
    product_filter_id: 'not null',
    plan_id: 'not null',
    created_at: 'not null',
    created_by: 'null',
  },
};

import type { Generated } from 'kysely';
import type { Created, TableColumns } from '../../db/columns';

/** Agent writing numbers (user_carrier) with their carrier and product catalogues (migration 0010). */
export interface CarrierTable {
  carrier_id: number;
  carrier_name: string;
  carrier_full_name: string;
}

export interface ProductTypeTable {
  product_type_id: number;
  product_type_name: string;
  product_type_desc: string;
}

export interface UserCarrierTable {
  account_id: number;
  user_carrier_id: Generated<number>;
  user_id: number;
  carrier_id: number;
  product_type_id: number;
  agent_writing_number: string;
  certification_year: number | null;
  record_num: number | null;
  created_at: Created;
}

export interface ProfileTables {
  carrier: CarrierTable;
  product_type: ProductTypeTable;
  user_carrier: UserCarrierTable;
}

export const profileColumns: TableColumns<ProfileTables> = {
  carrier: { carrier_id: 'not null', carrier_name: 'not null', carrier_full_name: 'not null' },
  product_type: { product_type_id: 'not null', product_type_name: 'not null', product_type_desc: 'not null' },
  user_carrier: {
    account_id: 'not null',
    user_carrier_id: 'not null',
    user_id: 'not null',
    carrier_id: 'not null',
    product_type_id: 'not null',
    agent_writing_number: 'not null',
    certification_year: 'null',
    record_num: 'null',
    created_at: 'not null',
  },
};

import type { ColumnType, Generated } from 'kysely';
import type { Created, Defaulted, TableColumns } from '../../db/columns';

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

/** Which product types a carrier offers ('1') or once offered ('0') (migration 0020). */
export interface CarrierProductTypeTable {
  carrier_id: number;
  product_type_id: number;
  active: Defaulted<'0' | '1'>;
}

/** Append-only audit of changes to a user (migration 0020): writing numbers added and deleted. */
export interface UserAuditTable {
  account_id: number;
  audit_id: Generated<string>;
  user_id: number;
  changed_at: Defaulted<Date>;
  changed_by: number | null;
  action: 'writing_number_added' | 'writing_number_deleted' | 'state_license_added' | 'state_license_expired';
  record_id: number | null;
  old_value: string | null;
  new_value: string | null;
}

/** An agent's license number in a state (migration 0020). */
export interface UserStateLicenseTable {
  account_id: number;
  user_id: number;
  state_id: string;
  license_number: string;
  /** The last day the license is in force; null when no end date is on file. */
  expiration_date: ColumnType<Date | string | null, string | null | undefined, string | null>;
  updated_at: Defaulted<Date>;
}

export interface ProfileTables {
  carrier: CarrierTable;
  product_type: ProductTypeTable;
  user_carrier: UserCarrierTable;
  carrier_product_type: CarrierProductTypeTable;
  user_audit: UserAuditTable;
  user_state_license: UserStateLicenseTable;
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
  carrier_product_type: { carrier_id: 'not null', product_type_id: 'not null', active: 'not null' },
  user_audit: {
    account_id: 'not null',
    audit_id: 'not null',
    user_id: 'not null',
    changed_at: 'not null',
    changed_by: 'null',
    action: 'not null',
    record_id: 'null',
    old_value: 'null',
    new_value: 'null',
  },
  user_state_license: {
    account_id: 'not null',
    user_id: 'not null',
    state_id: 'not null',
    license_number: 'not null',
    expiration_date: 'null',
    updated_at: 'not null',
  },
};

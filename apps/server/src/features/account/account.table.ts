import type { ColumnType, Generated } from 'kysely';
import type { CobrandLogoType } from '@meridian/domain';
import type { Created, Defaulted, Flag, TableColumns } from '../../db/columns';

/** The tenant (migration 0001; columns added by 0002, 0003, 0006 and 0009). */
export interface AccountTable {
  account_id: Generated<number>;
  account_name: string;
  created_at: Created;
  account_owner_user_id: number | null;
  active: Defaulted<Flag>;
  logo_1: string | null;
  logo_2: string | null;
  logo_3: string | null;
  phone_dialer_provider_active: Defaulted<Flag>;
  phone_dialer_provider_behavior_type_id: Defaulted<number>;
  created_by_registration: Defaulted<boolean>;
  target_leads_sso_url: ColumnType<string | null, string | null | undefined, string | null>;
  plan_explorer_sso_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** '1': the tracking code is a dropdown of the partner's active codes; '0': free text (migration 0014). */
  lead_manage_tracking_number_feature_enabled: Defaulted<Flag>;
  /** '1': the account whose New Lead form shows and requires partner and tracking code (migration 0014). */
  lead_b2bpartner_fields_enabled: Defaulted<Flag>;
}

/** A co-brand logo uploaded by an admin (migration 0026): PNG or JPEG bytes, at most 512 KB. */
export interface CobrandLogoTable {
  account_id: number;
  logo_id: Generated<number>;
  content_type: CobrandLogoType;
  bytes: Uint8Array;
  created_at: Created;
}

export interface AccountsTables {
  account: AccountTable;
  cobrand_logo: CobrandLogoTable;
}

export const accountsColumns: TableColumns<AccountsTables> = {
  account: {
    account_id: 'not null',
    account_name: 'not null',
    created_at: 'not null',
    account_owner_user_id: 'null',
    active: 'not null',
    logo_1: 'null',
    logo_2: 'null',
    logo_3: 'null',
    phone_dialer_provider_active: 'not null',
    phone_dialer_provider_behavior_type_id: 'not null',
    created_by_registration: 'not null',
    target_leads_sso_url: 'null',
    plan_explorer_sso_url: 'null',
    lead_manage_tracking_number_feature_enabled: 'not null',
    lead_b2bpartner_fields_enabled: 'not null',
  },
  cobrand_logo: {
    account_id: 'not null',
    logo_id: 'not null',
    content_type: 'not null',
    bytes: 'not null',
    created_at: 'not null',
  },
};

import type { Defaulted, TableColumns } from '../../db/columns';

/** Feature flags and their account or user overrides (migration 0008). */
export interface FeatureFlagTable {
  flag_name: string;
  description: string;
  enabled: Defaulted<boolean>;
}

export interface FeatureFlagOverrideTable {
  account_id: number;
  flag_name: string;
  user_id: number | null;
  enabled: boolean;
}

export interface FeatureFlagsTables {
  feature_flag: FeatureFlagTable;
  feature_flag_override: FeatureFlagOverrideTable;
}

export const featureFlagsColumns: TableColumns<FeatureFlagsTables> = {
  feature_flag: { flag_name: 'not null', description: 'not null', enabled: 'not null' },
  feature_flag_override: { account_id: 'not null', flag_name: 'not null', user_id: 'null', enabled: 'not null' },
};

import { boolean, record, string, object, type Infer } from 'superstruct';

/** Feature flags the shell reads (spec 01 §6). */
export const FEATURE_FLAGS = [
  'in_app_navigation',
  'configurable_settings',
  'disable_bulk_soa_email',
  'disable_mapd_quote',
  'disable_member_id_sync',
  'environment_warning_banner',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number];

/**
 * Answer of `GET featureFlags` (keyed by the caller's user id: `user:{id}`) and of the public
 * `GET featureFlags/anonymous` (key `anonymous`). Flags the server does not know are off.
 */
export const FeatureFlagsStruct = object({
  key: string(),
  flags: record(string(), boolean()),
});
export type FeatureFlags = Infer<typeof FeatureFlagsStruct>;

// The public API of the shell feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export { FEATURE_FLAGS, FeatureFlagsStruct, type FeatureFlagName, type FeatureFlags } from './contract';
export { getAnonymousFeatureFlags, getFeatureFlags } from './calls';

// The public API of the settings feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export type { SingleSignOnData } from './types';
export { SETTINGS_MESSAGES } from './messages';
export {
  canUpdateEnhancedSoaSettings,
  isNonProductionEnvironment,
  isTextingDisabled,
  profileEditRights,
  singleSignOnForm,
  singleSignOnTitle,
  validateEnhancedSoaSettings,
} from './rules';
export type { EnhancedSoaSettingsValues } from './rules';

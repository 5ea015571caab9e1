// Lead Instructions, Product Filters and Account administration (issue 16).
export { ACCOUNT_ADMIN_MESSAGES } from './messages';
export {
  ACCOUNT_FEATURE_FLAG_NAMES,
  ACCOUNT_FEATURE_FLAGS,
  ACCOUNT_NAME_MAX_LENGTH,
  ACCOUNT_SETTING_TOGGLES,
  COBRAND_LOGO_MAX_BYTES,
  COBRAND_LOGO_MAX_PIXELS,
  COBRAND_LOGO_SLOTS,
  COBRAND_LOGO_TYPES,
  LEAD_INSTRUCTION_MAX_LENGTH,
  type AccountFeatureFlag,
  type AccountSettingToggle,
  type CobrandLogoSlot,
  type CobrandLogoType,
} from './vocabulary';
export {
  detectLogoType,
  logoDimensions,
  validateAccountName,
  validateLeadInstructionText,
  validateLogoBytes,
} from './validators';

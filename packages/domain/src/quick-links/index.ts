// The public API of the quick-links feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export { checkQuickLinkUrl, validateQuickLink } from './validators';
export type { QuickLinkErrors, QuickLinkUrlCheck, QuickLinkValues } from './validators';
export {
  buildQuickLinkDisplaySave,
  buildQuickLinkPayload,
  canCreateAccountQuickLink,
  isCmsCheckQuickLink,
  isDialerHostLink,
  isQuickLinkEditable,
  isQuickLinkVisible,
  normalizeQuickLinkUrl,
} from './rules';
export type { QuickLinkVisibilityContext } from './rules';

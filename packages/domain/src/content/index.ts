// The public API of the content pages (Forms, Help, Privacy Policy); src/index.ts re-exports it.
export { FORM_PRODUCT_LINE_LABELS, FORM_PRODUCT_LINES, SUPPORT_CONTACT } from './vocabulary';
export type { FormProductLine } from './vocabulary';
export {
  CONTENT_SEARCH_MAX_LENGTH,
  formTabFromParam,
  isFormProductLine,
  isHelpArticleSlug,
  normalizeContentSearch,
} from './rules';
export { CONTENT_MESSAGES } from './messages';

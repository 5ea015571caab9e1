export {
  SafeHtml,
  sanitizeHtml,
  type SafeHtmlLinkTarget,
  type SafeHtmlProps,
  type SanitizeHtmlOptions,
} from './SafeHtml';

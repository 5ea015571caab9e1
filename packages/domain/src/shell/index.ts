// The public API of the shell feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  DIALER_MESSAGES,
  NOTICE_MESSAGES,
  PAGE_MESSAGES,
  QUICK_LINK_MESSAGES,
  QUICK_SEARCH_MESSAGES,
  SHELL_MESSAGES,
  VERIFY_COUNTY_MESSAGE,
  VERIFY_COUNTY_TITLE,
  ZIP_NOT_FOUND_TITLE,
  dialerOptionLabel,
  zipNotFoundMessage,
} from './messages';
export { headerClock } from './header-clock';
export type { HeaderClock } from './header-clock';
export { ROUTES, leadPath, quickActions, quotePath, quoteRouteFor, redirectOnLoad } from './navigation';
export type { QuickAction } from './navigation';

// The public API of the notices feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export { formatNoticePostedDate, noticePostedLabel, truncateNoticeTitle } from './format';
export {
  groupNoticesByStartDate,
  isNoticeUnread,
  noticeSearchStart,
  notificationBadge,
  replaceNoticeDownloadTags,
  shouldOpenImportantPopup,
} from './rules';
export type { NoticeDownloadTag } from './rules';

export { formatNoticePostedDate, noticePostedLabel, truncateNoticeTitle } from './format';
export { NOTICE_ADMIN_MESSAGES } from './messages';
export {
  groupNoticesByStartDate,
  isNoticeUnread,
  noticeSearchStart,
  notificationBadge,
  replaceNoticeDownloadTags,
  shouldOpenImportantPopup,
} from './rules';
export type { NoticeDownloadTag } from './rules';
export {
  NOTICE_TEXT_MAX_LENGTH,
  NOTICE_TITLE_INPUT_MAX_LENGTH,
  noticeTextHasContent,
  validateNoticeDraft,
  type NoticeDraftErrors,
  type NoticeDraftValues,
} from './validators';

// The public API of the notices feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  EXPORT_TYPES,
  ExportAnswerStruct,
  ExportTypeStruct,
  NOTICE_SEARCH_MODES,
  NoticeCountStruct,
  NoticeDismissAnswerStruct,
  NoticeDismissBodyStruct,
  NoticeSearchAnswerStruct,
  NoticeSearchBodyStruct,
  NoticeStruct,
  type ExportAnswer,
  type ExportType,
  type Notice,
  type NoticeCount,
  type NoticeDismissAnswer,
  type NoticeDismissBody,
  type NoticeSearchAnswer,
  type NoticeSearchBody,
} from './contract';
export { dismissUserNotices, getExport, getNoticeOutstandingCount, searchUserNotices } from './calls';

// The feature's screens as one lazily loaded chunk (index.ts loads them from here).
export { ImportantNoticeWatcher } from './ImportantNoticePopup';
export { NoticesDialog } from './NoticesDialog';

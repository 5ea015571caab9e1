// Notices (spec 01 §3, §4 Notices): the frame mounts these lazily, as one chunk.
export { ImportantNoticePopup, ImportantNoticeWatcher } from './ImportantNoticePopup';
export { NoticesDialog, type NoticesDialogProps } from './NoticesDialog';

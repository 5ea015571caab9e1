export { ImportantNoticePopup, type ImportantNoticePopupProps } from './ImportantNoticePopup';

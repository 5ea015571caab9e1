export { NoticeDetail, type NoticeDetailNotice, type NoticeDetailProps } from './NoticeDetail';

export { NoticeList, type NoticeListItem, type NoticeListProps } from './NoticeList';

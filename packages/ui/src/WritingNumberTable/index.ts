export { WritingNumberTable, type WritingNumberTableMode, type WritingNumberTableProps } from './WritingNumberTable';

import { EXPORT_TYPES, type ExportType } from '@meridian/api';

/**
 * Whether a notice's download tag (`<download type="current_plan">label</download>`, spec 01 §3)
 * names an export this portal can download. Known types become links (the ui's `NoticeDetail`
 * turns the tag into a link and hands its clicks to `useNoticeDownload`); others keep only their label.
 */
export function isExportType(value: string): value is ExportType {
  return (EXPORT_TYPES as readonly string[]).includes(value);
}

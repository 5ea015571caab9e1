import { EXPORT_TYPES, type ExportType } from '@meridian/api';

/**
 * A notice's download tag (`<download type="current_plan">label</download>`, spec 01 §3) becomes
 * a link to the export it names. The link is ordinary notice HTML, so it goes through SafeHtml
 * like the rest; the notice body intercepts its clicks and downloads the CSV with the session's
 * token instead of navigating.
 */
const DOWNLOAD_TAG = /<download\b([^>]*)>([\s\S]*?)<\/download\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const EXPORT_PATH = '/api/export/';

function isExportType(value: string): value is ExportType {
  return (EXPORT_TYPES as readonly string[]).includes(value);
}

/** The export link's address on this origin (an absolute http(s) URL, which the sanitizer keeps). */
export function exportHref(type: ExportType, origin: string): string {
  return `${origin}${EXPORT_PATH}${type}`;
}

/** Replaces each download tag with an export link; a tag naming no known export keeps only its label. */
export function withExportLinks(html: string, origin: string): string {
  return html.replace(DOWNLOAD_TAG, (_tag, attributes: string, label: string) => {
    const match = TYPE_ATTRIBUTE.exec(attributes);
    const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
    return isExportType(type) ? `<a href="${exportHref(type, origin)}">${label}</a>` : label;
  });
}

/** The export a link in notice text stands for, or undefined for any other link. */
export function exportTypeOfHref(href: string | null | undefined, origin: string): ExportType | undefined {
  if (!href?.startsWith(`${origin}${EXPORT_PATH}`)) return undefined;
  const type = href.slice(origin.length + EXPORT_PATH.length);
  return isExportType(type) ? type : undefined;
}

import { ApiError } from '@meridian/api';
import { SafeHtml } from '@meridian/ui';
import { useMemo, type MouseEvent } from 'react';
import { useDownloadExport } from './data';
import { exportTypeOfHref, withExportLinks } from './exportLinks';

export interface NoticeBodyProps {
  /** The notice's HTML; it is only ever rendered through SafeHtml. */
  html: string;
  userId: number;
  /** An export failed: the server's message. */
  onError(message: string): void;
}

/** A notice's text, with its download tags as links that download the export's CSV. */
export function NoticeBody({ html, userId, onError }: NoticeBodyProps) {
  const origin = window.location.origin;
  const withLinks = useMemo(() => withExportLinks(html, origin), [html, origin]);
  const download = useDownloadExport(userId);

  // One handler for every link inside the sanitized HTML: export links download, others open as usual.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const type = exportTypeOfHref(link?.getAttribute('href'), origin);
    if (!type) return;
    event.preventDefault();
    download(type).catch((error: unknown) => onError(error instanceof ApiError ? error.message : String(error)));
  };

  // Only link clicks are intercepted; links keep their own keyboard behaviour (Enter clicks them).
  return <SafeHtml html={withLinks} linkTarget="_blank" onClick={onClick} onAuxClick={onClick} />;
}

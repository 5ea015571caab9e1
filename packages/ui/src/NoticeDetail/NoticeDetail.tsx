import { noticePostedLabel, replaceNoticeDownloadTags } from '@meridian/domain';
import { forwardRef, useMemo, type HTMLAttributes, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import { SafeHtml } from '../SafeHtml';

export interface NoticeDetailNotice {
  notice_title: string;
  /** HTML from the server; only ever rendered through SafeHtml. */
  notice_text: string;
  start_date: string;
}

export interface NoticeDetailProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  notice: NoticeDetailNotice;
  /** For 'Posted today'. */
  now: Date;
  /**
   * Download tags (`<download type="current_plan">label</download>`) become links; pressing one
   * (click, Enter, middle click) calls this with the tag's type instead of navigating. Without it
   * the tags show only their label.
   */
  onDownload?: (type: string) => void;
  /** Which download types become links (the others show only their label). Every named type by default. */
  isDownloadType?: (type: string) => boolean;
}

const StyledTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const StyledPosted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const anyNamedType = (type: string) => type !== '';
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A download link points at this page (a harmless fragment) so it is a real, focusable web link. */
function downloadHref(type: string): string {
  const page = typeof window === 'undefined' ? '' : window.location.href.split('#')[0];
  return `${page}#download-${encodeURIComponent(type)}`;
}

/**
 * A notice as it reads (spec 01 §3, §4 Notices): its title, 'Posted {date}' ('today' for today) and
 * its sanitized text, with the download tags turned into links that call `onDownload`.
 */
export const NoticeDetail = forwardRef<HTMLDivElement, NoticeDetailProps>(function NoticeDetail(
  { notice, now, onDownload, isDownloadType = anyNamedType, ...rest },
  ref,
) {
  const { html, downloads } = useMemo(() => {
    const links = new Map<string, string>();
    const replaced = replaceNoticeDownloadTags(notice.notice_text, ({ type, label }) => {
      if (!onDownload || !isDownloadType(type)) return label;
      const href = downloadHref(type);
      links.set(href, type);
      return `<a href="${escapeAttribute(href)}">${label}</a>`;
    });
    return { html: replaced, downloads: links };
  }, [notice.notice_text, onDownload, isDownloadType]);

  // One handler for every link of the text: download links call back, the others open as usual.
  const onLinkClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const type = downloads.get(link?.getAttribute('href') ?? '');
    if (type === undefined) return;
    event.preventDefault();
    onDownload?.(type);
  };

  return (
    <div ref={ref} {...rest}>
      <StyledTitle>{notice.notice_title}</StyledTitle>
      <StyledPosted>{noticePostedLabel(notice.start_date, now)}</StyledPosted>
      <SafeHtml html={html} onClick={onLinkClick} onAuxClick={onLinkClick} />
    </div>
  );
});
NoticeDetail.displayName = 'NoticeDetail';

import { NOTICE_MESSAGES } from '@meridian/domain';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { NoticeBanner } from '../NoticeBanner';
import { NoticeDetail, type NoticeDetailNotice } from '../NoticeDetail';

export interface ImportantNoticePopupProps {
  /** The important notice to show; nothing shows without one. */
  notice: (NoticeDetailNotice & { notice_id: number }) | null | undefined;
  /** For 'Posted today'. */
  now: Date;
  /** Close, the title bar's close button or Escape: the caller marks the notice read (spec 01 §4). */
  onClose: () => void;
  /** A server message (e.g. a failed download), shown in an alert banner that clears after 30 s. */
  error?: string | null;
  onErrorClear?: () => void;
  /** Download tags of the text become links that call this (see `NoticeDetail`). */
  onDownload?: (type: string) => void;
  isDownloadType?: (type: string) => boolean;
  /** The dialog's title; the spec's 'Important Notice' by default. */
  title?: string;
  /** The footer button. */
  closeLabel?: string;
}

const StyledBanner = styled(NoticeBanner)`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

/**
 * The Important Notice pop-up (spec 01 §2, §4): one important notice in a modal dialog — its title,
 * posted date and text — with a Close button. Focus moves into it; Close, the title bar's close
 * button and Escape all call `onClose`. A new notice opens a fresh dialog, centred, one at a time.
 */
export function ImportantNoticePopup({
  notice,
  now,
  onClose,
  error,
  onErrorClear,
  onDownload,
  isDownloadType,
  title = NOTICE_MESSAGES.importantNoticeTitle,
  closeLabel = 'Close',
}: ImportantNoticePopupProps) {
  if (!notice) return null;
  return (
    <Dialog
      key={notice.notice_id}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      width="large"
      footer={
        <Dialog.Close asChild>
          <Button variant="primary">{closeLabel}</Button>
        </Dialog.Close>
      }
    >
      <StyledBanner type="alert" message={error} onClear={onErrorClear} />
      <NoticeDetail notice={notice} now={now} onDownload={onDownload} isDownloadType={isDownloadType} />
    </Dialog>
  );
}

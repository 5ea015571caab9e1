import { describeError, type Notice } from '@meridian/api';
import { useDismissNotices, useNoticeCount, useNoticeList } from '@meridian/api/react';
import { NOTIFICATION_POLL_MS, shouldOpenImportantPopup } from '@meridian/domain';
import { ImportantNoticePopup as ImportantNoticeDialog, useToasts } from '@meridian/ui';
import { useState } from 'react';
import { useSession } from '../../session/SessionProvider';
import { useNoticeDownload } from './downloads';
import { isExportType } from './exportLinks';

/**
 * Watches the bell's polled count (every 120 000 ms) and raises the Important Notice pop-up while
 * it says an important notice is unread. The frame mounts it whenever no other shell dialog is open.
 */
export function ImportantNoticeWatcher() {
  const { user } = useSession();
  const { data } = useNoticeCount(user.user_id);
  return shouldOpenImportantPopup(data, false) ? <ImportantNoticePopup /> : null;
}

/**
 * The Important Notice pop-up (spec 01 §4 Notices): the oldest unread important notice; closing
 * it marks it read. Another important notice, or a later poll, raises it again, one at a time.
 */
export function ImportantNoticePopup() {
  const { user } = useSession();
  // A failed load shows nothing: the pop-up is not the user's doing (a 500 still toasts).
  const { data } = useNoticeList(user.user_id, 'quickNotify');
  const dismiss = useDismissNotices(user.user_id);
  const toasts = useToasts();
  // Closed here: hidden at once, while marking them read and asking the lists again.
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const [error, setError] = useState<string | undefined>();
  const [now] = useState(() => new Date());
  const download = useNoticeDownload(user.user_id, setError);

  const notice: Notice | undefined = data?.result.find((n) => !closed.has(n.notice_id));
  if (!notice) return null;

  const close = () => {
    setClosed((ids) => new Set(ids).add(notice.notice_id));
    dismiss([notice.notice_id], { refreshLists: true }).catch((failure: unknown) => {
      toasts.push({ type: 'alert', message: describeError(failure) });
      // It is still unread: like the next poll of the count, raise it again then.
      setTimeout(
        () =>
          setClosed((ids) => {
            const next = new Set(ids);
            next.delete(notice.notice_id);
            return next;
          }),
        NOTIFICATION_POLL_MS,
      );
    });
  };

  return (
    <ImportantNoticeDialog
      notice={notice}
      now={now}
      onClose={close}
      error={error}
      onErrorClear={() => setError(undefined)}
      onDownload={download}
      isDownloadType={isExportType}
    />
  );
}

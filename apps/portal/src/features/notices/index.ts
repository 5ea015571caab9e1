// Notices (spec 01 §3, §4 Notices): the frame mounts these lazily, as one chunk.
import { lazyComponent } from '../../shared/lazyComponent';

export type { NoticesDialogProps } from './NoticesDialog';

/** The Notices dialog the bell opens. */
export const LazyNoticesDialog = lazyComponent(() => import('./screens').then((m) => m.NoticesDialog));
/** The watcher that pops up unread Important Notices. */
export const LazyImportantNoticeWatcher = lazyComponent(() =>
  import('./screens').then((m) => m.ImportantNoticeWatcher),
);

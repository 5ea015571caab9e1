import { describeError, type Notice } from '@meridian/api';
import { useDismissNotices, useNoticeList, usePastNotices } from '@meridian/api/react';
import { NOTICE_MESSAGES, isNoticeUnread } from '@meridian/domain';
import { Button, Dialog, NoticeBanner, NoticeDetail, NoticeList, Spinner } from '@meridian/ui';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { styled, type DefaultTheme } from 'styled-components';
import { useSession } from '../../session/SessionProvider';
import { useNoticeDownload } from './downloads';
import { isExportType } from './exportLinks';

type View = 'unread' | 'past';

export interface NoticesDialogProps {
  /** The dialog was closed (close button, Escape). */
  onClose(): void;
}

const narrow = ({ theme }: { theme: DefaultTheme }) => `(max-width: ${theme.breakpoint.sidebarCollapse - 0.02}px)`;
const phone = ({ theme }: { theme: DefaultTheme }) => `(max-width: ${theme.breakpoint.phone - 0.02}px)`;

const StyledViews = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;

  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSubtle};
  }
`;

const StyledList = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  padding-right: ${({ theme }) => theme.space[4]}px;
`;

const StyledListActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  padding-bottom: ${({ theme }) => theme.space[2]}px;
`;

const StyledScroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledBanner = styled(NoticeBanner)`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

const StyledReader = styled.article`
  min-width: 0;
  min-height: 0;
  overflow: auto;
`;

const StyledBack = styled(Button)`
  margin-bottom: ${({ theme }) => theme.space[2]}px;

  @media (min-width: ${({ theme }) => theme.breakpoint.phone}px) {
    display: none;
  }
`;

/*
 * Views | list | reading pane. Narrower, the views go above list | pane. On a phone one column:
 * the list, or (after opening a notice, `data-reading`) the reading pane with Back.
 */
const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: 168px minmax(220px, 300px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]}px;
  height: min(480px, calc(100vh - 200px));
  min-height: 240px;

  @media ${narrow} {
    grid-template-columns: minmax(200px, 280px) minmax(0, 1fr);
    grid-template-rows: auto minmax(0, 1fr);

    & > ${StyledViews} {
      grid-column: 1 / -1;
      flex-flow: row wrap;
    }
  }

  @media ${phone} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto;
    height: auto;
    min-height: 0;

    & > ${StyledList} {
      border-right: 0;
      padding-right: 0;
    }
    &[data-reading] > ${StyledViews}, &[data-reading] > ${StyledList}, &:not([data-reading]) > ${StyledReader} {
      display: none;
    }
  }
`;

/**
 * The Notices dialog (spec 01 §2, §4 Notices): unread notices, or the past ones 35 a page,
 * grouped by start date. Opening a notice shows its text and marks it read; Mark As Read marks
 * the ticked ones and Mark All As Read every unread one. Errors show in a banner for 30 s.
 */
export function NoticesDialog({ onClose }: NoticesDialogProps) {
  const { user } = useSession();
  const userId = user.user_id;
  const [view, setView] = useState<View>('unread');
  const [opened, setOpened] = useState<Notice | undefined>();
  // On a phone the reading pane replaces the list while a notice is read.
  const [reading, setReading] = useState(false);
  const listRef = useRef<HTMLElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  // Notices read in this dialog stay listed (shown as read) until the list is asked again.
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(() => new Set());
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set());
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [now] = useState(() => new Date());

  const unread = useNoticeList(userId, 'openNotify');
  const past = usePastNotices(userId, view === 'past');
  const dismiss = useDismissNotices(userId);
  const download = useNoticeDownload(userId, setError);

  const listError = view === 'unread' ? unread.error : past.error;
  const shownError = error ?? (listError ? describeError(listError) : undefined);
  const notices = view === 'unread' ? (unread.data?.result ?? []) : past.notices;
  const loading = view === 'unread' ? unread.isLoading : past.isLoading;
  const isUnread = (notice: Notice) => isNoticeUnread(notice) && !readIds.has(notice.notice_id);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  const open = (notice: Notice) => {
    flushSync(() => {
      setOpened(notice);
      setReading(true);
    });
    // On a phone the list (and the row just pressed) gave way to the reading pane: focus its Back.
    if (backRef.current?.getClientRects().length) backRef.current.focus();
    if (!isUnread(notice)) return;
    setReadIds((ids) => new Set(ids).add(notice.notice_id));
    dismiss([notice.notice_id]).catch((failure: unknown) => {
      setReadIds((ids) => {
        const next = new Set(ids);
        next.delete(notice.notice_id);
        return next;
      });
      setError(describeError(failure));
    });
  };

  const markRead = (ids: number[]) =>
    run(async () => {
      await dismiss(ids, { refreshLists: true });
      setTicked(new Set());
    });

  const unreadIds = notices.filter(isUnread).map((n) => n.notice_id);
  const tickedIds = unreadIds.filter((id) => ticked.has(id));

  // Back to the list (phones), focus on the notice that was being read.
  const back = () => {
    flushSync(() => setReading(false));
    listRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
  };

  const showView = (next: View) => {
    setView(next);
    setTicked(new Set());
  };

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={NOTICE_MESSAGES.noticesTitle}
      width="xlarge"
    >
      <StyledBanner type="alert" message={shownError} onClear={() => setError(undefined)} />
      <StyledLayout data-reading={reading || undefined}>
        <StyledViews aria-label="Notice views">
          <Button aria-pressed={view === 'unread'} onClick={() => showView('unread')}>
            Unread Notices
          </Button>
          <Button aria-pressed={view === 'past'} onClick={() => showView('past')}>
            {NOTICE_MESSAGES.loadPastNotices}
          </Button>
        </StyledViews>

        <StyledList
          ref={listRef}
          aria-label={view === 'unread' ? 'Unread notices' : 'Past notices'}
          aria-busy={loading || busy}
        >
          {view === 'unread' ? (
            <StyledListActions>
              <Button size="small" disabled={tickedIds.length === 0 || busy} onClick={() => void markRead(tickedIds)}>
                {NOTICE_MESSAGES.markAsRead}
              </Button>
              <Button size="small" disabled={notices.length === 0 || busy} onClick={() => void markRead(unreadIds)}>
                {NOTICE_MESSAGES.markAllAsRead}
              </Button>
            </StyledListActions>
          ) : null}
          <StyledScroll>
            {loading ? (
              <Spinner message="Loading notices" />
            ) : (
              <NoticeList
                notices={notices}
                now={now}
                onOpen={open}
                currentId={opened?.notice_id}
                readIds={readIds}
                // Past notices are read: no ticking, no Mark As Read.
                checkedIds={ticked}
                onCheckedIdsChange={view === 'unread' ? setTicked : undefined}
                disabled={busy}
                emptyText={
                  listError ? null : view === 'unread' ? NOTICE_MESSAGES.noUnreadNotices : NOTICE_MESSAGES.noPastNotices
                }
              />
            )}
            {view === 'past' && past.hasMore && !past.isValidating ? (
              <Button size="small" onClick={() => void past.setSize(past.size + 1)}>
                Show More Past Notices
              </Button>
            ) : null}
          </StyledScroll>
        </StyledList>

        <StyledReader aria-label="Selected notice">
          {opened ? (
            <StyledBack ref={backRef} variant="invisible" size="small" onClick={back}>
              <span aria-hidden="true">‹</span> Back to notices
            </StyledBack>
          ) : null}
          {opened ? (
            <NoticeDetail notice={opened} now={now} onDownload={download} isDownloadType={isExportType} />
          ) : (
            <StyledEmpty>Select a notice to read it.</StyledEmpty>
          )}
        </StyledReader>
      </StyledLayout>
    </Dialog>
  );
}

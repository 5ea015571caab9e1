import { ApiError, type Notice } from '@meridian/api';
import {
  ERROR_BANNER_MS,
  NOTICE_MESSAGES,
  formatNoticePostedDate,
  groupNoticesByStartDate,
  isNoticeUnread,
  truncateNoticeTitle,
} from '@meridian/domain';
import { Banner, Button, Checkbox, Dialog, Spinner } from '@meridian/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { useSession } from '../../session/SessionProvider';
import { useDismissNotices, useNoticeList, usePastNotices } from './data';
import { NoticeBody } from './NoticeBody';

type View = 'unread' | 'past';

export interface NoticesDialogProps {
  /** The dialog was closed (close button, Escape). */
  onClose(): void;
}

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: 168px minmax(220px, 300px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]}px;
  height: min(480px, calc(100vh - 200px));
  min-height: 240px;
`;

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

const StyledGroupHeading = styled.h3`
  margin: ${({ theme }) => theme.space[3]}px 0 ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  &:first-child {
    margin-top: 0;
  }
`;

const StyledRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: 0 ${({ theme }) => theme.space[1]}px;
  border-radius: ${({ theme }) => theme.radii.md};

  &[data-current] {
    background: ${({ theme }) => theme.color.accentSubtle};
  }
`;

const StyledRowButton = styled.button`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.control.md};
  padding: ${({ theme }) => theme.space[1]}px 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;

  &[data-unread] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledReader = styled.article`
  min-width: 0;
  min-height: 0;
  overflow: auto;
`;

const StyledNoticeTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledPosted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledBannerSlot = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

const errorMessage = (error: unknown) => (error instanceof ApiError || error instanceof Error ? error.message : String(error));

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
  // Notices read in this dialog stay listed (shown as read) until the list is asked again.
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(() => new Set());
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set());
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [now] = useState(() => new Date());

  const unread = useNoticeList(userId, 'openNotify');
  const past = usePastNotices(userId, view === 'past');
  const dismiss = useDismissNotices(userId);

  const listError = view === 'unread' ? unread.error : past.error;
  const shownError = error ?? (listError ? errorMessage(listError) : undefined);
  const notices = view === 'unread' ? (unread.data?.result ?? []) : past.notices;
  const loading = view === 'unread' ? unread.isLoading : past.isLoading;
  const isUnread = (notice: Notice) => isNoticeUnread(notice) && !readIds.has(notice.notice_id);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const open = (notice: Notice) => {
    setOpened(notice);
    if (!isUnread(notice)) return;
    setReadIds((ids) => new Set(ids).add(notice.notice_id));
    dismiss([notice.notice_id]).catch((failure: unknown) => {
      setReadIds((ids) => {
        const next = new Set(ids);
        next.delete(notice.notice_id);
        return next;
      });
      setError(errorMessage(failure));
    });
  };

  const markRead = (ids: number[]) =>
    run(async () => {
      await dismiss(ids, { refreshLists: true });
      setTicked(new Set());
    });

  const unreadIds = notices.filter(isUnread).map((n) => n.notice_id);
  const tickedIds = unreadIds.filter((id) => ticked.has(id));

  const toggle = (id: number, on: boolean) =>
    setTicked((ids) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

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
      title="Notices"
      width="xlarge"
    >
      {shownError ? (
        <StyledBannerSlot>
          <Banner
            key={shownError}
            variant="alert"
            dismissible
            autoClearMs={ERROR_BANNER_MS}
            onOpenChange={(isOpen) => {
              if (!isOpen) setError(undefined);
            }}
          >
            {shownError}
          </Banner>
        </StyledBannerSlot>
      ) : null}
      <StyledLayout>
        <StyledViews aria-label="Notice views">
          <Button aria-pressed={view === 'unread'} onClick={() => showView('unread')}>
            Unread Notices
          </Button>
          <Button aria-pressed={view === 'past'} onClick={() => showView('past')}>
            Load Past Notices
          </Button>
        </StyledViews>

        <StyledList aria-label={view === 'unread' ? 'Unread notices' : 'Past notices'} aria-busy={loading || busy}>
          {view === 'unread' ? (
            <StyledListActions>
              <Button size="small" disabled={tickedIds.length === 0 || busy} onClick={() => void markRead(tickedIds)}>
                Mark As Read
              </Button>
              <Button size="small" disabled={notices.length === 0 || busy} onClick={() => void markRead(unreadIds)}>
                Mark All As Read
              </Button>
            </StyledListActions>
          ) : null}
          <StyledScroll>
            {loading ? (
              <Spinner message="Loading notices" />
            ) : notices.length === 0 ? (
              listError ? null : (
                <StyledEmpty>{view === 'unread' ? NOTICE_MESSAGES.noUnreadNotices : NOTICE_MESSAGES.noPastNotices}</StyledEmpty>
              )
            ) : (
              groupNoticesByStartDate(notices).map((group) => (
                <section key={group.date} aria-label={`Posted ${formatNoticePostedDate(group.notices[0]!.start_date, now)}`}>
                  <StyledGroupHeading>Posted {formatNoticePostedDate(group.notices[0]!.start_date, now)}</StyledGroupHeading>
                  <StyledRows>
                    {group.notices.map((notice) => {
                      const unreadNow = isUnread(notice);
                      const title = truncateNoticeTitle(notice.notice_title);
                      return (
                        <StyledRow key={notice.notice_id} data-current={opened?.notice_id === notice.notice_id || undefined}>
                          {view === 'unread' ? (
                            <Checkbox
                              label={`Select ${title}`}
                              hideLabel
                              disabled={!unreadNow || busy}
                              checked={unreadNow && ticked.has(notice.notice_id)}
                              onCheckedChange={(checked) => toggle(notice.notice_id, checked === true)}
                            />
                          ) : null}
                          <StyledRowButton
                            type="button"
                            data-unread={unreadNow || undefined}
                            aria-current={opened?.notice_id === notice.notice_id ? 'true' : undefined}
                            title={notice.notice_title === title ? undefined : notice.notice_title}
                            onClick={() => open(notice)}
                          >
                            {title}
                          </StyledRowButton>
                        </StyledRow>
                      );
                    })}
                  </StyledRows>
                </section>
              ))
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
            <>
              <StyledNoticeTitle>{opened.notice_title}</StyledNoticeTitle>
              <StyledPosted>Posted {formatNoticePostedDate(opened.start_date, now)}</StyledPosted>
              <NoticeBody html={opened.notice_text} userId={userId} onError={setError} />
            </>
          ) : (
            <StyledEmpty>Select a notice to read it.</StyledEmpty>
          )}
        </StyledReader>
      </StyledLayout>
    </Dialog>
  );
}

import { groupNoticesByStartDate, isNoticeUnread, noticePostedLabel, truncateNoticeTitle } from '@meridian/domain';
import { forwardRef, type ForwardedRef, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Checkbox } from '../Checkbox';

/** What the list reads of a notice (spec 01 §3). */
export interface NoticeListItem {
  notice_id: number;
  notice_title: string;
  start_date: string;
  /** Empty while unread. */
  dismissed_date?: string | null;
}

export interface NoticeListProps<T extends NoticeListItem> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** In the order to show; grouped by start date as they come. */
  notices: readonly T[];
  /** For the 'today' group. */
  now: Date;
  /** A notice was chosen (click, Enter or Space on its title). */
  onOpen: (notice: T) => void;
  /** The notice being read: marked current. */
  currentId?: number;
  /** Notices read since the list was loaded: shown as read (and no longer tickable). */
  readIds?: ReadonlySet<number>;
  /** The ticked notices; with `onCheckedIdsChange` every unread notice gets a checkbox (for Mark As Read). */
  checkedIds?: ReadonlySet<number>;
  onCheckedIdsChange?: (ids: ReadonlySet<number>) => void;
  /** Disables the checkboxes (e.g. while marking read). */
  disabled?: boolean;
  /** Shown when there are no notices. */
  emptyText?: ReactNode;
  /** Accessible name of a notice's checkbox. */
  checkboxLabel?: (title: string) => string;
}

const StyledGroupHeading = styled.h3`
  margin: ${({ theme }) => theme.space[3]}px 0 ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
`;

const StyledGroup = styled.section`
  &:first-child ${StyledGroupHeading} {
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

function Group<T extends NoticeListItem>({ notices, now, children }: { notices: T[]; now: Date; children: ReactNode }) {
  const label = noticePostedLabel(notices[0]!.start_date, now);
  // Named by aria-label (not the heading's id) so the group's name is also an attribute pages can read.
  return (
    <StyledGroup aria-label={label}>
      <StyledGroupHeading>{label}</StyledGroupHeading>
      <StyledRows>{children}</StyledRows>
    </StyledGroup>
  );
}

const defaultCheckboxLabel = (title: string) => `Select ${title}`;

function NoticeListInner<T extends NoticeListItem>(
  {
    notices,
    now,
    onOpen,
    currentId,
    readIds,
    checkedIds,
    onCheckedIdsChange,
    disabled = false,
    emptyText,
    checkboxLabel = defaultCheckboxLabel,
    ...rest
  }: NoticeListProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const isUnread = (notice: T) =>
    isNoticeUnread({ dismissed_date: notice.dismissed_date ?? null }) && !readIds?.has(notice.notice_id);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(checkedIds);
    if (on) next.add(id);
    else next.delete(id);
    onCheckedIdsChange?.(next);
  };

  return (
    <div ref={ref} {...rest}>
      {notices.length === 0 && emptyText ? <StyledEmpty>{emptyText}</StyledEmpty> : null}
      {groupNoticesByStartDate(notices).map((group) => (
        <Group key={group.date} notices={group.notices} now={now}>
          {group.notices.map((notice) => {
            const unread = isUnread(notice);
            const title = truncateNoticeTitle(notice.notice_title);
            const current = currentId === notice.notice_id;
            return (
              <StyledRow key={notice.notice_id} data-current={current || undefined}>
                {onCheckedIdsChange ? (
                  <Checkbox
                    label={checkboxLabel(title)}
                    hideLabel
                    disabled={!unread || disabled}
                    checked={unread && (checkedIds?.has(notice.notice_id) ?? false)}
                    onCheckedChange={(checked) => toggle(notice.notice_id, checked === true)}
                  />
                ) : null}
                <StyledRowButton
                  type="button"
                  data-unread={unread || undefined}
                  aria-current={current ? 'true' : undefined}
                  // The whole title on hover when the list shows it cut.
                  title={notice.notice_title === title ? undefined : notice.notice_title}
                  onClick={() => onOpen(notice)}
                >
                  {title}
                </StyledRowButton>
              </StyledRow>
            );
          })}
        </Group>
      ))}
    </div>
  );
}

/**
 * Notices grouped by start date (spec 01 §3, §9): one section per day headed 'Posted {date}' —
 * 'Posted today' for today — with titles cut to 46 characters (the whole title on hover), unread
 * ones in bold, and optional checkboxes for Mark As Read.
 */
export const NoticeList = forwardRef(NoticeListInner) as (<T extends NoticeListItem>(
  props: NoticeListProps<T> & { ref?: ForwardedRef<HTMLDivElement> },
) => ReactElement) & { displayName?: string };
NoticeList.displayName = 'NoticeList';

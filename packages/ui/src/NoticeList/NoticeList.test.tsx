import { NOTICE_MESSAGES } from '@meridian/domain';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { LONG_TITLE, NOTICES_NOW, READ_NOTICE, UNREAD_NOTICES, type NoticeFixture } from '../test-utils/notices';
import { NoticeList } from './NoticeList';

function Tickable({ notices, onOpen }: { notices: NoticeFixture[]; onOpen: (n: NoticeFixture) => void }) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  return (
    <>
      <NoticeList
        notices={notices}
        now={NOTICES_NOW}
        onOpen={onOpen}
        checkedIds={checked}
        onCheckedIdsChange={setChecked}
      />
      <output>{[...checked].join(',')}</output>
    </>
  );
}

describe('given unread notices from two days', () => {
  it('when listed then they are grouped by start date, today first as “Posted today”, with titles cut to 46 characters', async () => {
    const { container } = renderWithTheme(<NoticeList notices={UNREAD_NOTICES} now={NOTICES_NOW} onOpen={vi.fn()} />);
    const groups = screen.getAllByRole('region');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual([
      'Posted today',
      'Posted 11/11/2026',
    ]);
    expect(screen.getByRole('region', { name: 'Posted today' })).toHaveAttribute('aria-label', 'Posted today');
    const rows = within(groups[0]!).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Action required: complete your 2027 Medicare…',
      'Your current plan report is ready',
    ]);
    expect(rows[0]).toHaveAttribute('title', LONG_TITLE);
    expect(rows[1]).not.toHaveAttribute('title');
    expect(rows[0]).toHaveAttribute('data-unread');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when a title is chosen by keyboard then onOpen gets the notice, and the current one is marked', async () => {
    const onOpen = vi.fn();
    const { user, rerender } = renderWithTheme(
      <NoticeList notices={UNREAD_NOTICES} now={NOTICES_NOW} onOpen={onOpen} />,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Your current plan report is ready' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(UNREAD_NOTICES[1]);
    rerender(
      <NoticeList notices={UNREAD_NOTICES} now={NOTICES_NOW} onOpen={onOpen} currentId={2} readIds={new Set([2])} />,
    );
    const current = screen.getByRole('button', { name: 'Your current plan report is ready' });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).not.toHaveAttribute('data-unread');
  });

  it('when checkboxes are on then Space ticks an unread notice; read ones cannot be ticked', async () => {
    const { user } = renderWithTheme(<Tickable notices={[...UNREAD_NOTICES, READ_NOTICE]} onOpen={vi.fn()} />);
    const box = screen.getByRole('checkbox', { name: 'Select Your current plan report is ready' });
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('2');
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Welcome to Meridian' })).toBeDisabled();
  });
});

describe('given no notices', () => {
  it('when listed then the empty text shows', () => {
    renderWithTheme(
      <NoticeList notices={[]} now={NOTICES_NOW} onOpen={vi.fn()} emptyText={NOTICE_MESSAGES.noPastNotices} />,
    );
    expect(screen.getByText('There are no past notices')).toBeVisible();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

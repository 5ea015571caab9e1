import type { Notice } from '@meridian/api';
import { useNoticeCount } from '@meridian/api/react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImportantNoticeWatcher } from './ImportantNoticePopup';
import { axeViolations, fakeApi, renderWithPortal, testSession, type FakeRequest } from './test-utils';

vi.mock('../../session/SessionProvider', () => ({ useSession: () => testSession() }));

function important(id: number, title: string): Notice {
  return {
    notice_id: id,
    notice_title: title,
    notice_text: `<p>Details of ${title}.</p>`,
    start_date: new Date().toISOString(),
    end_date: null,
    dismissed_date: null,
    important_popup: '1',
  };
}

/** A server with unread important notices (oldest first) and the count that reflects them; `post` adds one. */
function server(notices: Notice[]) {
  let unread = [...notices];
  const api = fakeApi({
    'GET noticeOutstandingCount/7': () => ({
      body: { notice_outstanding_count: unread.length, includes_important: unread.length > 0 ? '1' : '0' },
    }),
    'POST user/7/userNotice/search': () => ({
      body: {
        success: true,
        total_records: unread.length,
        page_number: 0,
        records_per_page: unread.length,
        result: unread,
      },
    }),
    'POST user/7/userNotice/dismiss': ({ body }: FakeRequest) => {
      const ids = (body as { notice_ids: number[] }).notice_ids;
      unread = unread.filter((n) => !ids.includes(n.notice_id));
      return { body: { success: true, dismissed: ids.length } };
    },
  });
  return { ...api, post: (notice: Notice) => (unread = [...unread, notice]) };
}

describe('given the polled count says an important notice is unread', () => {
  it('when the frame loads then the pop-up shows it; closing marks it read and the next one follows, one at a time', async () => {
    const api = server([important(1, 'Complete your certification'), important(2, 'New compliance rule')]);
    const { user } = renderWithPortal(<ImportantNoticeWatcher />, { client: api.client });

    const first = await screen.findByRole('dialog', { name: 'Important Notice' });
    expect(within(first).getByRole('heading', { name: 'Complete your certification' })).toBeVisible();
    expect(first).toHaveTextContent('Details of Complete your certification.');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(api.callsTo('POST', 'user/7/userNotice/search')[0]!.body).toEqual({ mode: 'quickNotify', page_number: 0 });
    expect(await axeViolations()).toEqual([]);

    await user.click(within(first).getAllByRole('button', { name: 'Close' }).at(-1)!);
    const second = await screen.findByRole('heading', { name: 'New compliance rule' });
    expect(second).toBeVisible();
    expect(api.callsTo('POST', 'user/7/userNotice/dismiss')[0]!.body).toEqual({ notice_ids: [1] });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    // Escape closes it too, which also marks it read; then the count says no more.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', 'user/7/userNotice/dismiss')[1]!.body).toEqual({ notice_ids: [2] });
    await waitFor(() => expect(api.callsTo('GET', 'noticeOutstandingCount/7').length).toBeGreaterThanOrEqual(3));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 20_000);
});

describe('given no important notice', () => {
  it('when the count says so then no pop-up opens and no notices are asked for', async () => {
    const api = server([]);
    renderWithPortal(<ImportantNoticeWatcher />, { client: api.client });
    await waitFor(() => expect(api.callsTo('GET', 'noticeOutstandingCount/7')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', 'user/7/userNotice/search')).toHaveLength(0);
  });
});

/** Stands in for the 120 000 ms poll: asks the bell's count again. */
function Poll() {
  const { mutate } = useNoticeCount(7);
  return (
    <button type="button" onClick={() => void mutate()}>
      Poll
    </button>
  );
}

describe('given the pop-up was closed', () => {
  it('when a later poll says a new important notice is unread then the pop-up rises again with it', async () => {
    const api = server([important(1, 'Complete your certification')]);
    const { user } = renderWithPortal(
      <>
        <Poll />
        <ImportantNoticeWatcher />
      </>,
      { client: api.client },
    );
    await screen.findByRole('heading', { name: 'Complete your certification' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    api.post(important(3, 'Updated SOA rule'));
    await user.click(screen.getByRole('button', { name: 'Poll' }));
    expect(await screen.findByRole('heading', { name: 'Updated SOA rule' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Complete your certification' })).not.toBeInTheDocument();
  });
});

import type { Notice } from '@meridian/api';
import { EMPTY_EXPORT_MESSAGE, NOTICE_MESSAGES, formatCentralDate } from '@meridian/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNoticeCount } from '@meridian/api/react';
import { NoticesDialog } from './NoticesDialog';
import { axeViolations, fakeApi, renderWithPortal, testSession, type FakeRequest, type FakeRoute } from './test-utils';

vi.mock('../../session/SessionProvider', () => ({ useSession: () => testSession() }));

const DAY = 86_400_000;
const LONG_TITLE = 'Action required: complete your 2027 Medicare certification';

function notice(id: number, title: string, daysAgo: number, extra: Partial<Notice> = {}): Notice {
  return {
    notice_id: id,
    notice_title: title,
    notice_text: `<p>Text of ${title}</p>`,
    start_date: new Date(Date.now() - daysAgo * DAY).toISOString(),
    end_date: null,
    dismissed_date: null,
    important_popup: '0',
    ...extra,
  };
}

const page = (result: Notice[], { total = result.length, page_number = 0, records_per_page = result.length } = {}) => ({
  body: { success: true, total_records: total, page_number, records_per_page, result },
});

const SEARCH = 'POST user/7/userNotice/search';
const DISMISS = 'POST user/7/userNotice/dismiss';
const COUNT = 'GET noticeOutstandingCount/7';
const EXPORT = 'GET export/current_plan';

/** A server holding `unread` and `past` notices; dismissing moves notices from one to the other. */
function noticeServer(unread: Notice[], past: Notice[] = [], more: Record<string, FakeRoute> = {}) {
  let open = [...unread];
  let dismissed = [...past];
  const api = fakeApi({
    [SEARCH]: ({ body }: FakeRequest) => {
      const {
        mode,
        page_number,
        records_per_page = 35,
      } = body as { mode: string; page_number: number; records_per_page?: number };
      if (mode === 'openNotify') return page(open);
      const from = (page_number - 1) * records_per_page;
      return page(dismissed.slice(from, from + records_per_page), {
        total: dismissed.length,
        page_number,
        records_per_page,
      });
    },
    [DISMISS]: ({ body }: FakeRequest) => {
      const ids = (body as { notice_ids: number[] }).notice_ids;
      const moved = open
        .filter((n) => ids.includes(n.notice_id))
        .map((n) => ({ ...n, dismissed_date: new Date().toISOString() }));
      open = open.filter((n) => !ids.includes(n.notice_id));
      dismissed = [...moved, ...dismissed];
      return { body: { success: true, dismissed: moved.length } };
    },
    [COUNT]: () => ({ body: { notice_outstanding_count: open.length, includes_important: '0' } }),
    ...more,
  });
  return api;
}

/** The header's bell: it holds the polled count. */
function Bell() {
  const { data } = useNoticeCount(7);
  return <output data-testid="bell">{data?.notice_outstanding_count ?? ''}</output>;
}

function renderDialog(api: ReturnType<typeof fakeApi>) {
  const onClose = vi.fn();
  return {
    onClose,
    ...renderWithPortal(
      <>
        <Bell />
        <NoticesDialog onClose={onClose} />
      </>,
      { client: api.client },
    ),
  };
}

describe('given unread notices', () => {
  const unread = [
    notice(1, LONG_TITLE, 0),
    notice(2, 'Your current plan report is ready', 0),
    notice(3, 'New quick links', 10),
  ];

  it('when the dialog opens then they are grouped by start date with titles cut to 46 characters', async () => {
    const api = noticeServer(unread);
    renderDialog(api);
    const dialog = await screen.findByRole('dialog', { name: 'Notices' });
    const today = await within(dialog).findByRole('region', { name: 'Posted today' });
    const rows = within(today).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Action required: complete your 2027 Medicare…',
      'Your current plan report is ready',
    ]);
    expect(rows[0]).toHaveAttribute('title', LONG_TITLE);
    const older = within(dialog).getByRole('region', { name: `Posted ${formatCentralDate(unread[2]!.start_date)}` });
    expect(within(older).getByRole('button', { name: 'New quick links' })).toBeVisible();
    // The first load asks page 0 of the unread notices.
    expect(api.callsTo('POST', 'user/7/userNotice/search')[0]!.body).toEqual({ mode: 'openNotify', page_number: 0 });
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('when a notice is opened then its text shows and it is marked read, and the bell count is asked again', async () => {
    const api = noticeServer([
      notice(1, 'Welcome', 0, {
        notice_text: '<p>Hello <strong>agent</strong></p><img src=x onerror="window.__pwned=1">',
      }),
    ]);
    const { user } = renderDialog(api);
    await user.click(await screen.findByRole('button', { name: 'Welcome' }));
    const reader = screen.getByRole('article', { name: 'Selected notice' });
    expect(within(reader).getByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect(reader).toHaveTextContent('Hello agent');
    expect(reader.querySelector('img')).toBeNull();
    await waitFor(() => expect(api.callsTo('POST', 'user/7/userNotice/dismiss')).toHaveLength(1));
    expect(api.callsTo('POST', 'user/7/userNotice/dismiss')[0]!.body).toEqual({ notice_ids: [1] });
    // The bell's count is asked again and shows the notice gone.
    await waitFor(() => expect(screen.getByTestId('bell')).toHaveTextContent('0'));
    expect(api.callsTo('GET', 'noticeOutstandingCount/7')).toHaveLength(2);
    // Read, it stays listed until the list is asked again; opening it again dismisses nothing more.
    await user.click(screen.getByRole('button', { name: 'Welcome' }));
    expect(api.callsTo('POST', 'user/7/userNotice/dismiss')).toHaveLength(1);
  });

  it('when notices are ticked and Mark As Read pressed then only those are marked read and leave the list', async () => {
    const api = noticeServer(unread);
    const { user } = renderDialog(api);
    const markRead = await screen.findByRole('button', { name: 'Mark As Read' });
    expect(markRead).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Your current plan report is ready' }));
    await user.click(markRead);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Your current plan report is ready' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST', 'user/7/userNotice/dismiss')[0]!.body).toEqual({ notice_ids: [2] });
    expect(screen.getByRole('button', { name: 'New quick links' })).toBeVisible();
  });

  it('when Mark All As Read is pressed then every unread notice is marked read and the empty text shows', async () => {
    const api = noticeServer(unread);
    const { user } = renderDialog(api);
    await screen.findByRole('button', { name: 'New quick links' });
    await user.click(screen.getByRole('button', { name: 'Mark All As Read' }));
    expect(await screen.findByText(NOTICE_MESSAGES.noUnreadNotices)).toBeVisible();
    expect(api.callsTo('POST', 'user/7/userNotice/dismiss')[0]!.body).toEqual({ notice_ids: [1, 2, 3] });
    expect(screen.getByRole('button', { name: 'Mark All As Read' })).toBeDisabled();
  });
});

describe('given past notices', () => {
  it('when there are none unread then the unread empty text shows, and Load Past Notices shows the past empty text', async () => {
    const api = noticeServer([]);
    const { user } = renderDialog(api);
    expect(await screen.findByText(NOTICE_MESSAGES.noUnreadNotices)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load Past Notices' }));
    expect(await screen.findByText(NOTICE_MESSAGES.noPastNotices)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Load Past Notices' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('when past notices are loaded then they come from page 1, 35 a page, and more pages load on request', async () => {
    const past = Array.from({ length: 40 }, (_, i) =>
      notice(100 + i, `Past notice ${i + 1}`, 20 + i, { dismissed_date: new Date(Date.now() - 5 * DAY).toISOString() }),
    );
    const api = noticeServer([], past);
    const { user } = renderDialog(api);
    await user.click(await screen.findByRole('button', { name: 'Load Past Notices' }));
    await screen.findByRole('button', { name: 'Past notice 35' });
    expect(screen.queryByRole('button', { name: 'Past notice 36' })).not.toBeInTheDocument();
    const pastSearches = () =>
      api.callsTo('POST', 'user/7/userNotice/search').filter((c) => (c.body as { mode: string }).mode === 'pastNotify');
    expect(pastSearches()[0]!.body).toEqual({ mode: 'pastNotify', page_number: 1, records_per_page: 35 });
    // Past notices are read: no ticking, no Mark As Read.
    expect(screen.queryByRole('button', { name: 'Mark As Read' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show More Past Notices' }));
    await screen.findByRole('button', { name: 'Past notice 40' });
    expect(pastSearches().map((c) => (c.body as { page_number: number }).page_number)).toContain(2);
    expect(screen.queryByRole('button', { name: 'Show More Past Notices' })).not.toBeInTheDocument();
  });
});

describe('given a notice with a download tag', () => {
  const withDownload = notice(5, 'Your current plan report is ready', 0, {
    notice_text:
      '<p>Refreshed.</p><p><download type="current_plan">Download the current plan report (CSV)</download></p>',
  });
  let saved: Array<{ name: string; href: string }>;
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('when its export link is clicked then the CSV downloads, named by report type, user id and time', async () => {
    const api = noticeServer([withDownload], [], {
      [EXPORT]: () => ({ body: { success: true, file_name: 'x.csv', csv: 'Lead ID\r\n1\r\n', row_count: 1 } }),
    });
    const { user } = renderDialog(api);
    await user.click(await screen.findByRole('button', { name: 'Your current plan report is ready' }));
    const link = screen.getByRole('link', { name: 'Download the current plan report (CSV)' });
    await user.click(link);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^current_plan_7_\d{8}-\d{6}\.csv$/);
    expect(saved[0]!.href).toBe('blob:csv');
  });

  it('when the export is empty then nothing is downloaded and the banner says so; when it fails then the message shows in a banner', async () => {
    let answer: { status: number; body?: unknown } = { status: 204 };
    const api = noticeServer([withDownload], [], { [EXPORT]: () => answer });
    const { user } = renderDialog(api);
    await user.click(await screen.findByRole('button', { name: 'Your current plan report is ready' }));
    await user.click(screen.getByRole('link', { name: 'Download the current plan report (CSV)' }));
    await waitFor(() => expect(api.callsTo('GET', 'export/current_plan')).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMPTY_EXPORT_MESSAGE);
    expect(saved).toHaveLength(0);

    answer = { status: 403, body: { success: false, message: 'Exports are not available for your role.' } };
    await user.click(screen.getByRole('link', { name: 'Download the current plan report (CSV)' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Exports are not available for your role.'),
    );
    expect(saved).toHaveLength(0);
  });
});

describe('given the server fails', () => {
  afterEach(() => vi.useRealTimers());

  it('when the notices cannot load then the server message shows in a banner that clears after 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({
      [SEARCH]: () => ({ status: 503, body: { success: false, message: 'Notices are unavailable right now.' } }),
    });
    renderDialog(api);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Notices are unavailable right now.');
    await act(async () => {
      vi.advanceTimersByTime(29_000);
    });
    expect(screen.getByRole('alert')).toBeVisible();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('given the keyboard', () => {
  it('when Escape is pressed then the dialog asks to close', async () => {
    const api = noticeServer([]);
    const { user, onClose } = renderDialog(api);
    await screen.findByText(NOTICE_MESSAGES.noUnreadNotices);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('given a phone, where the reading pane takes the list’s place', () => {
  it('when a notice is read then Back to notices returns to the list with focus on that notice', async () => {
    const api = noticeServer([notice(1, 'Welcome', 0), notice(2, 'New quick links', 0)]);
    const { user } = renderDialog(api);
    await user.click(await screen.findByRole('button', { name: 'New quick links' }));
    const reader = screen.getByRole('article', { name: 'Selected notice' });
    expect(within(reader).getByRole('heading', { name: 'New quick links' })).toBeVisible();
    expect(reader.parentElement).toHaveAttribute('data-reading');
    await user.click(within(reader).getByRole('button', { name: 'Back to notices' }));
    expect(reader.parentElement).not.toHaveAttribute('data-reading');
    expect(screen.getByRole('button', { name: 'New quick links' })).toHaveFocus();
    // The notice stays chosen: the list marks it and the wide layout still shows it.
    expect(screen.getByRole('button', { name: 'New quick links' })).toHaveAttribute('aria-current', 'true');
    expect(within(reader).getByRole('heading', { name: 'New quick links' })).toBeInTheDocument();
  });
});

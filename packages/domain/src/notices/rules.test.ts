import { describe, expect, it } from 'vitest';
import {
  groupNoticesByStartDate,
  isNoticeUnread,
  noticeSearchStart,
  notificationBadge,
  replaceNoticeDownloadTags,
  shouldOpenImportantPopup,
} from './rules';

describe('notices', () => {
  // Spec 01 §3: "Lists are grouped by start date."
  it('groups by start date in Central Time, keeping the order', () => {
    const notices = [
      { notice_id: 1, start_date: '2026-11-21 08:00:00' },
      { notice_id: 2, start_date: '2026-11-20 08:00:00' },
      { notice_id: 3, start_date: '2026-11-22T03:00:00Z' },
    ];
    expect(groupNoticesByStartDate(notices)).toEqual([
      { date: '11/21/2026', notices: [notices[0], notices[2]] },
      { date: '11/20/2026', notices: [notices[1]] },
    ]);
    expect(groupNoticesByStartDate(undefined)).toEqual([]);
  });

  it('tells unread notices', () => {
    expect(isNoticeUnread({ dismissed_date: null })).toBe(true);
    expect(isNoticeUnread({ dismissed_date: '' })).toBe(true);
    expect(isNoticeUnread({ dismissed_date: '2026-11-21' })).toBe(false);
  });

  // Spec 01 §4: "Important notices pop up automatically, only one pop-up at a time, when the polled count says an important one exists."
  it.each([
    { input: [{ notice_outstanding_count: 2, includes_important: '1' as const }, false] as const, expected: true },
    { input: [{ notice_outstanding_count: 2, includes_important: '1' as const }, true] as const, expected: false },
    { input: [{ notice_outstanding_count: 2, includes_important: '0' as const }, false] as const, expected: false },
    { input: [null, false] as const, expected: false },
  ])('pop-up for $input: $expected', ({ input, expected }) => {
    expect(shouldOpenImportantPopup(input[0], input[1])).toBe(expected);
  });

  // Spec 01 §2: "Notification bell with a badge that is hidden when the count is 0."
  it.each([
    { input: { notice_outstanding_count: 3 }, expected: '3' },
    { input: { notice_outstanding_count: 99 }, expected: '99' },
    { input: { notice_outstanding_count: 100 }, expected: '99+' },
    { input: { notice_outstanding_count: 0 }, expected: undefined },
    { input: {}, expected: undefined },
    { input: null, expected: undefined },
  ])('badge for $input → $expected', ({ input, expected }) => {
    expect(notificationBadge(input)).toBe(expected);
  });

  // Spec 01 §9: "Notice page numbers start at 0 for first load and 1 for past notices. Dismissed notices page size 35."
  it('starts notice searches at the spec pages', () => {
    expect(noticeSearchStart('openNotify')).toEqual({ mode: 'openNotify', page_number: 0 });
    expect(noticeSearchStart('quickNotify')).toEqual({ mode: 'quickNotify', page_number: 0 });
    expect(noticeSearchStart('pastNotify')).toEqual({ mode: 'pastNotify', page_number: 1, records_per_page: 35 });
  });
});

// Spec 01 §3: "A download tag inside notice text is turned into a clickable export link."
describe('replaceNoticeDownloadTags', () => {
  const link = ({ type, label }: { type: string; label: string }) => (type ? `<a href="#${type}">${label}</a>` : label);
  it.each([
    {
      input: '<p><download type="current_plan">Download the report</download></p>',
      expected: '<p><a href="#current_plan">Download the report</a></p>',
    },
    {
      input:
        "<DOWNLOAD class=x type='lead_export'><b>Leads</b></DOWNLOAD> and <download type=multi_client_rx>Rx</download>",
      expected: '<a href="#lead_export"><b>Leads</b></a> and <a href="#multi_client_rx">Rx</a>',
    },
    {
      input: '<download type=" current_plan " onclick="x()">Hi</download >',
      expected: '<a href="#current_plan">Hi</a>',
    },
    { input: '<download>No type</download>', expected: 'No type' },
    { input: '<p>No tag</p>', expected: '<p>No tag</p>' },
    { input: null, expected: '' },
  ])('turns $input into $expected', ({ input, expected }) => {
    expect(replaceNoticeDownloadTags(input, link)).toBe(expected);
  });
});

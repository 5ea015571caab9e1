/** Notice fixtures for stories and tests (never shipped: test-utils is not exported). */

/** Noon in Chicago on 21 Nov 2026: 'today' for notices posted that day. */
export const NOTICES_NOW = new Date('2026-11-21T18:00:00Z');

export interface NoticeFixture {
  notice_id: number;
  notice_title: string;
  notice_text: string;
  start_date: string;
  end_date: string | null;
  dismissed_date: string | null;
  important_popup: '0' | '1';
}

export function notice(
  id: number,
  title: string,
  start_date: string,
  extra: Partial<NoticeFixture> = {},
): NoticeFixture {
  return {
    notice_id: id,
    notice_title: title,
    notice_text: `<p>Text of ${title}</p>`,
    start_date,
    end_date: null,
    dismissed_date: null,
    important_popup: '0',
    ...extra,
  };
}

export const LONG_TITLE = 'Action required: complete your 2027 Medicare certification';

export const UNREAD_NOTICES = [
  notice(1, LONG_TITLE, '2026-11-21 08:00:00', {
    important_popup: '1',
    notice_text: '<p>Complete your AHIP certification before <strong>October 1</strong> to sell 2027 plans.</p>',
  }),
  notice(2, 'Your current plan report is ready', '2026-11-21 07:30:00', {
    notice_text:
      '<p>The current plan report has been refreshed.</p><p><download type="current_plan">Download the current plan report (CSV)</download></p>',
  }),
  notice(3, 'New quick links for the Annual Enrollment Period', '2026-11-11 09:00:00'),
];

export const READ_NOTICE = notice(4, 'Welcome to Meridian', '2026-10-01 09:00:00', {
  dismissed_date: '2026-10-02 10:00:00',
});

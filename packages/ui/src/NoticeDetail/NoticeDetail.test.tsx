import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { NOTICES_NOW, UNREAD_NOTICES, notice } from '../test-utils/notices';
import { NoticeDetail } from './NoticeDetail';

const report = UNREAD_NOTICES[1]!;
const DOWNLOAD = 'Download the current plan report (CSV)';

describe('given a notice with a download tag', () => {
  it('when shown then its title, “Posted today” and sanitized text show, with the tag as a link', async () => {
    const { container } = renderWithTheme(<NoticeDetail notice={report} now={NOTICES_NOW} onDownload={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Your current plan report is ready' })).toBeVisible();
    expect(screen.getByText('Posted today')).toBeVisible();
    const link = screen.getByRole('link', { name: DOWNLOAD });
    expect(link.getAttribute('href')).toMatch(/^http:\/\/[^#]+#download-current_plan$/);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when the link is pressed with Enter, clicked or middle-clicked then onDownload gets the type', async () => {
    const onDownload = vi.fn();
    const { user } = renderWithTheme(<NoticeDetail notice={report} now={NOTICES_NOW} onDownload={onDownload} />);
    await user.tab();
    expect(screen.getByRole('link', { name: DOWNLOAD })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDownload).toHaveBeenLastCalledWith('current_plan');
    await user.click(screen.getByRole('link', { name: DOWNLOAD }));
    const middle = fireEvent(
      screen.getByRole('link', { name: DOWNLOAD }),
      new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }),
    );
    expect(middle).toBe(false); // default (a new tab) prevented
    expect(onDownload).toHaveBeenCalledTimes(3);
  });

  it('when the type is not a known export, or nobody downloads, then only the label shows', () => {
    const { rerender } = renderWithTheme(
      <NoticeDetail
        notice={report}
        now={NOTICES_NOW}
        onDownload={vi.fn()}
        isDownloadType={(type) => type === 'lead_export'}
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(DOWNLOAD)).toBeVisible();
    rerender(<NoticeDetail notice={report} now={NOTICES_NOW} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('given a notice with ordinary links and unsafe HTML', () => {
  it('when a web link is clicked then it is left alone, and scripts never reach the page', async () => {
    const onDownload = vi.fn();
    const html =
      '<p>See <a href="https://www.medicare.gov">Medicare.gov</a></p><img src=x onerror="window.__pwned=1"><download type="x" onclick="alert(1)">Go</download>';
    const { container } = renderWithTheme(
      <NoticeDetail
        notice={notice(9, 'Links', '2026-11-01 09:00:00', { notice_text: html })}
        now={NOTICES_NOW}
        onDownload={onDownload}
      />,
    );
    expect(screen.getByText('Posted 11/01/2026')).toBeVisible();
    const web = screen.getByRole('link', { name: 'Medicare.gov' });
    expect(fireEvent.click(web)).toBe(true);
    expect(onDownload).not.toHaveBeenCalled();
    expect(container.querySelector('img, [onclick]')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(onDownload).toHaveBeenCalledWith('x');
  });
});
